import { useEffect, useRef } from 'react';

/**
 * A list whose rows can be removed (cart lines, favourites): the removed row, and the button that
 * was pressed with it, are gone after the next render, so focus moves to the list's count, or to
 * the empty state's title when it was the last row. Without it focus falls back to the page's
 * start and a keyboard or screen-reader user loses their place.
 */
export function useFocusAfterRemove() {
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLHeadingElement>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    (countRef.current ?? emptyRef.current)?.focus();
  });
  /** Call as a row is removed. */
  const rowRemoved = () => {
    pending.current = true;
  };
  return { countRef, emptyRef, rowRemoved };
}
