/**
 * Head data a page knows only once its data is in (a product's name, a brand): the page publishes
 * it with `usePageHead`, and useDocumentHead (src/app/layout) lays it over the route's defaults.
 * An entry lives exactly as long as the component that published it with the same data: the
 * effect's cleanup removes it on unmount and before any change, so nothing of the page being left
 * is ever applied to the next one (child effects run before the layout's, within one commit).
 *
 * A render in Node (the build's prerender) runs no effects: there a `HeadCollector` is provided,
 * and the page's and the layout's head are written into it while rendering.
 */
import { createContext, useContext, useEffect } from 'react';
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

/** What a render in Node learns about the head: the page's data and the layout's way to use it. */
export class HeadCollector<Document = unknown> {
  page: PageHead | null = null;
  document: ((page: PageHead) => Document) | null = null;

  publishPage(head: PageHead): void {
    this.page = head;
  }

  publishDocument(headFor: (page: PageHead) => Document): void {
    this.document = headFor;
  }
}

export const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** The collector of a render in Node; null in the browser. */
export const useHeadCollector = (): HeadCollector | null => useContext(HeadCollectorContext);

/** Publishes the page's head data while it is shown. Pass a stable (memoised) object. */
export function usePageHead(head: PageHead | null): void {
  const collector = useHeadCollector();
  if (head) collector?.publishPage(head);
  useEffect(() => {
    if (!head) return;
    usePageHeadStore.setState({ head });
    return () => {
      if (usePageHeadStore.getState().head === head) usePageHeadStore.setState({ head: null });
    };
  }, [head]);
}
