import type { CDPSession, Page } from '@playwright/test';

/**
 * Sets the browser's default font size, as a shopper's text-size setting does (Android's font
 * scale, a desktop browser's "font size"): the shop's rem sizes and rem breakpoints follow it.
 * Chromium keeps it for the page's later navigations.
 */
export async function setDefaultFontSize(page: Page, px: number): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } });
  return session;
}

/** What does not fit: the page's sideways overflow, and text cut off inside a clipping box. */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      found.push(`scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      // Visually hidden text (1 px boxes) is meant for screen readers, and an ellipsis is a
      // deliberate shortening (the breadcrumb's last item: the heading says it whole).
      const hidden = element.getBoundingClientRect().width <= 1 || style.clipPath !== 'none';
      if (!clips || hidden || style.textOverflow === 'ellipsis') continue;
      if (!element.textContent?.trim()) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `cuts off "${element.textContent.trim().slice(0, 40)}" (${element.tagName.toLowerCase()}.${element.className})`,
        );
    }
    return found;
  });
}

/**
 * What large text pushes out of a phone's screen, beyond `misfits`: the widest element when the
 * page scrolls sideways (so a finding names its cause), a control standing even partly outside
 * the window (unless a box that scrolls sideways on purpose holds it), a button or link whose
 * text overflows its own box, and a bar fixed or stuck to the screen taller than a quarter of it
 * (it hides the page it sits on).
 */
export function largeTextMisfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // The layout viewport's width: a phone's window.innerWidth grows with a page that is too wide.
    const width = document.documentElement.clientWidth;
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    const shown = (element: Element, box: DOMRect) =>
      box.width > 1 &&
      box.height > 1 &&
      element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
      getComputedStyle(element).clipPath === 'none';
    const inScroller = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > width) {
      // The innermost boxes that reach past the right edge, or whose text does: the causes.
      const past = [...document.querySelectorAll('body *')].filter((element) => {
        const box = element.getBoundingClientRect();
        const clips = getComputedStyle(element).overflowX !== 'visible';
        const reach = box.left + (clips ? box.width : Math.max(box.width, element.scrollWidth));
        return reach > width + 0.5 && shown(element, box) && !inScroller(element);
      });
      const causes = past.filter(
        (element) => !past.some((other) => element.contains(other) && other !== element),
      );
      found.push(
        `page is ${document.documentElement.scrollWidth} px wide: ${causes.slice(0, 3).map(name).join(', ')}`,
      );
    }

    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
    for (const element of document.querySelectorAll<HTMLElement>(controls)) {
      const box = element.getBoundingClientRect();
      if (!shown(element, box) || inScroller(element)) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(
          `${name(element)} stands outside the screen (${Math.round(box.left)} to ${Math.round(box.right)} px)`,
        );
      else if (
        (element.tagName === 'BUTTON' || element.tagName === 'A') &&
        element.scrollWidth > element.clientWidth + 1 &&
        getComputedStyle(element).display !== 'inline'
      )
        found.push(
          `${name(element)} cuts off its text (${element.scrollWidth} in ${element.clientWidth} px)`,
        );
    }

    for (const element of document.querySelectorAll('body *')) {
      const position = getComputedStyle(element).position;
      if (position !== 'fixed' && position !== 'sticky') continue;
      if (element.closest('dialog, [role="dialog"]')) continue;
      const box = element.getBoundingClientRect();
      if (shown(element, box) && box.height > window.innerHeight / 4)
        found.push(`${position} ${name(element)} is ${Math.round(box.height)} px tall`);
    }
    return found;
  });
}
