/**
 * Each section of DEMO_DATA_FILE is checked against its owner's schema before the server listens:
 * a section of the wrong shape stops the start (the file untouched) instead of answering 500 at
 * every call that uses it. A restart is fresh module instances on the same file, as in
 * store.test.ts; `boot()` loads every handler before the store, as the server does.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Sections = Record<string, unknown> & {
  users: Record<string, unknown>[];
  orders: { orders: Record<string, unknown>[] };
};

let folder: string;
let file: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'demo-sections-'));
  file = join(folder, 'demo-state.json');
  vi.stubEnv('DEMO_DATA_FILE', file);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

async function boot() {
  vi.resetModules();
  await import('../handlers/index');
  const store = await import('./store');
  return { ...store, ...(await import('./users')), ...(await import('./orders')) };
}

/** A complete file as the demo writes it, changed by `change`. */
async function writeChangedFile(change: (sections: Sections) => void): Promise<Buffer> {
  const demo = await boot();
  demo.loadStore();
  demo.saveStore();
  const data = JSON.parse(readFileSync(file, 'utf8')) as { sections: Sections };
  change(data.sections);
  writeFileSync(file, JSON.stringify(data));
  return readFileSync(file);
}

const cases: [string, (sections: Sections) => void, RegExp][] = [
  [
    'sessions that are not a list',
    (s) => (s['auth-sessions'] = 'oops'),
    /"auth-sessions" section .*\(auth-sessions: .*expected array, received string\)/,
  ],
  [
    'users as an object',
    (s) => (s.users = { 'user-anna': s.users[0] } as unknown as Sections['users']),
    /"users" section .*\(users: .*expected array/,
  ],
  [
    'an order with a status of the wrong type',
    (s) => (s.orders.orders[1]!.status = 42),
    /"orders" section .*orders\.orders\[1\]\.status: /,
  ],
  [
    'a user without an email',
    (s) => delete s.users[2]!.email,
    /"users" section .*users\[2\]\.email: .*expected string, received undefined/,
  ],
  ['discounts of null', (s) => (s.discounts = null), /"discounts" section/],
];

describe('a DEMO_DATA_FILE section of the wrong shape', () => {
  it.each(cases)('%s stops the start, naming the section, and stays untouched', async (...c) => {
    const [, change, reason] = c;
    const before = await writeChangedFile(change);

    const demo = await boot();
    const start = () => demo.loadStore();
    expect(start).toThrow(demo.StoreFileError);
    expect(start).toThrow(file);
    expect(start).toThrow(reason);
    // Nothing later reads or writes past the refusal.
    expect(() => demo.orders.all()).toThrow(demo.StoreFileError);
    expect(() => demo.users.update('user-anna', { firstname: 'X' })).toThrow(demo.StoreFileError);
    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(folder)).toEqual(['demo-state.json']);
  });

  it('stops the server before it listens', async () => {
    await writeChangedFile((s) => (s['auth-sessions'] = 'oops'));
    vi.resetModules();
    const { startDemoServer } = await import('../server');
    const { StoreFileError } = await import('./store');
    const started = startDemoServer({ port: 0, log: false });
    await expect(started).rejects.toThrow(StoreFileError);
    await expect(started).rejects.toThrow(/"auth-sessions" section/);
  });

  it('is refused at its first use when its owner is loaded after the start', async () => {
    const before = await writeChangedFile((s) => (s.users = 'oops' as unknown as []));
    vi.resetModules();
    const store = await import('./store');
    store.loadStore(); // no section defined yet: nothing to check
    const { users } = await import('./users');
    const { orders } = await import('./orders');
    expect(() => users.all()).toThrow(/"users" section/);
    expect(() => orders.all()).toThrow(store.StoreFileError);
    expect(() => store.saveStore()).toThrow(/"users" section/);
    expect(readFileSync(file).equals(before)).toBe(true);
  });
});

describe('checking the sections of DEMO_DATA_FILE', () => {
  it('keeps sections it does not know and fields it does not check, as they are', async () => {
    const later = { flags: ['x'], nested: { n: 1 } };
    await writeChangedFile((s) => {
      s['a-later-feature'] = later;
      s['attempt-failures'] = 7; // unknown here too: its owner is not loaded below
      s.users[0]!.nickname = 'Annie';
      s.orders.orders[0]!.giftWrap = true;
    });
    vi.resetModules();
    const store = await import('./store');
    const { users } = await import('./users');
    const { orders } = await import('./orders');
    store.loadStore();
    users.update('user-anna', { firstname: 'Anna-Lena' });
    expect(orders.all()[0]).toMatchObject({ giftWrap: true });

    const { sections } = JSON.parse(readFileSync(file, 'utf8')) as { sections: Sections };
    expect(sections['a-later-feature']).toEqual(later);
    expect(sections['attempt-failures']).toBe(7);
    expect(sections.users[0]).toMatchObject({ nickname: 'Annie', firstname: 'Anna-Lena' });
    expect(sections.orders.orders[0]).toMatchObject({ giftWrap: true });
  });

  it('reads a file written before fields were added (a user without a telephone)', async () => {
    await writeChangedFile((s) => {
      for (const user of s.users) delete user.telephone;
    });
    const demo = await boot();
    demo.loadStore();
    expect(demo.users.byId('user-anna')?.email).toBe('anna@example.nl');
  });
});
