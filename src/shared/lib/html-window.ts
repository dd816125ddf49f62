/**
 * The window merchant HTML is parsed and sanitised with: the page's own in the browser; in Node
 * (the build's prerender, src/entry-server.tsx) one the renderer provides (jsdom), so a product
 * description is in the prerendered HTML exactly as the browser shows it.
 */
type HtmlWindow = Window & typeof globalThis;

let provided: HtmlWindow | undefined;

export function provideHtmlWindow(window: HtmlWindow): void {
  provided = window;
}

export function htmlWindow(): HtmlWindow | undefined {
  return provided ?? (typeof window === 'undefined' ? undefined : window);
}
