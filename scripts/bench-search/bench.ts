/**
 * `npm run bench:search -- --products N`: the demo API's search index on a synthetic catalogue of
 * N product families (default 50,000). Prints the time to build the index (one thread, so one
 * core), the memory it takes, and p50 and p99 of 1,000 mixed queries: searches ranked in full as
 * POST products ranks them (with "did you mean" when nothing is found) and autocompletes as POST
 * products/complete answers them. 100 queries warm the engine first, as a running server is.
 *
 *   npm run bench:search -- --products 10000 --assert   exit 1 over the budget (p99 50 ms, build 30 s)
 */
import { parseArgs } from 'node:util';
import { autocomplete } from '../../demo-api/db/catalog/autocomplete';
import { CatalogSearchIndex } from '../../demo-api/db/catalog/search-index/search-index';
import { benchQueries, type BenchQuery } from './bench-queries';
import { syntheticCatalog } from './synthetic-catalog';

const BUDGET = { p99Ms: 50, buildS: 30 };

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    queries: { type: 'string', default: '1000' },
    assert: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const queryCount = Number(values.queries);

const heapMb = (): number => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (n: number): string => `${n.toFixed(2)} ms`;

let started = performance.now();
const data = syntheticCatalog(products);
const generatedS = (performance.now() - started) / 1000;
const heapBefore = heapMb();

started = performance.now();
const index = new CatalogSearchIndex(data);
const buildS = (performance.now() - started) / 1000;
const indexMb = heapMb() - heapBefore;

function run(query: BenchQuery): number {
  const at = performance.now();
  if (query.kind === 'complete') autocomplete(query.text, 'nl', index);
  // As POST products answers: nothing for every word, then all but one or two, then "did you mean".
  else if ((index.searchFamilies(query.text)?.length ?? 1) === 0)
    if (!index.relaxedSearch(query.text)) index.nearestFinderEntry(query.text);
  return performance.now() - at;
}

const queries = benchQueries(data, queryCount);
for (const query of queries.slice(0, 100)) run(query);
const timings = queries.map((query) => ({ kind: query.kind, ms: run(query) }));
const sortedOf = (kind?: BenchQuery['kind']) =>
  timings
    .filter((t) => !kind || t.kind === kind)
    .map((t) => t.ms)
    .sort((a, b) => a - b);
const all = sortedOf();

console.log(
  `products            ${data.families.length.toLocaleString('en')} families, ${data.brands.length} brands, ${data.types.length.toLocaleString('en')} models`,
);
console.log(`catalogue generated ${generatedS.toFixed(1)} s (not part of the index)`);
console.log(`index built         ${buildS.toFixed(2)} s (budget ${BUDGET.buildS} s)`);
console.log(
  `index memory        ${indexMb.toFixed(0)} MB heap${globalThis.gc ? '' : ' (approximate: run node with --expose-gc)'}`,
);
for (const [label, sorted] of [
  ['all queries', all],
  ['searches', sortedOf('search')],
  ['autocompletes', sortedOf('complete')],
] as const) {
  console.log(
    `${label.padEnd(19)} ${String(sorted.length).padStart(5)}  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? NaN)}`,
  );
}

const p99 = percentile(all, 99);
const within = p99 <= BUDGET.p99Ms && buildS <= BUDGET.buildS;
console.log(
  within
    ? 'within budget'
    : `OVER BUDGET: p99 ${ms(p99)} (50 ms), build ${buildS.toFixed(1)} s (30 s)`,
);
if (values.assert && !within) process.exitCode = 1;
