/**
 * Route shells: the catalogue pages that are not prerendered (a results list, a product) get an
 * index.html of their own per language, `_shells/{lang}/{name}.html`, which also preloads the
 * page's code, the language's messages and the API contract. Without it those load only after the
 * entry script has run: one round trip more before the page can ask the API for its data.
 *
 * Written by scripts/shells/write-route-shells.ts; served by static-files.ts and, in production,
 * by the web server (docs/deployment.md's nginx example has the same mapping).
 */
import { locales as languages } from '../../src/shared/api/contract/constants.ts';

export const SHELLS_DIR = '_shells';

export interface RouteShell {
  /** The first path segment after the language, and the shell's file name. */
  name: string;
  /** The route module, as Vite's manifest names it. */
  module: string;
  /** The page's early script (vite/early-calls.config.ts), which asks for its first answer. */
  earlyScript?: string;
}

export const routeShells: readonly RouteShell[] = [
  { name: 'results', module: 'src/app/routes/results.tsx' },
  {
    name: 'detail',
    module: 'src/app/routes/detail.tsx',
    earlyScript: 'src/app/startup/early-calls/detail.ts',
  },
];

/** The shell's file, relative to dist/: `nl/results` -> `_shells/nl/results.html`. */
export const routeShellFile = (language: string, name: string): string =>
  `${SHELLS_DIR}/${language}/${name}.html`;

/** The shell a page path is answered with (`/nl/results/nilfisk` -> `_shells/nl/results.html`). */
export function routeShellFor(urlPath: string): string | undefined {
  const [, language, segment] = urlPath.split('/');
  if (!language || !segment || !(languages as readonly string[]).includes(language))
    return undefined;
  const shell = routeShells.find(({ name }) => name === segment);
  return shell ? routeShellFile(language, shell.name) : undefined;
}
