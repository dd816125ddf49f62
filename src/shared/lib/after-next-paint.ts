/**
 * Runs `callback` once the browser has painted the next frame: work that the first paint does not
 * need (the startup calls, other pictures) then neither delays that paint nor competes with its
 * requests on a slow connection. A hidden tab paints no frames, so a time-out stands in there.
 */
export function afterNextPaint(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    // The frame's paint follows its animation callbacks; a task queued here runs after it.
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, 500);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}
