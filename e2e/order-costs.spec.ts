import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { submitLogin } from './support/account';
import { CHECKOUT, chooseCountry, freshBuyerAtCheckout } from './support/checkout';
import { en } from './support/messages';
import { waitForApp } from './support/app-ready';

/**
 * One order, one set of figures: what checkout's cost overview showed is what the order detail
 * shows, labelled incl. VAT for a private buyer and excl. VAT for a business buyer. Each journey
 * places a new order (a fresh private account, and one more order for the Dutch business).
 */
const KARCHER = 'karcher/wd-2/synthetic-dust-bags-5-layer';

/** The amount beside a term of a cost overview (`<dt>` then `<dd>`). */
const figure = (overview: Locator, term: string) =>
  overview
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[.()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd');

async function addOnePack(page: Page) {
  await page.goto(`/en/detail/${KARCHER}`);
  await waitForApp(page);
  await page.getByRole('button', { name: en['cart.add.button'] }).click();
  await page
    .getByRole('dialog', { name: en['cart.add.title'] })
    .getByRole('button', { name: en['cart.add.continue'] })
    .click();
}

const checkoutOverview = (page: Page) =>
  page.getByRole('region', { name: en['cart.overview.title'] });
const orderCosts = (page: Page) =>
  page.getByRole('region', { name: en['orderDetail.costs.title'] });

async function openPlacedOrder(page: Page) {
  await expect(page).toHaveURL(/\/en\/order-complete\?order=/);
  await page.getByRole('link', { name: en['orderComplete.viewOrder'] }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/orders\/VS-/);
}

test('a private buyer sees the order in the figures checkout showed, incl. VAT', async ({
  page,
}) => {
  await addOnePack(page);
  await freshBuyerAtCheckout(page, { id: 'NL', name: 'Netherlands' });
  await chooseCountry(page, 'Netherlands');
  const overview = checkoutOverview(page);
  const shipping = figure(overview, en['cart.overview.shipping']);
  await expect(shipping).toHaveText('€ 8,41');
  const subtotal = await figure(overview, en['cart.overview.subtotal']).textContent();
  const total = await figure(overview, en['cart.overview.totalInclVat']).textContent();

  await page.getByRole('button', { name: en['checkout.submit.pay'] }).click();
  await expect(page).toHaveURL(/\/__demo\/bank\?order=/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await openPlacedOrder(page);

  const costs = orderCosts(page);
  await expect(figure(costs, en['orderDetail.costs.shippingInclVat'])).toHaveText('€ 8,41');
  await expect(figure(costs, en['orderDetail.costs.articlesInclVat'])).toHaveText(subtotal ?? '');
  await expect(figure(costs, en['orderDetail.costs.total'])).toHaveText(total ?? '');
  await expect(costs).not.toContainText('6,95');
});

test('a business buyer sees the order in the figures checkout showed, excl. VAT', async ({
  page,
}) => {
  await addOnePack(page);
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(CHECKOUT)}`);
  await submitLogin(page, 'inkoop@dekker-bouw.example.nl', DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));
  const overview = checkoutOverview(page);
  await expect(figure(overview, en['cart.overview.shipping'])).toHaveText('€ 6,95');
  const subtotal = await figure(overview, en['cart.overview.subtotal']).textContent();
  const totalExcl = await figure(overview, en['cart.overview.totalExclVat']).textContent();
  const totalIncl = await figure(overview, en['cart.overview.totalInclVat']).textContent();

  await page.getByRole('button', { name: en['checkout.submit.invoice'] }).click();
  await openPlacedOrder(page);

  const costs = orderCosts(page);
  await expect(figure(costs, en['orderDetail.costs.shipping'])).toHaveText('€ 6,95');
  await expect(figure(costs, en['orderDetail.costs.articles'])).toHaveText(subtotal ?? '');
  await expect(figure(costs, en['orderDetail.costs.totalExclVat'])).toHaveText(totalExcl ?? '');
  await expect(figure(costs, en['orderDetail.costs.total'])).toHaveText(totalIncl ?? '');
});
