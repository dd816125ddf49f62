import { useEffect, useRef } from 'react';

/** How far below the screen the next page starts loading, so scrolling rarely waits. */
const AHEAD_PX = 800;

/**
 * Calls `onReached` when the returned element scrolls into (or near) view. Re-armed whenever
 * `enabled` turns true again, so a sentinel still in view after a page arrived asks for the next.
 * Without IntersectionObserver nothing happens and the visible button does the work.
 */
export function useScrollSentinel<T extends Element>(onReached: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onReached();
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(node);
    // A jump (End key, a scripted scroll) can pass the sentinel without a frame in which it
    // intersects; a phone's footer is taller than the screen, so the page ends below it.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (node.getBoundingClientRect().top < 0) onReached();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    // Already past it when armed (scrolled to the end while the page or the last page loaded): no
    // scroll event may follow, so look once now.
    onScroll();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled, onReached]);
  return ref;
}
