/**
 * The shop rendered in Node (a Vite SSR build, used by the build's prerender, scripts/prerender):
 * React Router's static handler runs the same routes' loaders with a query client of the page's
 * own, the page's queries are awaited, and React renders the HTML the browser then hydrates
 * (src/main.tsx) with the same query cache, shipped along as the page state.
 */
import { dehydrate } from '@tanstack/react-query';
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from './app/app';
import type { DocumentHead } from './app/layout/use-document-head';
import { PAGE_STATE_ID, serializePageState } from './app/prerender/page-state';
import { queriesSettled } from './app/prerender/queries-settled';
import bootScript from './app/prerender/page-boot-script.js?raw';
import {
  APP_CHUNKS_META,
  APP_ENTRY_META,
  compactBootScript,
  PRERENDER_CONTEXT,
} from './app/prerender/page-boot';
import { createQueryClient } from './app/providers/query-client';
import { createRoutes, type RouteModuleHandle } from './app/router/routes';
import { provideHtmlWindow } from './shared/lib/html-window';
import { HeadCollector, HeadCollectorContext } from './shared/seo/page-head';

export interface RenderedPage {
  /** `<html lang>`. */
  language: string;
  title: string;
  /** The page's head tags, each marked `data-head` (the app replaces them on its first render). */
  head: string;
  /** The inline script that runs before the first paint (its hash is in the CSP). */
  script: string;
  /** The name of the `<meta>` the inline script reads the URL of the app's entry from. */
  entryMeta: string;
  /** The name of the `<meta>` listing the chunks it fetches with the entry (the build fills it). */
  chunksMeta: string;
  /** The page's route module (`detail` for src/app/routes/detail.tsx), whose chunks those are. */
  routeModule: string | null;
  /** #root's content and the page-state block after it. */
  body: string;
}

/** A page that is not one: the build names it and stops. */
export class PrerenderError extends Error {
  override readonly name = 'PrerenderError';
}

// Merchant HTML is sanitised with DOMPurify, which needs a DOM: here jsdom's.
provideHtmlWindow(new JSDOM('').window as unknown as Window & typeof globalThis);

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headHtml(head: DocumentHead): string {
  return head.tags
    .map(({ name, attributes, text }) => {
      const attrs = Object.entries(attributes)
        .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
        .join('');
      // JSON-LD text is serialised with <, > and & escaped (shared/seo/json-ld.ts).
      return name === 'script'
        ? `<script${attrs} data-head>${text ?? ''}</script>`
        : `<${name}${attrs} data-head>`;
    })
    .join('');
}

/** Renders one public page (`/nl/detail/…`) as the prerendered, anonymous personal visitor sees it. */
export async function renderPage(urlPath: string, origin: string): Promise<RenderedPage> {
  const queryClient = createQueryClient({ retry: 0 });
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(urlPath, origin)));
  if (context instanceof Response)
    throw new PrerenderError(`${urlPath} redirects to ${context.headers.get('location')}`);
  if (context.statusCode !== 200)
    throw new PrerenderError(`${urlPath} answers ${context.statusCode}`);
  await queriesSettled(queryClient);
  const failed = queryClient
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'error' });
  if (failed.length > 0)
    throw new PrerenderError(
      `${urlPath}: ${failed.map((query) => String(query.state.error)).join('; ')}`,
    );

  const collector = new HeadCollector<DocumentHead>();
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <HeadCollectorContext.Provider value={collector}>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </HeadCollectorContext.Provider>,
  );
  if (!collector.document) throw new PrerenderError(`${urlPath} rendered no page head`);
  const head = collector.document(collector.page ?? {});
  const state = serializePageState({
    context: PRERENDER_CONTEXT,
    queries: dehydrate(queryClient),
  });
  return {
    language: head.language,
    title: escapeHtml(head.title),
    head: headHtml(head),
    script: compactBootScript(bootScript),
    entryMeta: APP_ENTRY_META,
    chunksMeta: APP_CHUNKS_META,
    routeModule:
      context.matches
        .map((match) => (match.route.handle as RouteModuleHandle | undefined)?.routeModule)
        .findLast((module) => module !== undefined) ?? null,
    body: `<div id="root">${html}</div><script type="application/json" id="${PAGE_STATE_ID}">${state}</script>`,
  };
}
