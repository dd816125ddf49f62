/**
 * The shop's own look on pages whose parts no component styles (a form's plain links, its
 * fieldsets), and a page that ends at its footer. Runs on the phone and desktop projects.
 */
import { expect, test, type Page } from '@playwright/test';
import { seedCart } from './support/cart';
import { nl } from './support/messages';

/** The browser's own link colours (unvisited, visited) and a fieldset's grooved box. */
async function browserLooks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const browserColours = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)'];
    for (const link of document.querySelectorAll<HTMLElement>('main a')) {
      if (link.getClientRects().length === 0) continue;
      const { color } = getComputedStyle(link);
      if (browserColours.includes(color)) found.push(`link "${link.textContent?.trim()}" ${color}`);
    }
    for (const fieldset of document.querySelectorAll<HTMLElement>('main fieldset')) {
      const style = getComputedStyle(fieldset);
      if (style.borderTopStyle === 'groove' && Number.parseFloat(style.borderTopWidth) > 0)
        found.push(`fieldset "${fieldset.querySelector('legend')?.textContent?.trim()}" groove`);
    }
    return found;
  });
}

test('login, registration and the guest order show the shop’s links and no grooved boxes', async ({
  page,
}) => {
  const found: string[] = [];
  const check = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await browserLooks(page)).map((line) => `${path}: ${line}`));
  };
  await check('/nl/auth/login');
  await check('/nl/auth/_signup');
  await check('/nl/auth/register-personal');
  await seedCart(page);
  await check('/nl/order-anonymous');
  // The guest order itself was measured (not its empty-cart notice), and its plain link is the
  // shop's text link.
  const back = page.getByRole('link', { name: nl['orderAnonymous.backToCheckout'] });
  await expect(back).toHaveCSS('color', 'rgb(11, 79, 108)');
  expect(found).toEqual([]);
});

test('the page ends with its footer: nothing scrolls on below it', async ({ page }) => {
  for (const path of ['/nl', '/nl/auth/login', '/nl/shippingcosts']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const gap = await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      const bottom = footer.getBoundingClientRect().bottom + window.scrollY;
      return Math.round(document.documentElement.scrollHeight - bottom);
    });
    expect(gap, path).toBe(0);
  }
});
