import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { messages } from './support/messages';

/**
 * The header's controls keep their words whole at every desktop width: the bar's search gives way
 * first. The page breaks long words anywhere (for large text on a phone), so a control that
 * shrinks in a full bar would show "Winkelwage/n". Nor may the bar push the page sideways.
 */
async function brokenWords(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((header) => {
    const found: string[] = [];
    for (const control of header.querySelectorAll<HTMLElement>(
      'a, button, summary, label, select',
    )) {
      if (control.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) found.push(`"${match[0]}" broken at ${window.innerWidth} px`);
        }
      }
    }
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth)
      found.push(`sideways scroll at ${window.innerWidth} px`);
    return found;
  });
}

test('a business buyer’s header keeps every word whole from 1024 to 1440 px (nl, de, fr)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/nl/auth/login?returnTo=%2Fnl');
  await submitLogin(page, 'jan@cleanpro.example.nl', DEMO_PASSWORD, 'nl');
  await expect(page).toHaveURL(/\/nl$/);
  for (const lang of ['nl', 'de', 'fr'] as const) {
    await page.goto(`/${lang}`);
    await expect(page.getByText(messages[lang]['menu.account'], { exact: true })).toBeVisible();
    const found: string[] = [];
    for (const width of [1024, 1120, 1216, 1280, 1366, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      found.push(...(await brokenWords(page)));
    }
    expect(found, lang).toEqual([]);
  }
});
