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
