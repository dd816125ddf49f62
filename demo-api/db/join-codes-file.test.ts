/**
 * The seeded companies' join codes with DEMO_DATA_FILE: drawn at the first start, then read back
 * from the file at every restart (fresh module instances, as a new process would have).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

const folders: string[] = [];

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Starts the demo data on a file, saves once, and answers the seeded join codes. */
async function codesOnFile(file: string): Promise<string[]> {
  vi.stubEnv('DEMO_DATA_FILE', file);
  vi.resetModules();
  const store = await import('./store');
  store.loadStore();
  const { companies } = await import('./users');
  const codes = companies.all().map((c) => c.joinCode);
  store.saveStore();
  return codes;
}

function newFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'demo-join-codes-'));
  folders.push(folder);
  return join(folder, 'demo-state.json');
}

describe('join codes in DEMO_DATA_FILE', () => {
  it('stay the same across restarts on one file, and differ on another', async () => {
    const file = newFile();
    const first = await codesOnFile(file);
    expect(await codesOnFile(file)).toEqual(first);
    const other = await codesOnFile(newFile());
    expect(other.every((code, i) => code !== first[i])).toBe(true);
  });
});
