import DOMPurify from 'dompurify';
import { defuseHtml } from '@/shared/lib/defuse-html';

/**
 * Merchant HTML (product descriptions) is rendered only after this: DOMPurify keeps text
 * formatting and drops scripts, event handlers, `javascript:` URLs, styles, forms and frames.
 * Images are dropped too: a description's picture would load from anywhere and shift the layout.
 */
const config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'h3',
    'h4',
    'a',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'title'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
};

export function sanitizeHtml(dirty: string): string {
  // Without a DOM (a future prerender in Node) DOMPurify cannot clean: show nothing rather than raw HTML.
  if (!DOMPurify.isSupported) return '';
  // defuseHtml first: parsing an inline handler alone already raises a CSP violation report.
  return DOMPurify.sanitize(defuseHtml(dirty), config);
}
