/**
 * Head data a page knows only once its data is in (a product's name, a brand): the page publishes
 * it with `usePageHead`, and useDocumentHead (src/app/layout) lays it over the route's defaults.
 * An entry lives exactly as long as the component that published it with the same data: the
 * effect's cleanup removes it on unmount and before any change, so nothing of the page being left
 * is ever applied to the next one (child effects run before the layout's, within one commit).
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import type { JsonLd } from './json-ld';

export interface PageHead {
  /** The page's own title (the shop name is appended). */
  title?: string;
  description?: string;
  noindex?: boolean;
  ogType?: 'website' | 'product';
  /** Absolute image URL. */
  image?: string | null;
  jsonLd?: readonly JsonLd[];
}

export const usePageHeadStore = create<{ head: PageHead | null }>(() => ({ head: null }));

/** Publishes the page's head data while it is shown. Pass a stable (memoised) object. */
export function usePageHead(head: PageHead | null): void {
  useEffect(() => {
    if (!head) return;
    usePageHeadStore.setState({ head });
    return () => {
      if (usePageHeadStore.getState().head === head) usePageHeadStore.setState({ head: null });
    };
  }, [head]);
}
