/**
 * Starts the demo API in a child process (scripts/load/server-child.ts) for the load test and asks
 * it for its memory over IPC. The child gets the seeded in-memory store (DEMO_DATA_FILE unset) and
 * no request log, so neither disk writes nor console output weigh on the figures.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface ServerMemory {
  /** Bytes. */
  rss: number;
  /** Bytes, after a full garbage collection. */
  heapUsed: number;
  heapTotal: number;
}

export type ParentMessage = { type: 'memory' } | { type: 'stop' };
export type ChildMessage =
  | { type: 'listening'; url: string }
  | { type: 'failed'; error: string }
  | { type: 'memory'; memory: ServerMemory };

export interface ServerProcess {
  url: string;
  pid: number;
  memory: () => Promise<ServerMemory>;
  stop: () => Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const childFile = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const START_TIMEOUT_MS = 30_000;
const ANSWER_TIMEOUT_MS = 10_000;

export async function startServerProcess(): Promise<ServerProcess> {
  const env = { ...process.env };
  delete env.DEMO_DATA_FILE;
  delete env.DEMO_API_LOG;
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', childFile], {
    cwd: root,
    env,
    // Its stdout is dropped (it must not mix with the report, e.g. `--json`); errors are shown.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  /** The next message of `type` from the child; rejects when it exits or takes too long. */
  function next<T extends ChildMessage['type']>(
    type: T,
    timeoutMs: number,
  ): Promise<Extract<ChildMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (message: ChildMessage) => {
        if (message.type === 'failed') {
          done();
          reject(new Error(`The demo API did not start: ${message.error}`));
        } else if (message.type === type) {
          done();
          resolve(message as Extract<ChildMessage, { type: T }>);
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        done();
        reject(new Error(`The demo API exited (${signal ?? code}): ${stderr.trim()}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`The demo API sent no "${type}" within ${timeoutMs} ms`));
      }, timeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  }

  let listening: { url: string };
  try {
    listening = await next('listening', START_TIMEOUT_MS);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }

  return {
    url: listening.url,
    pid: child.pid ?? 0,
    memory: async () => {
      const answer = next('memory', ANSWER_TIMEOUT_MS);
      child.send({ type: 'memory' } satisfies ParentMessage);
      return (await answer).memory;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
      else child.kill('SIGTERM');
      await exited;
      clearTimeout(killer);
    },
  };
}
