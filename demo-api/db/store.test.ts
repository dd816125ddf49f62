/**
 * DEMO_DATA_FILE across restarts. A restart is simulated by fresh module instances
 * (`vi.resetModules()`) reading the same file in a temporary folder, as a new process would.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyGuestDraft } from '../testing/order-fixtures';

let folder: string;
let file: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'demo-store-'));
  file = join(folder, 'demo-state.json');
  vi.stubEnv('DEMO_DATA_FILE', file);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

/** A new start of the demo API on the same file: the store, then the modules that own state. */
async function start() {
  vi.resetModules();
  const store = await import('./store');
  store.loadStore();
  return {
    ...store,
    ...(await import('./orders')),
    ...(await import('./users')),
    ...(await import('./addresses')),
    ...(await import('./machines')),
    ...(await import('../auth/session-store')),
  };
}

const draft = (note: string) => emptyGuestDraft(note);

const orderNumbers = (list: { orderNumber: string }[]) => list.map((o) => o.orderNumber).sort();

describe('DEMO_DATA_FILE across restarts', () => {
  it('restart → one sign-in → restart keeps every order, address, machine and company', async () => {
    const first = await start();
    const placed = first.orders.place(draft('first run'), 'anonymous', 'key-1');
    first.addresses.create('user-anna', {
      ...draft('').deliveryAddress,
      address: 'Nieuwe straat 2',
    });
    first.companies.add({ ...first.companies.all()[0]!, id: 'company-new', kvkNumber: '99999999' });
    const ordersBefore = orderNumbers(first.orders.all());
    const addressesBefore = first.addresses.list('user-anna');
    first.machines.create('company:company-cleanpro', {
      brandId: 'b-nilfisk',
      typeId: 't-nilfisk-attix-30',
      site: 'depot Zwolle',
    });
    const machinesBefore = first.machines.list('company:company-cleanpro');

    // Second run: only a sign-in (a new session), none of the other sections is used.
    const second = await start();
    second.sessionStore.put({
      handle: 'session-1',
      userId: 'user-anna',
      tenantId: 'public',
      issuer: 'demo',
      refreshTokenHash: 'hash',
      parentRefreshTokenHash: null,
      usedRefreshTokenHashes: [],
      createdAt: 0,
      refreshExpiresAt: 1,
    });

    const third = await start();
    expect(orderNumbers(third.orders.all())).toEqual(ordersBefore);
    expect(third.orders.byNumber(placed.orderNumber)?.note).toBe('first run');
    expect(third.orders.byIdempotencyKey('anonymous', 'key-1')?.orderNumber).toBe(
      placed.orderNumber,
    );
    expect(third.addresses.list('user-anna')).toEqual(addressesBefore);
    expect(third.machines.list('company:company-cleanpro')).toEqual(machinesBefore);
    expect(machinesBefore).toHaveLength(1);
    expect(third.companies.byId('company-new')).toBeDefined();
    expect(third.sessionStore.get('session-1')).toBeDefined();
  });

  it('keeps every order over several restarts, each writing something else', async () => {
    const placed: { key: string; note: string; orderNumber: string }[] = [];
    const keepsAll = (demo: Awaited<ReturnType<typeof start>>) => {
      for (const { key, note, orderNumber } of placed)
        expect(demo.orders.byIdempotencyKey('anonymous', key)).toMatchObject({ note, orderNumber });
    };
    for (let run = 0; run < 5; run += 1) {
      const demo = await start();
      keepsAll(demo);
      if (run % 2 === 0) {
        const note = `run ${run}`;
        const key = `k${run}`;
        placed.push({
          key,
          note,
          orderNumber: demo.orders.place(draft(note), 'anonymous', key).orderNumber,
        });
      } else demo.users.update('user-anna', { firstname: `Anna ${run}` });
    }
    const last = await start();
    keepsAll(last);
    expect(new Set(placed.map((p) => p.orderNumber)).size).toBe(3);
    expect(last.users.byId('user-anna')?.firstname).toBe('Anna 3');
  });

  it('writes a versioned file holding every section', async () => {
    const demo = await start();
    demo.users.update('user-anna', { firstname: 'Annie' });
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      version: number;
      sections: Record<string, unknown>;
    };
    expect(data.version).toBe(demo.STORE_FILE_VERSION);
    expect(Object.keys(data.sections)).toEqual(
      expect.arrayContaining(['users', 'companies', 'orders', 'addresses', 'auth-sessions']),
    );
  });

  it('reads a file written before the format had a version', async () => {
    const demo = await start();
    demo.orders.place(draft('old format'), 'anonymous', 'old');
    const { sections } = JSON.parse(readFileSync(file, 'utf8')) as {
      sections: Record<string, unknown>;
    };
    writeFileSync(file, JSON.stringify(sections));
    const later = await start();
    expect(later.orders.byIdempotencyKey('anonymous', 'old')?.note).toBe('old format');
  });

  it('starts from the seed without a file, and in memory without DEMO_DATA_FILE', async () => {
    const fresh = await start();
    expect(fresh.orders.all().length).toBeGreaterThan(0);
    vi.stubEnv('DEMO_DATA_FILE', '');
    const inMemory = await start();
    inMemory.orders.place(draft('memory'), 'anonymous', 'm');
    expect(readdirSync(folder)).toEqual([]);
  });
});

describe('a DEMO_DATA_FILE that cannot be used', () => {
  const cases: [string, string, RegExp][] = [
    ['bad JSON', '{"orders": [', /is not valid JSON/],
    ['an empty file', '', /is empty/],
    ['an unknown version', '{"version":2,"sections":{}}', /format version 2; .* reads version 1/],
    ['no version and no sections', '{"name":"something else"}', /no "version" field/],
    ['a list', '[1, 2]', /does not hold a demo state/],
  ];

  it.each(cases)('%s stops the start with a clear error and stays untouched', async (...c) => {
    const [, contents, reason] = c;
    writeFileSync(file, contents);
    const before = readFileSync(file);

    vi.resetModules();
    const store = await import('./store');
    const { orders } = await import('./orders');
    const { users } = await import('./users');
    const start = () => store.loadStore();
    expect(start).toThrow(store.StoreFileError);
    expect(start).toThrow(file);
    expect(start).toThrow(reason);
    // Nothing later reads or writes past the refusal, not even after a reset.
    expect(() => orders.all()).toThrow(store.StoreFileError);
    expect(() => users.update('user-anna', { firstname: 'X' })).toThrow(store.StoreFileError);
    store.resetStore();
    expect(() => orders.place(draft('x'), 'anonymous', 'k')).toThrow(store.StoreFileError);
    expect(orders.byIdempotencyKey('anonymous', 'k')).toBeUndefined();

    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(folder)).toEqual(['demo-state.json']);
  });

  it('a file that cannot be read (a folder) stops the start too', async () => {
    vi.stubEnv('DEMO_DATA_FILE', folder);
    vi.resetModules();
    const store = await import('./store');
    expect(() => store.loadStore()).toThrow(/cannot be read \(EISDIR\)/);
  });
});
