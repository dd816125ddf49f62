/**
 * How a save reaches DEMO_DATA_FILE: never by writing the file itself (a reader or a crash would
 * then meet a partial file), always a complete temporary file that is flushed and renamed over it.
 * node:fs is wrapped to record every call that writes; a write can be made to fail half-way.
 */
import * as realFs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyGuestDraft } from '../testing/order-fixtures';

const fsLog = vi.hoisted(() => ({
  calls: [] as { name: string; target: unknown; flags?: unknown }[],
  /** When set, the next write stores half of its data, then fails as a full disk would. */
  failNextWrite: false,
}));

vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const record =
    <A extends unknown[], R>(name: string, fn: (...args: A) => R) =>
    (...args: A): R => {
      fsLog.calls.push({ name, target: args[0], flags: args[1] });
      return fn(...args);
    };
  const writeFileSync = (...args: Parameters<typeof fs.writeFileSync>) => {
    fsLog.calls.push({ name: 'writeFileSync', target: args[0] });
    if (fsLog.failNextWrite) {
      fsLog.failNextWrite = false;
      const data = String(args[1]);
      fs.writeFileSync(args[0], data.slice(0, data.length / 2));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    fs.writeFileSync(...args);
  };
  const wrapped = {
    ...fs,
    writeFileSync,
    openSync: record('openSync', fs.openSync),
    fsyncSync: record('fsyncSync', fs.fsyncSync),
    renameSync: record('renameSync', fs.renameSync),
    appendFileSync: record('appendFileSync', fs.appendFileSync),
    truncateSync: record('truncateSync', fs.truncateSync),
    createWriteStream: record('createWriteStream', fs.createWriteStream),
  };
  return { ...wrapped, default: wrapped };
});

let folder: string;
let file: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'demo-store-write-'));
  file = join(folder, 'demo-state.json');
  vi.stubEnv('DEMO_DATA_FILE', file);
  fsLog.calls = [];
  fsLog.failNextWrite = false;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

async function start() {
  vi.resetModules();
  const store = await import('./store');
  const { orders } = await import('./orders');
  const { users } = await import('./users');
  return { store, orders, users };
}

const draft = (note: string) => emptyGuestDraft(note);

/** Whether an openSync flag opens for writing ('w', 'wx', 'a', 'r+', or numeric flags). */
const writes = (flags: unknown) =>
  typeof flags === 'number'
    ? (flags & (realFs.constants.O_WRONLY | realFs.constants.O_RDWR)) !== 0
    : typeof flags === 'string' && flags !== 'r' && flags !== 'rs';

describe('saving to DEMO_DATA_FILE', () => {
  it('never writes the file itself: a complete, flushed temporary file is renamed over it', async () => {
    const { orders, users } = await start();
    users.update('user-anna', { firstname: 'First' }); // creates the file
    const placed = orders.place(draft('second save'), 'anonymous', 'k');
    users.update('user-anna', { firstname: 'Third' });

    const direct = fsLog.calls.filter(
      (c) =>
        c.target === file &&
        (c.name !== 'openSync' || writes(c.flags)) &&
        c.name !== 'renameSync' &&
        c.name !== 'fsyncSync',
    );
    expect(direct).toEqual([]);

    const renames = fsLog.calls.filter((c) => c.name === 'renameSync');
    expect(renames).toHaveLength(3);
    for (const rename of renames) {
      const index = fsLog.calls.indexOf(rename);
      // renameSync(temp, target): `flags` holds the second argument.
      expect(rename.flags).toBe(realFs.realpathSync(file));
      // The temporary file sits beside the target (same file system, so the rename is atomic)…
      const temp = rename.target as string;
      expect(dirname(temp)).toBe(dirname(realFs.realpathSync(file)));
      expect(temp).not.toBe(rename.flags);
      // …and was written and flushed before the rename.
      const before = fsLog.calls.slice(0, index).map((c) => c.name);
      expect(before.lastIndexOf('fsyncSync')).toBeGreaterThan(before.lastIndexOf('writeFileSync'));
    }
    expect(fsLog.calls.at(-1)?.name).toBe('fsyncSync'); // the folder, after the last rename

    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      sections: { orders: { orders: { orderNumber: string }[] } };
    };
    expect(data.sections.orders.orders.map((o) => o.orderNumber)).toContain(placed.orderNumber);
    expect(readdirSync(folder)).toEqual(['demo-state.json']);
  });

  it('a write failing half-way leaves the old file whole, and the order is not placed', async () => {
    const { orders, users } = await start();
    users.update('user-anna', { firstname: 'Saved' });
    const before = readFileSync(file);

    fsLog.failNextWrite = true;
    expect(() => orders.place(draft('lost'), 'anonymous', 'retry-key')).toThrow(/ENOSPC/);

    expect(readFileSync(file).equals(before)).toBe(true);
    expect(readdirSync(folder)).toEqual(['demo-state.json']); // no temporary file left behind
    // Not on disk, so not confirmed: a retry with the same key places the order again.
    expect(orders.byIdempotencyKey('anonymous', 'retry-key')).toBeUndefined();
    const retried = orders.place(draft('retried'), 'anonymous', 'retry-key');
    const later = await start();
    expect(later.orders.byIdempotencyKey('anonymous', 'retry-key')?.orderNumber).toBe(
      retried.orderNumber,
    );
  });
});
