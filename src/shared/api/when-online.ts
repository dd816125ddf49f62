/**
 * Resolves once the browser is online (at once when it is). While offline a call would only fail
 * with a network error and lose what the shopper was doing; like TanStack Query's paused queries,
 * it waits for the connection instead and then goes out (the offline banner says so). A caller
 * that gives up (its signal aborts) stops the wait too.
 *
 * Only a browser that says it is offline (`navigator.onLine === false`) waits: Node has a
 * `navigator` of its own since version 21, without `onLine`, and the pages prerendered in Node
 * must not wait for an `online` event there.
 */
export function whenOnline(
  signal?: AbortSignal,
  isOnline: () => boolean = () => typeof navigator === 'undefined' || navigator.onLine !== false,
): Promise<void> {
  if (isOnline() || signal?.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    window.addEventListener('online', done);
    signal?.addEventListener('abort', done);
  });
}
