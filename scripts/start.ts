/**
 * `npm start`: builds the shop and serves it together with the demo API on one origin, the way a
 * newcomer first meets the project. The demo data is seeded fresh on every start.
 *
 *   npm start                 build, then serve on http://localhost:4173
 *   npm start -- --no-build   serve the existing dist/ (builds when there is none)
 *   PORT=5000 npm start       another port
 *
 * `npm run preview` serves the last build and never builds (scripts/preview.ts).
 */
import { parseArgs } from 'node:util';
import { loadEnvFiles } from '../vite/env-files';
import { buildShop, ensureBuilt } from './lib/project';
import { serveBuild } from './lib/serve-build';

loadEnvFiles('production');
const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const port = Number(process.env.PORT || 4173);

try {
  if (values['no-build']) await ensureBuilt(false);
  else await buildShop({ demo: true });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
await serveBuild(port);
