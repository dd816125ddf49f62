import type { Page } from '@playwright/test';

/** The minimum target size of WCAG 2.2 SC 2.5.8 (AA), in CSS pixels. */
export const MIN_TARGET = 24;

/**
 * The visible interactive elements on the page smaller than 24 × 24 CSS px, as
 * `tag "name" W×H` lines. The exceptions of SC 2.5.8 applied (and only these):
 * - Inline: a link inside a sentence (its block has text besides the link) is sized by the text.
 * - Spacing: an undersized target whose 24 px circle (centred on it) touches no other target and
 *   no other undersized target's circle.
 * - A checkbox or radio wrapped in a label is measured as its label: the label is the target.
 * Hidden elements (display none, visibility hidden, the 1 px visually-hidden class) are skipped.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary, label:has(input[type="checkbox"], input[type="radio"])';
    const targetOf = (element: Element): Element => {
      const wrapped =
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
          ? element.closest('label')
          : null;
      return wrapped ?? element;
    };
    const targets = [...new Set([...document.querySelectorAll(selector)].map(targetOf))]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(
        ({ element, rect }) =>
          rect.width > 1 &&
          rect.height > 1 &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      );

    const isInline = (element: Element) => {
      if (element.tagName !== 'A') return false;
      const block = element.closest('p, li, dd, td, figcaption, label, legend');
      if (!block) return false;
      const own = element.textContent?.trim() ?? '';
      const all = block.textContent?.trim() ?? '';
      return all.length > own.length + 1;
    };
    const centre = (rect: DOMRect) => ({
      x: rect.left + rect.width / 2,
      y: rect.top + rect.height / 2,
    });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right);
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom);
      return Math.hypot(dx, dy);
    };
    const small = targets.filter(
      ({ element, rect }) =>
        (rect.width < min - 0.5 || rect.height < min - 0.5) && !isInline(element),
    );
    const spaced = (target: (typeof targets)[number]) => {
      const c = centre(target.rect);
      return targets.every((other) => {
        if (other === target || other.element.contains(target.element)) return true;
        if (target.element.contains(other.element)) return true;
        const otherSmall = small.includes(other);
        const gap = otherSmall
          ? Math.hypot(centre(other.rect).x - c.x, centre(other.rect).y - c.y) >= min
          : true;
        return gap && distanceToRect(c, other.rect) >= min / 2;
      });
    };
    return small
      .filter((target) => !spaced(target))
      .map(({ element, rect }) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '')
          .trim()
          .slice(0, 40);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`;
      });
  }, MIN_TARGET);
}
