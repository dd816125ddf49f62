/**
 * kill -9 during a burst of saves (scripts/persistence-crash.ts): readers never meet an empty or
 * partial DEMO_DATA_FILE, and no confirmed order is lost. Two short trials here; run the script
 * with more (`tsx scripts/persistence-crash.ts 50`) after changing db/store.ts.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('DEMO_DATA_FILE under kill -9', () => {
  it('is always a complete state file that keeps every confirmed order', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/persistence-crash.ts', '2'],
      { cwd: root },
    );
    const { stdout } = await run.catch((error: { stdout?: string; stderr?: string }) => {
      throw new Error(`persistence-crash failed:\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    });
    expect(stdout).toContain('All 2 trials passed.');
  }, 60_000);
});
