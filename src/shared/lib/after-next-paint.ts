/**
 * Runs `callback` once the browser has painted and shown the next frame: work the first paint
 * does not need (the startup's catalogue calls, monitoring) then neither delays that paint nor
 * competes with its requests on a slow connection. A hidden tab paints no frames, so a time-out
 * stands in there.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The next frame's callbacks run once the current one has been drawn and handed to the screen;
  // a task queued from there runs after that paint, not in the middle of producing it.
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(run, 0);
    });
  });
  const fallback = setTimeout(run, 500);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/** Longest wait for the first contentful paint (a browser without paint timing, a hidden tab). */
const FIRST_PAINT_LIMIT_MS = 3000;

/**
 * Runs `callback` once the page has shown its first content and the frame after it: on a page
 * that the app renders (not prerendered), work started at React's first commit would otherwise
 * still compete with the paint of that commit.
 */
export function afterFirstContentfulPaint(callback: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  const paintTiming =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!paintTiming || painted()) {
    afterNextPaint(callback);
    return;
  }
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(limit);
    afterNextPaint(callback);
  };
  const observer = new PerformanceObserver(() => {
    if (painted()) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  const limit = setTimeout(go, FIRST_PAINT_LIMIT_MS);
}
