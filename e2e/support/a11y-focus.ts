import type { Page } from '@playwright/test';

export interface FocusStop {
  /** A short description of the focused element, for the failure message. */
  element: string;
  /** Whether it shows a focus indicator: an outline of at least 2 px (on it or its wrapper), or a box-shadow. */
  visible: boolean;
}

/**
 * Presses Tab `count` times and records, for every element that gets focus, whether it has a
 * visible focus indicator (WCAG 2.4.7): its computed outline (style not none, width >= 2px) or a
 * box-shadow, read while it has focus. The shop draws some rings on a wrapper instead (the search
 * field's box, a product card, a packaging option: `:focus-within` / `:has(:focus-visible)`), so
 * an outline on one of the three nearest ancestors counts too.
 */
export async function tabThrough(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < count; press++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!(active instanceof HTMLElement) || active === document.body) {
          return { element: 'body', visible: true };
        }
        const hasOutline = (element: Element) => {
          const { outlineStyle, outlineWidth } = getComputedStyle(element);
          return outlineStyle !== 'none' && Number.parseFloat(outlineWidth) >= 2;
        };
        const wrappers = [active.parentElement, active.parentElement?.parentElement];
        wrappers.push(wrappers[1]?.parentElement);
        const outline = [active, ...wrappers].some((element) => element && hasOutline(element));
        const { boxShadow } = getComputedStyle(active);
        const shadow = boxShadow !== 'none' && boxShadow !== '';
        const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
        return {
          element: `${active.tagName.toLowerCase()}${active.className ? `.${String(active.className).split(' ')[0]}` : ''} "${name.slice(0, 40)}"`,
          visible: outline || shadow,
        };
      }),
    );
  }
  return stops;
}

/**
 * Where the focused element's ring is cut off: the ring (the outline of the focused element, or
 * of one of its three nearest ancestors when the shop draws it on a wrapper) must lie inside
 * every ancestor that clips what it paints: overflow other than visible, paint containment
 * (`contain: paint | content | strict`) and `content-visibility: auto`, which implies it. Each
 * finding names the focused element and the clipping ancestor; an empty list when the ring is
 * whole (or the element has no outline: whether it shows focus at all is `tabThrough`'s check).
 */
export function clippedRing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || active === document.body) return [];
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const candidates = [active, active.parentElement, active.parentElement?.parentElement];
    candidates.push(candidates[2]?.parentElement);
    const ringHolder = candidates.find((element) => {
      if (!element) return false;
      const { outlineStyle, outlineWidth } = getComputedStyle(element);
      return outlineStyle !== 'none' && Number.parseFloat(outlineWidth) > 0;
    });
    if (!ringHolder) return [];
    const style = getComputedStyle(ringHolder);
    // How far the ring's outer edge lies outside the border box (negative: inside it).
    const reach = Number.parseFloat(style.outlineOffset) + Number.parseFloat(style.outlineWidth);
    const box = ringHolder.getBoundingClientRect();
    const ring = {
      left: box.left - reach,
      top: box.top - reach,
      right: box.right + reach,
      bottom: box.bottom + reach,
    };
    const name = `${describe(active)} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 30)}"`;
    const found: string[] = [];
    for (
      let up = ringHolder.parentElement;
      up && up !== document.documentElement;
      up = up.parentElement
    ) {
      const upStyle = getComputedStyle(up);
      const why =
        upStyle.contentVisibility === 'auto'
          ? 'content-visibility: auto'
          : /paint|strict|content/.test(upStyle.contain)
            ? `contain: ${upStyle.contain}`
            : upStyle.overflowX !== 'visible' || upStyle.overflowY !== 'visible'
              ? `overflow: ${upStyle.overflowX} ${upStyle.overflowY}`
              : '';
      if (!why || up === document.body) continue;
      // What an ancestor clips to: its padding box (inside its borders).
      const edge = up.getBoundingClientRect();
      const inner = {
        left: edge.left + up.clientLeft,
        top: edge.top + up.clientTop,
        right: edge.left + up.clientLeft + up.clientWidth,
        bottom: edge.top + up.clientTop + up.clientHeight,
      };
      const inside =
        ring.left >= inner.left - 0.5 &&
        ring.top >= inner.top - 0.5 &&
        ring.right <= inner.right + 0.5 &&
        ring.bottom <= inner.bottom + 0.5;
      if (!inside) found.push(`${name}: ${describe(up)} (${why}) clips the ring`);
    }
    return found;
  });
}
