import { expect, test, type Page } from '@playwright/test';
import { createAccount, submitLogin, uniqueEmail } from './support/account';
import { expectNoViolations } from './support/axe';
import { en, languages, messages } from './support/messages';

const PASSWORD = 'Sterk!Wachtw00rd';

/** A new private buyer, logged in and on the profile page, where the address book lives. */
async function logInFreshUser(page: Page) {
  const email = uniqueEmail('addresses');
  await createAccount(page.request, email, PASSWORD);
  await page.goto('/en/auth/login?returnTo=%2Fen%2Fdashboard%2Fprofile');
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard\/profile$/);
}

/** Saves an address through the API as the logged-in page (the auth SDK adds the bearer token). */
async function saveAddressThroughApi(page: Page, name: string) {
  const status = await page.evaluate(async (addressName) => {
    const response = await fetch('/api/addresses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: addressName,
        address: 'Keizersgracht 1',
        postalcode: '1015 CJ',
        city: 'Amsterdam',
        country: 'NL',
        telephone: '+31 20 123 4567',
        isDefaultDelivery: false,
      }),
    });
    return response.status;
  }, name);
  expect(status).toBe(201);
}

const book = (page: Page, t = en) => page.getByRole('region', { name: t['addresses.title'] });
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function addAddress(page: Page, values: { name: string; city: string; main?: boolean }) {
  await book(page).getByRole('button', { name: en['addresses.add'], exact: true }).click();
  const dialog = page.getByRole('dialog', { name: en['addressModal.add'] });
  await dialog.getByLabel(en['addresses.form.name'], { exact: true }).fill(values.name);
  await dialog.getByLabel(en['addresses.form.address']).fill('Stationsplein 12');
  await dialog.getByLabel(en['addresses.form.postalcode']).fill('3511 ED');
  await dialog.getByLabel(en['addresses.form.city']).fill(values.city);
  await dialog.getByLabel(en['addresses.form.country']).selectOption('NL');
  await dialog.getByLabel(en['addresses.form.telephone']).fill('+31 30 765 4321');
  if (values.main) await dialog.getByLabel(en['addresses.form.isDefault']).check();
  await dialog.getByRole('button', { name: en['addresses.form.save'] }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, values.name)).toBeVisible();
}

test('a buyer adds two addresses, makes the second the main one and deletes the first', async ({
  page,
}) => {
  await logInFreshUser(page);
  await expect(book(page).getByText(en['addresses.empty.title'])).toBeVisible();

  await addAddress(page, { name: 'Home', city: 'Utrecht' });
  // The first address is the main one.
  await expect(card(page, 'Home')).toContainText(en['addresses.main']);
  await addAddress(page, { name: 'Office', city: 'Amersfoort' });
  await expect(card(page, 'Office')).not.toContainText(en['addresses.main']);

  await card(page, 'Office').getByRole('button', { name: en['addresses.makeMain'] }).click();
  await expect(card(page, 'Office')).toContainText(en['addresses.main']);
  await expect(card(page, 'Home')).not.toContainText(en['addresses.main']);

  // Cancel first: the address stays and focus goes back to the button that opened the question.
  const deleteHome = card(page, 'Home').getByRole('button', { name: en['addresses.delete'] });
  await deleteHome.click();
  const confirm = page.getByRole('dialog', { name: en['addresses.delete.title'] });
  await confirm.getByRole('button', { name: en['addresses.delete.cancel'] }).click();
  await expect(confirm).toBeHidden();
  await expect(deleteHome).toBeFocused();

  await deleteHome.click();
  await confirm.getByRole('button', { name: en['addresses.delete.confirm'], exact: true }).click();
  const toast = page.getByTestId('toast').filter({ hasText: en['addresses.deleted.title'] });
  await expect(toast).toContainText(en['addresses.deleted.text']);
  await expect(card(page, 'Home')).toHaveCount(0);
  await expect(card(page, 'Office')).toContainText(en['addresses.main']);

  // What the page shows is what the API keeps.
  await page.reload();
  await expect(card(page, 'Office')).toContainText(en['addresses.main']);
  await expect(card(page, 'Home')).toHaveCount(0);
});

test('changing an address keeps the modal open on a mistake and returns focus to the opener', async ({
  page,
}) => {
  await logInFreshUser(page);
  await addAddress(page, { name: 'Home', city: 'Utrecht' });
  const change = card(page, 'Home').getByRole('button', { name: en['addresses.change'] });
  await change.click();
  const dialog = page.getByRole('dialog', { name: en['addressModal.change'] });
  await dialog.getByLabel(en['addresses.form.city']).fill('');
  await dialog.getByRole('button', { name: en['addresses.form.save'] }).click();
  await expect(dialog.getByLabel(en['addresses.form.city'])).toHaveAccessibleDescription(
    en['validation.required'],
  );
  await dialog.getByLabel(en['addresses.form.city']).fill('Zeist');
  await dialog.getByRole('button', { name: en['addresses.form.save'] }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Home')).toContainText('3511 ED Zeist');
  await expect(change).toBeFocused();
});

for (const lang of languages) {
  test(`the address book, its modal and the delete question have no axe violations (${lang})`, async ({
    page,
  }) => {
    const t = messages[lang];
    await logInFreshUser(page);
    await saveAddressThroughApi(page, 'Home');
    await saveAddressThroughApi(page, 'Office');
    await page.goto(`/${lang}/dashboard/profile`);
    await expect(card(page, 'Office')).toBeVisible();
    await expectNoViolations(page);

    // The modal with every field in error.
    await book(page, t).getByRole('button', { name: t['addresses.add'], exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t['addressModal.add'] });
    await dialog.getByLabel(t['addresses.form.country']).selectOption('');
    await dialog.getByRole('button', { name: t['addresses.form.save'] }).click();
    await expect(dialog.getByText(t['validation.required']).first()).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await card(page, 'Office').getByRole('button', { name: t['addresses.delete'] }).click();
    await expect(page.getByRole('dialog', { name: t['addresses.delete.title'] })).toBeVisible();
    await expectNoViolations(page);
  });
}
