/** The load test's report as a plain-text table. */
import type { EndpointReport, LoadReport } from './run-load';
import type { ServerMemory } from './server-process';

const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

function memoryChange(
  before: ServerMemory | null,
  after: ServerMemory | null,
  key: keyof ServerMemory,
): string {
  if (!before || !after) return 'n/a';
  return `${mb(before[key])} → ${mb(after[key])}`;
}

function errorsText(e: EndpointReport): string {
  if (e.errors === 0) return '0';
  const parts: string[] = [];
  const failedCodes = Object.entries(e.statusCodes).filter(([code]) => !code.startsWith('2'));
  for (const [code, count] of failedCodes) parts.push(`${count}×${code}`);
  if (e.networkErrors > 0) parts.push(`${e.networkErrors} network`);
  if (e.timeouts > 0) parts.push(`${e.timeouts} timeout`);
  return `${e.errors} (${parts.join(', ')})`;
}

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  // Text columns left-aligned, figures right-aligned.
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const [head, ...body] = rows;
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(head ?? []), rule, ...body.map(line)].join('\n');
}

export function formatReport(report: LoadReport): string {
  const rows = [
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'RSS MB', 'heap MB'],
    ...report.endpoints.map((e) => [
      e.name,
      e.requestsPerSecond.toFixed(0),
      String(e.p50Ms),
      String(e.p99Ms),
      String(e.requests),
      errorsText(e),
      memoryChange(e.memoryBefore, e.memoryAfter, 'rss'),
      memoryChange(e.memoryBefore, e.memoryAfter, 'heapUsed'),
    ]),
  ];
  const memoryNote = report.ownServer
    ? 'Server memory before → after each phase (heap used after a full GC), read from its own process.'
    : 'Server memory: n/a (a server started elsewhere, --port).';
  return [
    `Load test of ${report.url}: ${report.clients} clients, ${report.seconds} s per endpoint.`,
    '',
    table(rows),
    '',
    memoryNote,
    report.errors === 0 ? 'No errors.' : `${report.errors} requests failed.`,
  ].join('\n');
}
