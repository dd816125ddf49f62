/**
 * `npm run dev`: the demo API (restarted when its code changes) and the Vite dev server with hot
 * reload, which proxies /api, /auth and /__demo to it (vite.config.ts). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { loadEnvFiles } from '../vite/env-files';
import { bin, root } from './lib/project';

// The children inherit DEMO_API_PORT and friends, so the proxy and the demo API agree on the port.
loadEnvFiles('development');
// Mailed links must open the shop, which is Vite's dev server here (vite.config.ts server.port).
process.env.DEMO_SITE_URL ||= 'http://localhost:5173';

const children: ChildProcess[] = [];

function start(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  children.push(child);
  // When one of the two stops (a crash, a port in use), stop the other too.
  child.on('exit', (code) => stopAll(code ?? 0));
  return child;
}

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

process.once('SIGINT', () => stopAll(0));
process.once('SIGTERM', () => stopAll(0));

start(bin('tsx'), ['watch', '--clear-screen=false', 'demo-api/server.ts']);
start(bin('vite'), process.argv.slice(2));
