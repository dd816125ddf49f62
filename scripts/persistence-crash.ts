/**
 * DEMO_DATA_FILE under a crash: each trial starts a writer process that places orders as fast as it
 * can (every order is a save of the whole state), reads the file over and over meanwhile, and kills
 * the writer with SIGKILL at a random moment. It fails when a read ever finds the file empty,
 * partial or not a demo state, or when an order the writer confirmed is missing after the kill.
 *
 *   tsx scripts/persistence-crash.ts [trials=10]
 *
 * (A kill -9 shows that the file is never partial; surviving a power cut also needs the fsyncs,
 * which no process kill can show.)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const WRITER_FLAG = '--writer';
const root = fileURLToPath(new URL('..', import.meta.url));
const self = fileURLToPath(import.meta.url);

interface StateFile {
  version?: unknown;
  sections?: { orders?: { orders?: { orderNumber: string }[] } };
}

export interface TrialResult {
  confirmed: number;
  reads: number;
  /** What went wrong; empty when the trial passed. */
  problems: string[];
}

/** The writer: places orders until it is killed, printing each order number once it is placed. */
async function writer(): Promise<void> {
  const { orders } = await import('../demo-api/db/orders');
  const { emptyGuestDraft } = await import('../demo-api/testing/order-fixtures');
  for (let i = 0; ; i += 1) {
    const order = orders.place(
      emptyGuestDraft(`crash ${i}`, new Date().toISOString()),
      'anonymous',
      `crash-${i}`,
    );
    // Printed only once place() has returned, like the 201 the API sends after it.
    process.stdout.write(`${order.orderNumber}\n`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The orders in a complete state file; a problem when the file is not one. */
function readState(file: string): { numbers: string[] } | { problem: string } | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return { problem: `read failed: ${String(error)}` };
  }
  let data: StateFile;
  try {
    data = JSON.parse(text) as StateFile;
  } catch {
    return { problem: text === '' ? 'an empty file' : 'incomplete JSON' };
  }
  const list = data.sections?.orders?.orders;
  if (data.version !== 1 || !Array.isArray(list)) return { problem: 'not a version 1 demo state' };
  return { numbers: list.map((o) => o.orderNumber) };
}

/** One writer, read meanwhile, killed after `killAfterMs` of confirmed orders. */
async function trial(killAfterMs: number): Promise<TrialResult> {
  const folder = mkdtempSync(join(tmpdir(), 'demo-crash-'));
  const file = join(folder, 'demo-state.json');
  const problems: string[] = [];
  const confirmed: string[] = [];
  let reads = 0;
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', self, WRITER_FLAG], {
      cwd: root,
      env: { ...process.env, DEMO_DATA_FILE: file },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let pending = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.on('exit', (code, signal) => resolve(signal ?? code)),
    );
    let running = true;
    void exited.then(() => (running = false));

    let killTimer: NodeJS.Timeout | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (pending + chunk.toString()).split('\n');
      pending = lines.pop() ?? '';
      confirmed.push(...lines.filter(Boolean));
      killTimer ??= setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    });
    // Give up on a writer that never confirms an order (it failed to start).
    const giveUp = setTimeout(() => child.kill('SIGKILL'), 20_000);

    const badReads = new Map<string, number>();
    while (running) {
      const state = readState(file);
      reads += 1;
      if (state && 'problem' in state)
        badReads.set(state.problem, (badReads.get(state.problem) ?? 0) + 1);
      // As often as possible during the burst; calmly while the writer starts.
      if (killTimer) await new Promise((resolve) => setImmediate(resolve));
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    clearTimeout(giveUp);
    clearTimeout(killTimer);
    for (const [problem, count] of badReads) problems.push(`${count} reads: ${problem}`);
    const ended = await exited;
    if (ended !== 'SIGKILL') problems.push(`writer ended with ${String(ended)}: ${stderr.trim()}`);
    if (confirmed.length === 0) problems.push(`no order confirmed: ${stderr.trim()}`);

    const after = readState(file);
    if (!after) problems.push('no file after the kill');
    else if ('problem' in after) problems.push(`after the kill: ${after.problem}`);
    else {
      const kept = new Set(after.numbers);
      const lost = confirmed.filter((n) => !kept.has(n));
      if (lost.length > 0) problems.push(`confirmed orders lost: ${lost.join(', ')}`);
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return { confirmed: confirmed.length, reads, problems };
}

/** Runs `trials` crash trials one after another, each killed after 100–400 ms of orders. */
export async function runCrashTrials(trials: number): Promise<TrialResult[]> {
  const results: TrialResult[] = [];
  for (let i = 0; i < trials; i += 1) results.push(await trial(100 + Math.random() * 300));
  return results;
}

async function main(): Promise<void> {
  const trials = Number(process.argv[2] ?? 10);
  if (!Number.isInteger(trials) || trials < 1) {
    console.error('Usage: tsx scripts/persistence-crash.ts [trials]');
    process.exit(2);
  }
  const results = await runCrashTrials(trials);
  let failed = 0;
  results.forEach((r, i) => {
    const verdict = r.problems.length === 0 ? 'ok' : `FAILED: ${r.problems.join('; ')}`;
    if (r.problems.length > 0) failed += 1;
    console.log(`trial ${i + 1}: ${r.confirmed} orders confirmed, ${r.reads} reads: ${verdict}`);
  });
  console.log(failed === 0 ? `All ${trials} trials passed.` : `${failed} of ${trials} failed.`);
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv.includes(WRITER_FLAG)) void writer();
else if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
