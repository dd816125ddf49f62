import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Links such as "Manage addresses" point at a card (`…/dashboard/profile#addresses`). The router
 * does not scroll to a fragment, and the card only exists once the data is in; so scroll then.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}
