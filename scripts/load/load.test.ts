/**
 * `npm run load`, briefly: the script starts its own demo API, loads each endpoint with 5 clients
 * for 1 s, and reports figures for all three with no failed request.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatReport } from './report';
import type { LoadReport } from './run-load';

const root = fileURLToPath(new URL('../..', import.meta.url));

function runScript(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/load.ts', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run load', () => {
  it('reports requests/s, latency and server memory for the three endpoints, with no errors', async () => {
    const { code, stdout, stderr } = await runScript([
      '--clients',
      '5',
      '--seconds',
      '1',
      '--json',
    ]);
    expect(code, stderr).toBe(0);
    const report = JSON.parse(stdout) as LoadReport;

    expect(report).toMatchObject({ clients: 5, seconds: 1, ownServer: true, errors: 0 });
    expect(report.endpoints.map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /api/brands',
      'POST /api/products',
      'POST /api/cart/calculate',
    ]);
    for (const endpoint of report.endpoints) {
      expect(endpoint.errors, endpoint.name).toBe(0);
      expect(endpoint.requests).toBeGreaterThan(0);
      expect(endpoint.requestsPerSecond).toBeGreaterThan(0);
      expect(Number.isFinite(endpoint.p50Ms)).toBe(true);
      expect(endpoint.p99Ms).toBeGreaterThanOrEqual(endpoint.p50Ms);
      expect(Object.keys(endpoint.statusCodes)).toEqual(['200']);
      for (const memory of [endpoint.memoryBefore, endpoint.memoryAfter]) {
        expect(memory?.rss).toBeGreaterThan(0);
        expect(memory?.heapUsed).toBeGreaterThan(0);
      }
    }

    const table = formatReport(report);
    for (const endpoint of report.endpoints) expect(table).toContain(endpoint.name);
    expect(table).toContain('No errors.');
  }, 30_000);

  it('refuses a bad option with exit code 2', async () => {
    const { code, stderr } = await runScript(['--clients', '0']);
    expect(code).toBe(2);
    expect(stderr).toContain('--clients must be a positive whole number');
  }, 15_000);
});
