/**
 * Resilience, pages: a 500, a time-out and a malformed answer on a search (results page), a
 * product detail, the cart calculation and the order placement each give the error behaviour of
 * requirements §11.1 / docs/decisions/0006-product-page.md and docs/decisions/0031-cart.md, lose
 * nothing, and the offered retry recovers. The 500 on the cart calculation and on the order
 * placement is in cart.spec.ts and checkout.spec.ts.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { uniqueEmail } from './support/account';
import { SEEDED_CART as CART, seedCart, storedCart } from './support/cart';
import { faultKinds, injectFault, isTimeout, outwait, type Fault } from './support/faults';
import { NILFISK_RESULTS } from './support/catalog';
import { en } from './support/messages';

const DETAIL = '/en/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer';

/** A search for products (not the new products home and the startup ask for). */
const isSearch = (request: Request) =>
  request.method() === 'POST' && (request.postDataJSON() as { new?: unknown } | null)?.new !== true;

/** Waits for `target`; a time-out fault needs the page clock moved past the shop's timeout. */
async function expectFailure(page: Page, fault: Fault, target: ReturnType<Page['getByRole']>) {
  if (isTimeout(fault)) await outwait(page, target);
  await expect(target).toBeVisible();
}

for (const fault of faultKinds) {
  test(`search: a ${fault} says the products could not be loaded, and Try again loads them`, async ({
    page,
  }) => {
    if (isTimeout(fault)) await page.clock.install();
    const injected = await injectFault(page, '**/api/products', fault, { when: isSearch });
    await page.goto('/en/results/nilfisk');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nilfisk');
    const alert = page.getByRole('alert').filter({ hasText: en['results.error.title'] });
    await expectFailure(page, fault, alert);
    await expect(alert).toContainText(en['results.error.text']);
    expect(injected.count()).toBeGreaterThanOrEqual(1);
    // The search itself is kept: the page, its heading and the sort stay where they were.
    await expect(page).toHaveURL(/\/en\/results\/nilfisk$/);

    injected.stop();
    await alert.getByRole('button', { name: en['results.error.retry'] }).click();
    await expect(page.locator('main article')).toHaveCount(NILFISK_RESULTS);
    await expect(alert).toHaveCount(0);
  });

  test(`detail: a ${fault} shows 'Failed to fetch product detail', and Try again shows the product`, async ({
    page,
  }) => {
    if (isTimeout(fault)) await page.clock.install();
    const injected = await injectFault(page, '**/api/products/**', fault, {
      when: (request) => request.method() === 'GET',
    });
    await page.goto(DETAIL);
    const alert = page.getByRole('alert').filter({ hasText: en['detail.error.title'] });
    await expectFailure(page, fault, alert);
    await expect(alert).toContainText(en['detail.error.text']);
    expect(injected.count()).toBeGreaterThanOrEqual(1);
    await expect(page).toHaveURL(new RegExp(`${DETAIL}$`));

    injected.stop();
    await alert.getByRole('button', { name: en['detail.error.retry'] }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Attix 30');
    await expect(page.getByRole('button', { name: en['cart.add.button'] })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
}

for (const fault of ['timeout', 'malformed'] as const) {
  test(`cart: a ${fault} on the calculation says the totals are unavailable, keeps the lines, and the retry brings them`, async ({
    page,
  }) => {
    await seedCart(page);
    if (isTimeout(fault)) await page.clock.install();
    const injected = await injectFault(page, '**/api/cart/calculate', fault);
    await page.goto('/en/dashboard/cart');
    const summary = page.getByRole('region', { name: en['cart.overview.title'] });
    const alert = summary.getByRole('alert');
    await expectFailure(page, fault, alert);
    await expect(alert).toContainText(en['cart.overview.unavailable.title']);
    await expect(alert).toContainText(en['cart.overview.unavailable.text']);
    await expect(summary).not.toContainText('€');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    expect(await storedCart(page)).toEqual(CART);
    expect(injected.count()).toBeGreaterThanOrEqual(1);

    injected.stop();
    await alert.getByRole('button', { name: en['cart.overview.retry'] }).click();
    await expect(summary).toContainText(`${en['cart.overview.totalInclVat']}€`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
    expect(await storedCart(page)).toEqual(CART);
  });

  test(`order: a ${fault} on placing says so, keeps the typed form and the cart, and the retry places one order`, async ({
    page,
  }) => {
    await seedCart(page);
    if (isTimeout(fault)) await page.clock.install();
    await page.goto('/en/order-anonymous');
    const typed = {
      [en['orderAnonymous.email']]: uniqueEmail('resilience'),
      [en['addresses.form.name']]: 'Gast Tester',
      [en['addresses.form.telephone']]: '+31 6 1234 5678',
      [en['addresses.form.address']]: 'Dorpsstraat 1',
      [en['addresses.form.postalcode']]: '1234 AB',
      [en['addresses.form.city']]: 'Utrecht',
    };
    for (const [label, value] of Object.entries(typed))
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel(en['addresses.form.country']).selectOption('NL');

    const injected = await injectFault(page, '**/api/orders/anonymous', fault, { times: 1 });
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/orders/anonymous'))
        keys.push((request.postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    });
    await page.getByRole('button', { name: en['checkout.submit.pay'] }).click();
    const alert = page.getByRole('alert').filter({ hasText: en['checkout.failed.title'] });
    await expectFailure(page, fault, alert);
    await expect(alert).toContainText(
      en[isTimeout(fault) ? 'checkout.failed.timeout' : 'checkout.failed.error'],
    );
    expect(injected.count()).toBe(1);
    // Nothing lost: every typed value, and the cart.
    for (const [label, value] of Object.entries(typed))
      await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    expect(await storedCart(page)).toEqual(CART);

    await page.getByRole('button', { name: en['checkout.submit.pay'] }).click();
    await expect(page).toHaveURL(/\/__demo\/bank\?order=/);
    // The retry is the same order (its idempotency key), so it cannot be placed twice.
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
}
