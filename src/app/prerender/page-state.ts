/**
 * What a prerendered page hands to the app: the shopper context it was rendered for and the
 * query cache its HTML was rendered from (TanStack Query's dehydrated state). It travels as a
 * JSON data block after #root: `<script type="application/json">` is data, never run, so the CSP
 * needs no exception for it.
 */
import type { DehydratedState } from '@tanstack/react-query';
import type { AccountType } from '@/shared/api/contract/constants';

export const PAGE_STATE_ID = 'shop-state';

export interface PageState {
  context: { accountType: AccountType; countryId: string | null };
  queries: DehydratedState;
}

/** The data block's text: JSON that cannot end the script element or open a comment. */
export const serializePageState = (state: PageState): string =>
  JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The state of a prerendered page; null for the plain index.html or an unreadable block. */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
