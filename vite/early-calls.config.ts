/**
 * The second, small build of `npm run build`: the early scripts the route shells load beside the
 * entry (docs/decisions.md, "Early calls"). Built on their own because in the main build their
 * few shared helpers would land in the entry's chunk and the script would have to wait for it;
 * here each is one self-contained file of a few hundred bytes. Its manifest names the hashed file
 * for scripts/shells/write-route-shells.ts.
 */
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import { routeShells } from '../demo-api/server/route-shells.ts';

export const EARLY_CALLS_MANIFEST = '.vite/early-calls-manifest.json';

const fromRoot = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));

export default defineConfig({
  root: fromRoot('.'),
  publicDir: false,
  resolve: { alias: [{ find: '@', replacement: fromRoot('src') }] },
  build: {
    emptyOutDir: false,
    manifest: EARLY_CALLS_MANIFEST,
    sourcemap: true,
    rolldownOptions: {
      input: Object.fromEntries(
        routeShells.flatMap(({ name, earlyScript }) =>
          earlyScript ? [[`early-${name}`, fromRoot(earlyScript)]] : [],
        ),
      ),
    },
  },
});
