/**
 * A process killed during a save leaves its temporary file (a full copy of the state) beside
 * DEMO_DATA_FILE. The next start removes those of the data file whose process is gone, and nothing
 * else. A start is fresh module instances reading the file, as in store.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let folder: string;
let file: string;
/** The id of a process that has ended, as after a `kill -9`. */
let endedPid: number;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'demo-temp-files-'));
  file = join(folder, 'demo-state.json');
  vi.stubEnv('DEMO_DATA_FILE', file);
  endedPid = spawnSync(process.execPath, ['-e', '']).pid;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

async function start() {
  vi.resetModules();
  const store = await import('./store');
  store.loadStore();
  return store;
}

/** Writes each file (in `folder` unless a path is given) with a copy of the state. */
function leave(names: string[], where = folder): void {
  for (const name of names) writeFileSync(join(where, name), '{"version":1,"sections":{}}');
}

describe('temporary files of interrupted saves', () => {
  it('are removed at the start when their process is gone; other files are kept', async () => {
    leave(['demo-state.json']);
    const stale = [
      `.demo-state.json.${endedPid}.0123456789ab.tmp`,
      `.demo-state.json.${endedPid}.fedcba987654.tmp`,
    ];
    const kept = [
      'demo-state.json',
      `.demo-state.json.${process.pid}.0123456789ab.tmp`, // a running process may rename it yet
      `.other-state.json.${endedPid}.0123456789ab.tmp`, // another data file's
      `.demo-state.json.${endedPid}.0123456789ab.tmp.bak`,
      `demo-state.json.${endedPid}.0123456789ab.tmp`,
      `.demo-stateXjson.${endedPid}.0123456789ab.tmp`,
      `.demo-state.json.${endedPid}.0123456789.tmp`,
      '.demo-state.json.bak',
    ];
    leave([...stale, ...kept.slice(1)]);

    const store = await start();
    expect(readdirSync(folder).sort()).toEqual([...kept].sort());
    store.saveStore(); // saves still work, and leave no temporary file of their own
    expect(readdirSync(folder).sort()).toEqual([...kept].sort());
  });

  it('are removed when the data file itself was never written', async () => {
    leave([`.demo-state.json.${endedPid}.0123456789ab.tmp`]);
    await start();
    expect(readdirSync(folder)).toEqual([]);
  });

  it('are looked for beside the data a symlinked DEMO_DATA_FILE points at', async () => {
    const data = join(folder, 'data');
    mkdirSync(data);
    leave(['state.json', `.state.json.${endedPid}.0123456789ab.tmp`], data);
    symlinkSync(join(data, 'state.json'), file);
    await start();
    expect(readdirSync(data)).toEqual(['state.json']);
  });

  it('stay when the file is refused: a refused start changes nothing', async () => {
    writeFileSync(file, '{"orders": [');
    leave([`.demo-state.json.${endedPid}.0123456789ab.tmp`]);
    vi.resetModules();
    const store = await import('./store');
    expect(() => store.loadStore()).toThrow(store.StoreFileError);
    expect(readdirSync(folder)).toHaveLength(2);
  });
});
