/**
 * `npm run perf -- [paths…]`: Lighthouse (mobile, default simulated throttling) against the
 * production build served with the demo API on one origin. Prints per path the performance score,
 * LCP, TBT, CLS and the JavaScript bytes transferred; full reports go to .lighthouse/.
 *
 *   npm run perf                       /nl
 *   npm run perf -- /nl /nl/some/page  several paths
 *   npm run perf -- --assert           exit 1 when a score < 95 or a CLS > 0.02 (docs/performance.md)
 *   npm run perf -- --no-build         measure the existing dist/
 *   npm run perf -- --runs 3           run each path 3 times and report each figure's median
 *   npm run perf -- --no-interaction   skip the product-list interaction measurement
 *   npm run perf -- --no-slow-phone    skip the load on a throttled phone in Chromium
 *
 * After Lighthouse it loads each path in Chromium on a throttled slow phone and reports the first
 * and largest contentful paint and when the app has taken the page over (scripts/perf/slow-phone.ts;
 * --no-slow-phone skips it). Then it sorts and extends the product list of /nl/results in Chromium with the CPU
 * slowed down 4x and 1x and reports the long tasks (scripts/perf/list-interaction.ts); --assert
 * also fails on a long task over 50 ms at 4x. The same holds while the list of /nl/results is
 * filtered, in the phone's sheet and in the desktop's sidebar (scripts/perf/filter-interaction.ts).
 *
 * Chromium may not reach the internet: every host name except the local server fails to resolve.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startDemoServer, type DemoServer } from '../demo-api/server';
import { loadEnvFiles } from '../vite/env-files';
import { measureSlowPhone, type SlowPhoneFigures } from './perf/slow-phone';
import { measureFilterInteraction } from './perf/filter-interaction';
import { measureListInteraction } from './perf/list-interaction';
import { LONG_TASK_BUDGET_MS, type InteractionFigures } from './perf/long-tasks';
import {
  buildShop,
  chromiumFlags,
  distDir,
  ensureBuilt,
  root,
  systemChromium,
} from './lib/project';

const MIN_SCORE = 95;
const MAX_CLS = 0.02;
const PERF_PORT = Number(process.env.PERF_PORT || 4190);

interface Figures {
  path: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

function figures(urlPath: string, lhr: Result): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary
      ? (summary.items as { resourceType?: string; transferSize?: number }[])
      : [];
  return {
    path: urlPath,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  };
}

async function audit(chrome: LaunchedChrome, url: string): Promise<Result> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

function print(all: Figures[]) {
  const rows = all.map((f) => [
    f.path,
    String(f.score),
    `${(f.lcpMs / 1000).toFixed(2)} s`,
    `${Math.round(f.tbtMs)} ms`,
    f.cls.toFixed(3),
    `${(f.jsBytes / 1024).toFixed(1)} KB`,
  ]);
  const header = ['path', 'score', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => row[i]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${line(header)}\n${line(widths.map((w) => '-'.repeat(w)))}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\nBudgets: score >= ${MIN_SCORE}, CLS <= ${MAX_CLS} (Lighthouse mobile, simulated throttling).`,
  );
}

function printSlowPhone(all: SlowPhoneFigures[]) {
  const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;
  console.log('\nIn Chromium on a slow phone (1.6 Mbit/s, 150 ms RTT, CPU 4x), median:');
  for (const f of all)
    console.log(`  ${f.path}: FCP ${ms(f.fcpMs)}, LCP ${ms(f.lcpMs)}, app there ${ms(f.appMs)}`);
}

function printInteractions(all: InteractionFigures[]) {
  console.log('\nLong tasks (ms) during product-list interactions:');
  for (const figures of all) {
    console.log(`  ${figures.path}, CPU slowed down ${figures.cpuSlowdown}x:`);
    for (const step of figures.steps)
      console.log(`    ${step.name.padEnd(22)} ${step.longTasksMs.join(', ') || 'none'}`);
    console.log(`    longest: ${figures.maxMs} ms (budget ${LONG_TASK_BUDGET_MS} ms)`);
  }
}

async function main() {
  loadEnvFiles('production');
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      assert: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '1' },
      'no-interaction': { type: 'boolean', default: false },
      'no-slow-phone': { type: 'boolean', default: false },
    },
  });
  const paths = positionals.length > 0 ? positionals : ['/nl'];
  const runs = Math.max(1, Number(values.runs) || 1);

  if (values['no-build']) await ensureBuilt(false);
  else await buildShop({ demo: true });

  let server: DemoServer | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    server = await startDemoServer({ port: PERF_PORT, staticDir: distDir, log: false });
    chrome = await launch({
      chromePath: systemChromium,
      chromeFlags: [
        ...chromiumFlags,
        '--headless=new',
        // No request may leave this machine: only the local server resolves.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
      logLevel: 'error',
    });

    const reportDir = path.join(root, '.lighthouse');
    mkdirSync(reportDir, { recursive: true });
    const results: Figures[] = [];
    for (const urlPath of paths) {
      const url = new URL(urlPath, server.url).href;
      const measured: { figures: Figures; lhr: Result }[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${url}${runs > 1 ? ` (run ${run}/${runs})` : ''}…\n`);
        const lhr = await audit(chrome, url);
        measured.push({ figures: figures(urlPath, lhr), lhr });
      }
      // Each figure is its own median; the report kept is the run with the median LCP.
      const medianOf = (values: number[]) =>
        values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
      const all = measured.map((run) => run.figures);
      measured.sort((a, b) => a.figures.lcpMs - b.figures.lcpMs);
      const median = measured[Math.floor(measured.length / 2)];
      if (!median) throw new Error(`No Lighthouse run for ${url}`);
      results.push({
        path: urlPath,
        score: medianOf(all.map((f) => f.score)),
        lcpMs: median.figures.lcpMs,
        tbtMs: medianOf(all.map((f) => f.tbtMs)),
        cls: medianOf(all.map((f) => f.cls)),
        jsBytes: medianOf(all.map((f) => f.jsBytes)),
      });
      if (runs > 1)
        console.log(
          `  runs: LCP ${all.map((f) => `${(f.lcpMs / 1000).toFixed(2)} s`).join(', ')}; ` +
            `TBT ${all.map((f) => `${Math.round(f.tbtMs)} ms`).join(', ')}`,
        );
      const name = urlPath.replace(/^\/+|\/+$/g, '').replace(/[^\w-]+/g, '_') || 'root';
      writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(median.lhr, null, 1));
    }

    print(results);
    console.log(`Reports: ${path.relative(process.cwd(), reportDir) || '.'}/*.json`);
    chrome.kill(); // one browser at a time on a small machine
    chrome = undefined;
    if (!values['no-slow-phone'])
      printSlowPhone(await measureSlowPhone(server.url, paths, Math.max(3, runs)));
    const interactions: InteractionFigures[] = [];
    if (!values['no-interaction']) {
      for (const cpuSlowdown of [4, 1])
        interactions.push(await measureListInteraction(server.url, { cpuSlowdown }));
      for (const phone of [true, false])
        interactions.push(await measureFilterInteraction(server.url, { cpuSlowdown: 4, phone }));
      printInteractions(interactions);
    }
    if (values.assert) {
      const slow = interactions.find((f) => f.cpuSlowdown === 4 && f.maxMs > LONG_TASK_BUDGET_MS);
      if (slow) {
        console.error(`\nLong task of ${slow.maxMs} ms on ${slow.path}`);
        process.exitCode = 1;
      }
      const failed = results.filter((f) => f.score < MIN_SCORE || f.cls > MAX_CLS);
      if (failed.length > 0) {
        console.error(`\nOver budget: ${failed.map((f) => f.path).join(', ')}`);
        process.exitCode = 1;
      }
    }
  } finally {
    chrome?.kill();
    await server?.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
