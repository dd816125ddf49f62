/**
 * `npm run size:floor`: the least JavaScript that can hydrate a page on this stack, whatever the
 * shop's own code. Each step is an app of one heading built by Vite as the shop is (production,
 * minified, the ICU parser left out), and gzipped at level 9 as size-limit does: React DOM
 * alone, then with what every page of the shop renders inside (a router, TanStack Query,
 * react-intl, zustand), with React Router in its declarative mode and in the data mode the shop
 * uses. What a page's own code may weigh within a hydration budget is the budget less this floor
 * (docs/decisions/0087-hydration-budget-and-the-library-floor.md).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';
import { root } from '../lib/project';

/** The shop's hydration budget (docs/performance.md), KiB gzip. */
const BUDGET_KIB = 110;

const heading = `createElement('h1', null, 'A')`;
/** A page that reads a store, a query and a message, as every page of the shop does. */
const page = `
  import { createElement } from 'react';
  import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
  import { IntlProvider, FormattedMessage } from 'react-intl';
  import { create } from 'zustand';
  const useStore = create(() => ({ count: 0 }));
  const client = new QueryClient();
  function Page() {
    const count = useStore((state) => state.count);
    const { data } = useQuery({ queryKey: ['a'], queryFn: () => fetch('/a').then((r) => r.json()) });
    return createElement('h1', null, createElement(FormattedMessage, { id: 'a', defaultMessage: 'A' }), count, String(data));
  }
  const providers = (child) =>
    createElement(QueryClientProvider, { client }, createElement(IntlProvider, { locale: 'nl', messages: {} }, child));
`;

const steps: Record<string, string> = {
  'React DOM': `
    import { createElement } from 'react';
    import { hydrateRoot } from 'react-dom/client';
    hydrateRoot(document.body, ${heading});`,
  '+ React Router (declarative), TanStack Query, react-intl, zustand': `
    import { hydrateRoot } from 'react-dom/client';
    import { BrowserRouter, Routes, Route } from 'react-router';
    ${page}
    hydrateRoot(document.body, providers(createElement(BrowserRouter, null,
      createElement(Routes, null, createElement(Route, { path: '/', element: createElement(Page) })))));`,
  '+ React Router (data mode, as the shop), TanStack Query, react-intl, zustand': `
    import { hydrateRoot } from 'react-dom/client';
    import { createBrowserRouter, RouterProvider } from 'react-router';
    ${page}
    const router = createBrowserRouter([{ path: '/', element: createElement(Page), loader: () => null }]);
    hydrateRoot(document.body, providers(createElement(RouterProvider, { router })));`,
};

async function gzipKib(source: string, dir: string): Promise<number> {
  const entry = path.join(dir, `entry-${Math.random().toString(36).slice(2)}.js`);
  writeFileSync(entry, source);
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'silent',
    mode: 'production',
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: path.join(
            root,
            'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
          ),
        },
      ],
    },
    build: { write: false, minify: true, rollupOptions: { input: entry } },
  })) as Rolldown.RolldownOutput;
  const bytes = output.output
    .filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
  return bytes / 1024;
}

// Inside the project, so that the entries resolve the project's own packages.
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const dir = mkdtempSync(path.join(cache, 'shop-floor-'));
try {
  let last = 0;
  for (const [name, source] of Object.entries(steps)) {
    last = await gzipKib(source, dir);
    console.log(`${last.toFixed(1).padStart(6)} KiB  ${name}`);
  }
  console.log(
    `\nA ${BUDGET_KIB} KiB hydration budget leaves ${(BUDGET_KIB - last).toFixed(1)} KiB for a page's own code on the shop's stack as it is.`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
