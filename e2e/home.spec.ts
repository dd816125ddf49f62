import { expect, test, type Page } from '@playwright/test';
import { isPhone } from './support/account';
import { expectNoViolations } from './support/axe';
import { en, languages, messages, type Language } from './support/messages';
import { waitForApp } from './support/app-ready';

/** Types into the header search; the combobox takes over the field on focus. */
async function typeInSearch(page: Page, lang: Language, text: string) {
  await page.getByRole('textbox', { name: messages[lang]['search.label'] }).focus();
  const combobox = page.getByRole('combobox', { name: messages[lang]['search.label'] });
  await expect(combobox).toBeFocused();
  await page.keyboard.type(text);
  return combobox;
}

test('from home: brand and model, the results, then a product page', async ({ page }) => {
  await page.goto('/en');
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['finder.title']);
  const brand = page.getByRole('combobox', { name: en['finder.brand.label'] });
  await expect(brand.getByRole('option', { name: 'Nilfisk' })).toBeAttached();
  await brand.selectOption({ label: 'Nilfisk' });
  const model = page.getByRole('combobox', { name: en['finder.type.label'] });
  await expect(model.getByRole('option', { name: 'Attix 30' })).toBeAttached();
  await model.selectOption({ label: 'Attix 30' });
  await page.getByRole('button', { name: en['finder.submit'] }).click();

  await expect(page).toHaveURL(/\/en\/results\/nilfisk\/attix-30\?category=bag$/);
  const product = page.locator('main a[href*="/detail/"]').first();
  await expect(product).toBeVisible();
  await product.click();
  await expect(page).toHaveURL(/\/en\/detail\//);
});

test('bags from the finder list bags only, after a reload and in another language too', async ({
  page,
  request,
}) => {
  const total = async (body: object) =>
    ((await (await request.post('/api/products', { data: body })).json()) as { total: number })
      .total;
  const bags = await total({ brandId: 'b-nilfisk', category: 'bag' });
  expect(bags).toBeLessThan(await total({ brandId: 'b-nilfisk' }));

  await page.goto('/en');
  await waitForApp(page);
  await expect(page.getByRole('radio', { name: en['finder.productType.bag'] })).toBeChecked();
  const brand = page.getByRole('combobox', { name: en['finder.brand.label'] });
  await expect(brand.getByRole('option', { name: 'Nilfisk' })).toBeAttached();
  await brand.selectOption({ label: 'Nilfisk' });
  await page.getByRole('button', { name: en['finder.submit'] }).click();

  await expect(page).toHaveURL(/\/en\/results\/nilfisk\?category=bag$/);
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Vacuum cleaner bags for Nilfisk');
  await expect(page.getByText(`${bags} products`, { exact: true })).toBeVisible();

  await page.reload();
  await expect(heading).toHaveText('Vacuum cleaner bags for Nilfisk');
  await expect(page.getByText(`${bags} products`, { exact: true })).toBeVisible();

  if (isPhone(page))
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
  await page
    .getByRole('combobox', { name: en['header.language'] })
    .filter({ visible: true })
    .selectOption('nl');
  await expect(page).toHaveURL(/\/nl\/results\/nilfisk\?category=bag$/);
  await expect(heading).toHaveText('Stofzuigerzakken voor Nilfisk');
  await expect(page.getByText(`${bags} producten`, { exact: true })).toBeVisible();
});

test('the header search works by keyboard alone', async ({ page }) => {
  await page.goto('/en');
  await waitForApp(page);
  const combobox = await typeInSearch(page, 'en', 'nilf');
  const listbox = page.getByRole('listbox', { name: en['search.label'] });
  await expect(listbox.getByRole('option', { name: 'Nilfisk', exact: true })).toBeVisible();
  await expect(listbox.getByRole('group', { name: en['search.group.type'] })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await expect(listbox.getByRole('option')).toHaveCount(0);

  await page.keyboard.type('i');
  await expect(listbox.getByRole('option', { name: 'Nilfisk', exact: true })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option', { name: 'Nilfisk', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/results\/nilfisk$/);

  await page.goto('/en');
  await waitForApp(page);
  await typeInSearch(page, 'en', 'attix bag');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/results\?q=attix%20bag$/);
});

for (const lang of languages) {
  test(`axe: home in ${lang}, also with the suggestions open`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      messages[lang]['finder.title'],
    );
    await page.waitForLoadState('networkidle');
    await test.step('home', () => expectNoViolations(page));

    await typeInSearch(page, lang, 'nilf');
    const listbox = page.getByRole('listbox', { name: messages[lang]['search.label'] });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await test.step('suggestions open', () => expectNoViolations(page));
  });
}
