import DOMPurify from 'dompurify';
import { defuseHtml } from '@/shared/lib/defuse-html';
import { htmlWindow } from '@/shared/lib/html-window';

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

const purifiers = new WeakMap<object, ReturnType<typeof DOMPurify>>();

/** DOMPurify bound to the window HTML is parsed with (html-window.ts); none without a DOM. */
function purifier() {
  const window = htmlWindow();
  if (!window) return undefined;
  let purify = purifiers.get(window);
  if (!purify) purifiers.set(window, (purify = DOMPurify(window)));
  return purify.isSupported ? purify : undefined;
}

export function sanitizeHtml(dirty: string): string {
  // Without a DOM DOMPurify cannot clean: show nothing rather than raw HTML.
  const purify = purifier();
  if (!purify) return '';
  // defuseHtml first: parsing an inline handler alone already raises a CSP violation report.
  return purify.sanitize(defuseHtml(dirty), config);
}
