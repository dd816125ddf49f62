/**
 * Writes the head tags of the current page. Every tag it owns carries `data-head`, so on each
 * navigation the previous page's tags (canonical, robots, JSON-LD …) are removed and none is ever
 * duplicated: also the ones a build-time prerender left in the HTML, and the default description
 * of index.html, which carries the same mark.
 */
import type { HeadTag } from './head-tags';

export const HEAD_MARK = 'data-head';

export function applyHead(doc: Document, title: string, tags: readonly HeadTag[]): void {
  doc.title = title;
  for (const old of doc.head.querySelectorAll(`[${HEAD_MARK}]`)) old.remove();
  const fragment = doc.createDocumentFragment();
  for (const tag of tags) {
    const element = doc.createElement(tag.name);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    // textContent, never innerHTML: the JSON-LD text is data, not markup.
    if (tag.text !== undefined) element.textContent = tag.text;
    fragment.append(element);
  }
  doc.head.append(fragment);
}
