/**
 * `npm run build`: the production build in dist/ (or SHOP_DIST_DIR):
 *   1. `vite build`;
 *   2. sitemap.xml and robots.txt from the catalogue API (scripts/seo, when present);
 *   3. every page of the sitemap prerendered in Node, in every language (scripts/prerender).
 *
 *   npm run build                     everything
 *   npm run build -- --demo           the demo shop: its catalogue from the demo API (npm start)
 *   npm run build -- --pages 20       at most 20 pages per language (home and info pages first)
 *   npm run build -- --no-prerender   the SPA only (a quicker build for development)
 *
 * A production build needs VITE_API_URL (the API it reads the catalogue from, a path on the public
 * address or an absolute URL) and VITE_SITE_URL (the public origin written into the sitemap and
 * the prerendered pages), and stops without them. Variables come from the environment and the env
 * files of the production mode, as Vite reads them (vite/env-files.ts): .env, .env.local,
 * .env.production, .env.production.local.
 */
import { parseArgs } from 'node:util';
import { loadEnvFiles } from '../vite/env-files';
import { buildShop, distDir } from './lib/project';

const { values } = parseArgs({
  options: {
    demo: { type: 'boolean', default: false },
    'no-prerender': { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});
loadEnvFiles('production');
try {
  await buildShop({
    demo: values.demo,
    prerender: !values['no-prerender'],
    pageLimit: values.pages === undefined ? undefined : Number(values.pages),
  });
  console.log(`Built into ${distDir}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
