/**
 * After a failed lazy page part, reload the page, but at most once per 10 seconds for the same
 * path (requirements §11.3), so a chunk that is really gone cannot cause a reload loop.
 */
export const RELOAD_WINDOW_MS = 10_000;
const key = (path: string) => `chunk-reload:${path}`;

export function reloadOnce(
  path: string,
  now = Date.now(),
  reload = () => window.location.reload(),
): boolean {
  const last = Number(sessionStorage.getItem(key(path)) ?? 0);
  if (now - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(key(path), String(now));
  reload();
  return true;
}

/**
 * The reload-once rule for a page part that failed while the browser is offline: a reload now
 * would only replace the shop (and what the shopper typed) with the browser's own offline page,
 * so it waits for the connection and reloads then. Answers a cleanup for the listener.
 */
export function reloadOnceWhenOnline(
  path: string,
  isOnline = () => navigator.onLine,
  reload?: () => void,
): () => void {
  if (isOnline()) {
    reloadOnce(path, Date.now(), reload);
    return () => undefined;
  }
  const onOnline = () => reloadOnce(path, Date.now(), reload);
  window.addEventListener('online', onOnline, { once: true });
  return () => window.removeEventListener('online', onOnline);
}
