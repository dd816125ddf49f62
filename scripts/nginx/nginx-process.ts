/**
 * Runs this machine's nginx on a configuration of the shop, as an ordinary child process: its own
 * prefix in a temporary folder (pid, logs, temporary files), `daemon off`, a free port on
 * 127.0.0.1. Needs nothing of the system's nginx set-up but its binary and mime.types.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { concreteServerConfig, mainConfig, type Upstreams } from './concrete-config';
import { freePort } from './free-port';

/** NGINX_BIN, else nginx on the PATH or in /usr/sbin (not on a normal user's PATH on Debian). */
export function findNginx(): string {
  const candidates = [
    process.env.NGINX_BIN,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
  ];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (!found)
    throw new Error(
      'nginx is not installed: apt-get install -y --no-install-recommends nginx (or set NGINX_BIN)',
    );
  return found;
}

/** The mime.types next to the nginx.conf this binary was built for. */
function mimeTypesOf(nginx: string): string {
  // nginx -V writes its build options to stderr.
  const { stdout, stderr } = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(stdout + stderr)?.[1] ?? '/etc/nginx/nginx.conf';
  const file = path.join(path.dirname(confPath), 'mime.types');
  if (!existsSync(file)) throw new Error(`nginx: no mime.types at ${file}`);
  return file;
}

export interface NginxOptions {
  /** The generated template's text. */
  template: string;
  upstreams: Upstreams;
  /** The built shop to serve. */
  root: string;
  /** Default: a free port. */
  port?: number;
}

export interface RunningNginx {
  url: string;
  /** The temporary prefix (configuration, logs). */
  prefix: string;
  /** nginx's exit code once it has exited: 0 when it was told to stop (also by a signal). */
  exited: Promise<number | null>;
  /** What nginx wrote to its error log so far. */
  errorLog: () => string;
  stop: () => Promise<void>;
}

function portAccepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const nginx = findNginx();
  const port = options.port ?? (await freePort());
  const prefix = mkdtempSync(path.join(tmpdir(), 'shop-nginx-'));
  const serverConfig = path.join(prefix, 'shop.conf');
  writeFileSync(
    serverConfig,
    concreteServerConfig({
      template: options.template,
      upstreams: options.upstreams,
      listen: `127.0.0.1:${port}`,
      root: path.resolve(options.root),
    }),
  );
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(
    config,
    mainConfig({
      prefix,
      serverConfig,
      mimeTypes: mimeTypesOf(nginx),
      runAsRoot: process.getuid?.() === 0,
    }),
  );

  const child = spawn(nginx, ['-p', `${prefix}/`, '-c', config, '-e', `${prefix}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const errorLog = () => {
    const file = path.join(prefix, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + 10_000;
  while (!(await portAccepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = `${stderr}${errorLog()}`.trim();
      await stop();
      throw new Error(`nginx did not start on port ${port}:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { url: `http://127.0.0.1:${port}`, prefix, exited: exited(child), errorLog, stop };
}
