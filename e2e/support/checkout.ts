import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { createAccount, submitLogin, uniqueEmail } from './account';
import { en } from './messages';

export const CHECKOUT = '/en/dashboard/checkout';

/** A postcode of each country the journeys deliver to (the address forms check its form). */
const POSTCODES: Record<string, string> = { NL: '3511 AB', BE: '2000', DE: '10115', FR: '75002' };

/** A new private account, logged in on checkout, with one delivery address in that country. */
export async function freshBuyerAtCheckout(page: Page, country: { id: string; name: string }) {
  const email = uniqueEmail('buyer');
  await createAccount(page.request, email, DEMO_PASSWORD);
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(CHECKOUT)}`);
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));
  await page.getByRole('button', { name: en['checkout.address.add'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en['addresses.form.name'], { exact: true }).fill('Erika Muster');
  await dialog.getByLabel(en['addresses.form.address']).fill('Hauptstraße 5');
  await dialog.getByLabel(en['addresses.form.postalcode']).fill(POSTCODES[country.id] ?? '10115');
  await dialog.getByLabel(en['addresses.form.city']).fill('Berlin');
  await dialog.getByLabel(en['addresses.form.country']).selectOption(country.id);
  await dialog.getByLabel(en['addresses.form.telephone']).fill('+49 30 123456');
  await dialog.getByRole('button', { name: en['addresses.form.save'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Erika Muster/ })).toBeChecked();
}

export async function chooseCountry(page: Page, name: string) {
  await page
    .getByRole('region', { name: en['checkout.country.heading'] })
    .getByRole('button')
    .click();
  await page
    .getByRole('dialog', { name: en['country.prompt.title'] })
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await expect(page.getByText(`Delivery country: ${name}`)).toBeVisible();
}

/** The guest order form, filled in as a Dutch guest would (a new e-mail address each time). */
export async function fillInGuest(page: Page) {
  await page.getByLabel(en['orderAnonymous.email']).fill(uniqueEmail('guest'));
  await page.getByLabel(en['addresses.form.name'], { exact: true }).fill('Gast Tester');
  await page.getByLabel(en['addresses.form.telephone']).fill('+31 6 1234 5678');
  await page.getByLabel(en['addresses.form.address']).fill('Dorpsstraat 1');
  await page.getByLabel(en['addresses.form.postalcode']).fill('1234 AB');
  await page.getByLabel(en['addresses.form.city']).fill('Utrecht');
  await page.getByLabel(en['addresses.form.country']).selectOption('NL');
}
