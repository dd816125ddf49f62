/**
 * The load test behind `npm run load`: each scenario in turn gets `clients` concurrent keep-alive
 * connections (autocannon, one request in flight per connection) for `seconds`, after a short
 * warm-up that is not counted. The server's memory is read before and after each phase when this
 * run started the server itself.
 */
import autocannon from 'autocannon';
import { discoverScenarios, type Scenario } from './scenarios';
import { startServerProcess, type ServerMemory, type ServerProcess } from './server-process';

export interface LoadOptions {
  /** Concurrent connections per phase. */
  clients: number;
  /** Length of each phase. */
  seconds: number;
  /** Load an already running server on 127.0.0.1:port instead of starting one. */
  port?: number;
  /** Progress lines (phase started, …); the report itself is the caller's to print. */
  log?: (line: string) => void;
}

export interface EndpointReport {
  name: string;
  method: string;
  path: string;
  /** Answers received (any status). */
  requests: number;
  requestsPerSecond: number;
  /** Latency of the 2xx answers, in milliseconds. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Non-2xx answers plus network errors (timeouts included). */
  errors: number;
  non2xx: number;
  networkErrors: number;
  timeouts: number;
  /** Answers per status code, e.g. `{ "200": 12000 }`. */
  statusCodes: Record<string, number>;
  /** The server's memory before and after this phase; null with `--port`. */
  memoryBefore: ServerMemory | null;
  memoryAfter: ServerMemory | null;
}

export interface LoadReport {
  clients: number;
  seconds: number;
  url: string;
  /** True when this run started the server (in a child process) and could read its memory. */
  ownServer: boolean;
  endpoints: EndpointReport[];
  /** Sum of all phases' errors. */
  errors: number;
}

/** Requests per connection in the warm-up, before the measured phase. */
const WARM_UP_REQUESTS_PER_CLIENT = 20;
/** Pause after a phase before the server's memory is read. */
const SETTLE_MS = 250;
/** Seconds autocannon waits for an answer before it counts a time-out. */
const REQUEST_TIMEOUT_S = 10;

function cannonOptions(url: string, scenario: Scenario, clients: number): autocannon.Options {
  return {
    url: `${url}${scenario.path}`,
    method: scenario.method,
    headers: scenario.headers,
    body: scenario.body,
    connections: clients,
    pipelining: 1,
    timeout: REQUEST_TIMEOUT_S,
  };
}

function statusCodesOf(result: autocannon.Result): Record<string, number> {
  const codes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    codes[code] = stats.count ?? 0;
  }
  return codes;
}

async function runPhase(
  url: string,
  scenario: Scenario,
  options: LoadOptions,
  server: ServerProcess | undefined,
): Promise<EndpointReport> {
  await autocannon({
    ...cannonOptions(url, scenario, options.clients),
    amount: options.clients * WARM_UP_REQUESTS_PER_CLIENT,
  });
  const memoryBefore = server ? await server.memory() : null;
  const result = await autocannon({
    ...cannonOptions(url, scenario, options.clients),
    duration: options.seconds,
  });
  // Let the answers still on their way when the phase ended finish before reading the memory.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const memoryAfter = server ? await server.memory() : null;

  const requests = result.requests.total;
  return {
    name: scenario.name,
    method: scenario.method,
    path: scenario.path,
    requests,
    requestsPerSecond: result.duration > 0 ? requests / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    errors: result.non2xx + result.errors,
    non2xx: result.non2xx,
    networkErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    statusCodes: statusCodesOf(result),
    memoryBefore,
    memoryAfter,
  };
}

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => {});
  const server = options.port === undefined ? await startServerProcess() : undefined;
  const url = server?.url ?? `http://127.0.0.1:${options.port}`;
  try {
    log(
      server
        ? `Demo API started at ${url} (child process ${server.pid})`
        : `Using the server at ${url}`,
    );
    const scenarios = await discoverScenarios(url);
    const endpoints: EndpointReport[] = [];
    for (const scenario of scenarios) {
      log(`${scenario.name}: ${options.clients} clients for ${options.seconds} s …`);
      endpoints.push(await runPhase(url, scenario, options, server));
    }
    return {
      clients: options.clients,
      seconds: options.seconds,
      url,
      ownServer: server !== undefined,
      endpoints,
      errors: endpoints.reduce((sum, e) => sum + e.errors, 0),
    };
  } finally {
    await server?.stop();
  }
}
