/**
 * The shop's own look on pages whose parts no component styles (a form's plain links, its
 * fieldsets), a page that ends at its footer, and the shipping-costs table that fits its column.
 * Runs on the phone and desktop projects.
 */
import { expect, test, type Page } from '@playwright/test';
import { seedCart } from './support/cart';
import { de, nl } from './support/messages';

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
    // Math.abs: a page that ends exactly at the footer can measure -0.
    expect(Math.abs(gap), path).toBe(0);
  }
});

for (const [lang, t, switzerland] of [
  ['nl', nl, 'Zwitserland'],
  ['de', de, 'Schweiz'],
] as const) {
  test(`the shipping costs (${lang}) fit their column: every value in sight, no sideways scroll`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/shippingcosts`);
    const table = page.getByRole('table', { name: t['info.shippingTable.caption'] });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).not.toHaveCount(1);
    const misfits = await table.evaluate((element) => {
      const found: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth) found.push('the page scrolls sideways');
      const box = element.parentElement!;
      if (box.scrollWidth > box.clientWidth)
        found.push(`the table is ${box.scrollWidth} px wide in a ${box.clientWidth} px box`);
      const edge = box.getBoundingClientRect();
      // A word narrower than its cell may not be broken ("Luxembur/g"): each cell holds its
      // longest word, measured in the cell's own font.
      const measure = document.createElement('canvas').getContext('2d')!;
      for (const cell of element.querySelectorAll<HTMLElement>('th, td')) {
        const rect = cell.getBoundingClientRect();
        if (cell.closest('tbody') && (rect.left < edge.left - 1 || rect.right > edge.right + 1))
          found.push(`"${cell.textContent}" outside the box`);
        // A phone's cards keep the header row for screen readers only, in a 1 px box.
        const head = cell.closest('thead');
        if (head && head.getBoundingClientRect().width <= 1) continue;
        const style = getComputedStyle(cell);
        measure.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room =
          cell.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        for (const word of (cell.textContent ?? '').split(/\s+/).filter(Boolean))
          if (measure.measureText(word).width > room + 1)
            found.push(`"${word}" broken in a ${Math.round(room)} px cell`);
      }
      return found;
    });
    expect(misfits).toEqual([]);
    // All four values of a row show, also on a phone's card: the customs of a country outside the EU.
    const cells = table.getByRole('row', { name: new RegExp(`^${switzerland}`) }).getByRole('cell');
    await expect(cells).toHaveCount(4);
    for (const cell of await cells.all()) await expect(cell).toBeVisible();
  });
}
