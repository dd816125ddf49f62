/**
 * The search as shoppers type it, on a desktop and a phone: misspelt brands, model numbers run
 * together, the shop's words in another language, and a search that finds nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support/app-ready';
import { de, messages, nl, type Language } from './support/messages';

/** Types into the header search like a shopper: the combobox takes over the field on focus. */
async function typeInSearch(page: Page, lang: Language, text: string) {
  await page.getByRole('textbox', { name: messages[lang]['search.label'] }).focus();
  await expect(page.getByRole('combobox', { name: messages[lang]['search.label'] })).toBeFocused();
  await page.keyboard.type(text);
}

const firstCard = (page: Page) => page.getByRole('main').getByRole('article').first();

test('a misspelt search typed in the header leads to the right bag', async ({ page }) => {
  await page.goto('/nl');
  await waitForApp(page);
  await typeInSearch(page, 'nl', 'stofzuigerzakken nilfsk atix 30');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/nl\/results\?q=stofzuigerzakken%20nilfsk%20atix%2030$/);
  const card = firstCard(page);
  await expect(card).toContainText('Nilfisk Attix 30');
  await expect(card).toContainText(/stofzakken/i);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/nl\/detail\/nilfisk\/attix-30\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Attix 30');
});

test('words run together with a typo, and a pack size, lead to that pack of the right bag', async ({
  page,
}) => {
  await page.goto('/nl');
  await waitForApp(page);
  await typeInSearch(page, 'nl', 'stofzuigerzakkennilfsk attix 30 10 stuks');
  await page.keyboard.press('Enter');

  const card = firstCard(page);
  await expect(card).toContainText('Nilfisk Attix 30');
  await expect(card).toContainText('10 stuks');
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/nl\/detail\/nilfisk\/attix-30\//);
  await expect(page.getByRole('radio', { name: /^10 stuks/ })).toBeChecked();
  await page.getByRole('button', { name: nl['cart.add.button'] }).click();
  await expect(page.getByRole('dialog', { name: nl['cart.add.title'] })).toContainText(
    '(10 stuks)',
  );

  // Reloaded, the page is its prerendered HTML again, hydrated as it was rendered.
  const errors: string[] = [];
  page.on('console', (message) => {
    // The session probe of a visitor without a session answers 401; the browser logs it.
    if (message.type() === 'error' && !/status of 401/.test(message.text()))
      errors.push(message.text());
  });
  await page.reload();
  await waitForApp(page);
  await expect(page.getByRole('radio', { name: /^5 stuks/ })).toBeChecked();
  expect(errors).toEqual([]);
});

test('the suggestions understand a model number run together and mark what matched', async ({
  page,
}) => {
  await page.goto('/de');
  await waitForApp(page);
  await typeInSearch(page, 'de', 'kaercher nt25');
  const listbox = page.getByRole('listbox', { name: de['search.label'] });
  const model = listbox.getByRole('option', { name: 'Kärcher NT 25/1', exact: true });
  await expect(model).toBeVisible();
  await expect(model.locator('mark').first()).toHaveText('Kärcher');

  await model.click();
  await expect(page).toHaveURL(/\/de\/results\/karcher\/nt-25-1$/);
  await expect(firstCard(page)).toContainText('NT 25/1');
});

test('a search that finds nothing offers the nearest model, and that shows its products', async ({
  page,
}) => {
  await page.goto('/nl');
  await waitForApp(page);
  await typeInSearch(page, 'nl', 'attix 99');
  await page.keyboard.press('Enter');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: nl['results.empty.title'] })).toBeVisible();
  await expect(main.getByText(/^Bedoelde u Nilfisk Attix 30\?$/)).toBeVisible();
  // The finder stays on offer as the other way on.
  await expect(main.getByRole('link', { name: nl['results.empty.finder'] })).toBeVisible();

  await main.getByRole('link', { name: 'Nilfisk Attix 30', exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/results\/nilfisk\/attix-30$/);
  await expect(firstCard(page)).toContainText('Attix 30');
});

test("a machine's name from its type plate finds its bags and says for which text", async ({
  page,
}) => {
  await page.goto('/de');
  await waitForApp(page);
  // The model as on the machine's plate: the catalogue names it without its variant ("Ap").
  await typeInSearch(page, 'de', 'kärcher nt 25/1 ap');
  // The suggestions offer the model while the variant is typed.
  const suggestions = page.getByRole('listbox');
  await expect(
    suggestions.getByRole('option', { name: /^Kärcher NT 25\/1/ }).first(),
  ).toBeVisible();
  await page.keyboard.type(' staubbeutel');
  await page.keyboard.press('Enter');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(
    'Ergebnisse für „kärcher nt 25/1 ap staubbeutel“',
  );
  await expect(
    main.getByText(de['results.relaxed'].replace('{query}', 'kärcher nt 25/1 staubbeutel')),
  ).toBeVisible();
  await expect(firstCard(page)).toContainText('NT 25/1');
  await expect(firstCard(page)).toContainText(/Staubbeutel/);
});
