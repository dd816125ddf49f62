/**
 * Resilience, a session that expires in the middle of checkout (requirements §9.1: a 401 refreshes the
 * session and retries the request). On the second test server access tokens live 3 s: the buyer
 * fills in checkout, the token runs out, and 'Order and Pay' still places exactly one order,
 * with nothing typed or put in the cart lost.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { createAccount, submitLogin, uniqueEmail } from './support/account';
import { SEEDED_CART, seedCart, storedCart } from './support/cart';
import { en } from './support/messages';
import { SHORT_TOKEN_ORIGIN, SHORT_TOKEN_SECONDS } from './support/servers';

const CHECKOUT = '/en/dashboard/checkout';

test.use({ baseURL: SHORT_TOKEN_ORIGIN });

async function addAddress(page: Page) {
  await page.getByRole('button', { name: en['checkout.address.add'] }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(en['addresses.form.name'], { exact: true }).fill('Sanne Verloop');
  await dialog.getByLabel(en['addresses.form.address']).fill('Kerkstraat 12');
  await dialog.getByLabel(en['addresses.form.postalcode']).fill('3511 AB');
  await dialog.getByLabel(en['addresses.form.city']).fill('Utrecht');
  await dialog.getByLabel(en['addresses.form.country']).selectOption('NL');
  await dialog.getByLabel(en['addresses.form.telephone']).fill('+31 30 123 4567');
  await dialog.getByRole('button', { name: en['addresses.form.save'] }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Sanne Verloop/ })).toBeChecked();
}

/** Checkout asks for the delivery country first (as in checkout.spec.ts). */
async function chooseNetherlands(page: Page) {
  await page
    .getByRole('region', { name: en['checkout.country.heading'] })
    .getByRole('button')
    .click();
  await page
    .getByRole('dialog', { name: en['country.prompt.title'] })
    .getByRole('button', { name: /Netherlands/ })
    .first()
    .click();
  await expect(page.getByText('Delivery country: Netherlands')).toBeVisible();
}

test('the session expires during checkout: one transparent refresh, one order, nothing lost', async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail('expiring');
  await createAccount(page.request, email, DEMO_PASSWORD);
  await seedCart(page);
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(CHECKOUT)}`);
  await submitLogin(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));
  await addAddress(page);
  await chooseNetherlands(page);
  const summary = page.getByRole('region', { name: en['cart.overview.title'] });
  await expect(summary).toContainText(en['cart.overview.totalInclVat']);
  const note = page.getByLabel(en['checkout.note.label']);
  await note.fill('Please ring twice');

  const refreshes: number[] = [];
  const orders: { status: number; key: string }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const { pathname } = new URL(response.url());
    if (pathname === '/auth/session/refresh') refreshes.push(response.status());
    if (pathname === '/api/orders' && request.method() === 'POST') {
      const body = request.postDataJSON() as { idempotencyKey: string };
      orders.push({ status: response.status(), key: body.idempotencyKey });
    }
  });

  // The buyer hesitates past the token's lifetime; the page keeps what was typed.
  await page.waitForTimeout((SHORT_TOKEN_SECONDS + 1) * 1000);
  await expect(note).toHaveValue('Please ring twice');
  expect(await storedCart(page)).toEqual(SEEDED_CART);

  await page.getByRole('button', { name: en['checkout.submit.pay'] }).click();
  await expect(page).toHaveURL(/\/__demo\/bank\?order=/);
  const orderNumber = new URL(page.url()).searchParams.get('order');

  test.info().annotations.push({
    type: 'requests',
    description: `refreshes ${refreshes.join(',')}; order posts ${orders.map((o) => o.status).join(',')}`,
  });
  // The session was refreshed (not ended), and every order request was the same order.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  expect(refreshes.every((status) => status === 200)).toBe(true);
  expect(orders.filter((order) => order.status < 300)).toHaveLength(1);
  expect(new Set(orders.map((order) => order.key)).size).toBe(1);
  expect(await storedCart(page)).toEqual(SEEDED_CART);

  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/order-complete\\?order=${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.orderComplete.title']);
  await expect.poll(() => storedCart(page)).toEqual([]);

  // Asked as this buyer (the page's own fetch, through the SDK): exactly one order, with the note.
  const list = await page.evaluate(() =>
    fetch('/api/orders').then((response) => response.json() as Promise<unknown>),
  );
  expect(list).toMatchObject({ total: 1 });
  expect(JSON.stringify(list)).toContain(orderNumber ?? 'no order number');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
