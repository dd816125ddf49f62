/**
 * `npm run load`: a bounded load test of the demo API. It starts the demo API in a child process
 * on a free port (so the server's memory and CPU are its own), then puts three of the shop's most
 * frequent calls under load one after another: GET brands, POST products (a results page) and
 * POST cart/calculate. For each it prints requests/s, p50 and p99 latency, errors (non-2xx answers
 * and network errors) and the server's RSS and heap before and after. Exits 1 when any request
 * failed. Details in scripts/load/.
 *
 *   npm run load                              50 clients, 15 s per endpoint
 *   npm run load -- --clients 10 --seconds 5
 *   npm run load -- --port 8787               load a server that is already running (no memory)
 *   npm run load -- --json                    the report as JSON
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { formatReport } from './load/report';
import { runLoad, type LoadOptions } from './load/run-load';

export const DEFAULT_CLIENTS = 50;
export const DEFAULT_SECONDS = 15;

const USAGE = 'Usage: npm run load -- [--clients N] [--seconds S] [--port P] [--json]';

function positive(value: string, name: string, integer: boolean): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new Error(
      `--${name} must be a positive ${integer ? 'whole ' : ''}number, not "${value}"`,
    );
  }
  return n;
}

/** The options of the command line; throws on an unknown or invalid one. */
export function parseOptions(args: string[]): { load: LoadOptions; json: boolean } {
  const { values } = parseArgs({
    args,
    options: {
      clients: { type: 'string' },
      seconds: { type: 'string' },
      port: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const port = values.port === undefined ? undefined : positive(values.port, 'port', true);
  if (port !== undefined && port > 65_535) throw new Error('--port must be at most 65535');
  return {
    load: {
      clients:
        values.clients !== undefined ? positive(values.clients, 'clients', true) : DEFAULT_CLIENTS,
      seconds:
        values.seconds !== undefined ? positive(values.seconds, 'seconds', false) : DEFAULT_SECONDS,
      port,
    },
    json: values.json ?? false,
  };
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }

  try {
    // Progress on stderr, so that with --json stdout holds the report alone.
    const report = await runLoad({ ...options.load, log: (line) => console.error(line) });
    const text = options.json ? JSON.stringify(report, null, 2) : `\n${formatReport(report)}`;
    // Exit once the report is written: a pipe may still hold it when process.exit() runs.
    process.stdout.write(`${text}\n`, () => process.exit(report.errors === 0 ? 0 : 1));
  } catch (error) {
    console.error(`Load test failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
