import { defuseHtml } from '@/shared/lib/defuse-html';
import { htmlWindow } from '@/shared/lib/html-window';

/** Plain text of merchant HTML, for descriptions: parsed inert (DOMParser runs no scripts). */
export function htmlToText(html: string): string {
  // defuseHtml: parsing an inline handler alone already raises a CSP violation report.
  const parser = htmlWindow()?.DOMParser;
  if (!parser) return '';
  const { body } = new parser().parseFromString(defuseHtml(html), 'text/html');
  // Code is not text a shopper reads (and merchant HTML may carry a script).
  for (const element of body.querySelectorAll('script, style, template, noscript'))
    element.remove();
  const text = body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word and marked with an ellipsis. */
export function truncate(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
