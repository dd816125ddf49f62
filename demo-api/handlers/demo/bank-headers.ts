/**
 * The security headers of the demo bank's html answers. The bank is a page outside the shop's
 * bundle, so the shop's policy (vite/csp-policy.ts) does not fit it; it gets its own, as strict
 * as the page allows: nothing may load but its one inline stylesheet (by hash, never
 * 'unsafe-inline'), no script at all, its form posts only to this origin (which also covers the
 * redirect back to the shop), and no other site may frame it, so a payment button can never be
 * clicked inside a disguised frame. The other headers are the shop's, with a stricter
 * Referrer-Policy: the page's address holds the payment token.
 */
import { PERMISSIONS_POLICY } from '../../../vite/permissions-policy';
import { bankStylesHash } from './bank-styles';

export const BANK_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${bankStylesHash}`,
  // The browser asks for the site's icon on its own; that is the only image.
  "img-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const bankPageHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': BANK_PAGE_CSP,
  // The older header for browsers without frame-ancestors.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': PERMISSIONS_POLICY,
};
