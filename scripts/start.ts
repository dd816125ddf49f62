/**
 * `npm start`: builds the shop and serves it together with the demo API on one origin, the way a
 * newcomer first meets the project. The demo data is seeded fresh on every start.
 *
 *   npm start                 build, then serve on http://localhost:4173
 *   npm start -- --no-build   serve the existing dist/
 *   PORT=5000 npm start       another port
 */
import { parseArgs } from 'node:util';
import { startDemoServer } from '../demo-api/server';
import { loadEnvFiles } from '../demo-api/server/env-file';
import { buildShop, distDir, ensureBuilt } from './lib/project';

loadEnvFiles();
const { values } = parseArgs({ options: { 'no-build': { type: 'boolean', default: false } } });
const port = Number(process.env.PORT || 4173);

try {
  if (values['no-build']) await ensureBuilt(false);
  else await buildShop();
  const shop = await startDemoServer({ port, staticDir: distDir });
  console.log(
    `\nShop running at http://localhost:${port}/nl  (demo API on the same origin; Ctrl-C stops)\n`,
  );
  const stop = () => {
    void shop.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  console.error(
    code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port.` : String(error),
  );
  process.exit(1);
}
