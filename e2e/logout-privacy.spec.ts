/**
 * Logout leaves nothing personal behind in the browser: after Anna (README's demo private buyer)
 * has typed her details, logged in and had her address picked on checkout, logging out leaves no
 * session storage, local storage or cookie with her name, e-mail address, street or telephone.
 * The cart's lines stay (they belong to the browser); the next visitor starts clean.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { logOutThroughMenu, submitLogin } from './support/account';
import { SEEDED_CART, seedCart, storedCart } from './support/cart';
import { en } from './support/messages';

const CHECKOUT = '/en/dashboard/checkout';
/** Anna's e-mail address, name, and main delivery address (street, postal code, telephone). */
const ANNA = ['anna@example.nl', 'Anna', 'Jansen', 'Oudegracht', '3511 AZ', '2418 7730'];

/** Every value this browser keeps for the shop's origin that holds a piece of Anna's data. */
async function annaInStorage(page: Page): Promise<string[]> {
  const entries = await page.evaluate(() => {
    const all: string[] = [];
    for (const storage of [sessionStorage, localStorage])
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        all.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    for (const cookie of document.cookie.split(';')) all.push(decodeURIComponent(cookie.trim()));
    return all;
  });
  // HttpOnly cookies too, which the page itself cannot read.
  for (const cookie of await page.context().cookies())
    entries.push(`${cookie.name}=${decodeURIComponent(cookie.value)}`);
  return entries.filter((entry) => ANNA.some((trace) => entry.includes(trace)));
}

test('after logout no storage or cookie holds the name, e-mail, address or telephone', async ({
  page,
}) => {
  await seedCart(page);
  // Before logging in, she began as a guest: the order form keeps what she typed (this tab).
  await page.goto('/en/order-anonymous');
  await page.getByLabel(en['orderAnonymous.email']).fill('anna@example.nl');
  await page.getByLabel(en['addresses.form.name'], { exact: true }).fill('Anna Jansen');
  await page.getByLabel(en['addresses.form.telephone']).fill('+31 6 2418 7730');

  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(CHECKOUT)}`);
  await submitLogin(page, 'anna@example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));
  await expect(page.getByRole('radio', { name: /Oudegracht 142/ })).toBeChecked();
  // While she is logged in, the test sees her traces (the guest form she typed in), but her
  // address itself is never stored: the delivery target keeps only its id.
  await expect
    .poll(async () => (await annaInStorage(page)).join('\n'))
    .toContain('anna@example.nl');
  expect((await annaInStorage(page)).join('\n')).not.toContain('Oudegracht');

  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await expect.poll(() => annaInStorage(page)).toEqual([]);
  expect(await storedCart(page)).toEqual(SEEDED_CART);

  // A reload, then the next visitor at checkout: nothing of hers, the cart still there.
  await page.goto(CHECKOUT);
  await expect(page.getByRole('link', { name: en['checkout.who.guest'] })).toBeVisible();
  await expect(page.getByText(/Oudegracht/)).toHaveCount(0);
  expect(await annaInStorage(page)).toEqual([]);
  expect(await storedCart(page)).toEqual(SEEDED_CART);
});
