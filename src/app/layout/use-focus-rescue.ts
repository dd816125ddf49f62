import { useEffect } from 'react';
import { focusPageHeading } from './use-document-head';

/**
 * A focused control can leave the page without a navigation: the checkout's "Log in" once the
 * shopper has logged in through its dialog, the phone menu's language select with the menu. The
 * browser then drops the focus to <body>, and the next Tab starts again at the top of the page.
 * The focus goes to the page's heading instead, as after a navigation (use-document-head.ts).
 * A component that puts the focus somewhere of its own (a removed cart line's notice) has done so
 * by the next frame, and is left alone.
 */
export function useFocusRescue(): void {
  useEffect(() => {
    const onFocusOut = (event: FocusEvent) => {
      const left = event.target;
      if (event.relatedTarget !== null || !(left instanceof HTMLElement)) return;
      requestAnimationFrame(() => {
        const active = document.activeElement;
        if (!left.isConnected && (active === null || active === document.body)) focusPageHeading();
      });
    };
    // Chromium, Firefox and Safari send focusout for a focused element that is removed.
    document.addEventListener('focusout', onFocusOut, true);
    return () => document.removeEventListener('focusout', onFocusOut, true);
  }, []);
}
