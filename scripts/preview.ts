/**
 * `npm run preview`: serves the last build (dist/, or SHOP_DIST_DIR) with the demo API on one
 * origin, as `npm start -- --no-build` does, but never builds: without a build it says so and
 * stops, so what is served is always what `npm run build` made (Vite's `vite preview` convention).
 *
 *   npm run preview               http://localhost:4173
 *   PORT=5000 npm run preview     another port
 */
import { existsSync } from 'node:fs';
import { loadEnvFiles } from '../vite/env-files';
import { distDir, manifestFile } from './lib/project';
import { serveBuild } from './lib/serve-build';

loadEnvFiles('production');
if (!existsSync(manifestFile)) {
  console.error(`No build in ${distDir}: run \`npm run build\` first.`);
  process.exit(1);
}
await serveBuild(Number(process.env.PORT || 4173));
