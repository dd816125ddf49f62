/**
 * My machines (docs/decisions/0071-my-machines.md): a guest's saved from the finder and kept in
 * the browser, taken into the account at login; a company's shared by its users; the product
 * page saying whether a product fits; the bag ordered before for a machine ordered again in the
 * same pack and amount (docs/decisions/0079-reorder-per-machine.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { catalog } from '../demo-api/db/catalog/index';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { apiHeadersOf, createAccount, submitLogin, uniqueEmail } from './support/account';
import { waitForApp } from './support/app-ready';
import { expectNoViolations } from './support/axe';
import { NILFISK_10, storedCart } from './support/cart';
import { en } from './support/messages';

const PASSWORD = 'Sterk!Wachtw00rd';

// Journeys across pages, logins and reloads: three times the usual time.
test.beforeEach(() => test.slow());
const say = (id: string, model: string) => en[id as keyof typeof en].replace('{model}', model);

/** Chooses brand and model in home's finder. */
async function chooseInFinder(page: Page, brand: string, model: string) {
  const brandSelect = page.getByRole('combobox', { name: en['finder.brand.label'] });
  await expect(brandSelect.getByRole('option', { name: brand })).toBeAttached();
  await brandSelect.selectOption({ label: brand });
  const modelSelect = page.getByRole('combobox', { name: en['finder.type.label'] });
  await expect(modelSelect.getByRole('option', { name: model, exact: true })).toBeAttached();
  await modelSelect.selectOption({ label: model });
}

const yourMachines = (page: Page) => page.getByRole('region', { name: en['machines.home.title'] });

async function logIn(page: Page, email: string, password: string, returnTo: string) {
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await waitForApp(page);
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

test('a guest saves a machine in the finder, finds it on home after a reload and keeps it after logging in', async ({
  page,
}) => {
  await page.goto('/en');
  await waitForApp(page);
  await expect(yourMachines(page)).toHaveCount(0);
  await chooseInFinder(page, 'Nilfisk', 'Attix 30');
  await page.getByRole('button', { name: say('machines.save', 'Nilfisk Attix 30') }).click();
  await expect(page.getByText(say('machines.saved', 'Nilfisk Attix 30'))).toBeVisible();

  await page.reload();
  await waitForApp(page);
  const link = yourMachines(page).getByRole('link', { name: 'Nilfisk Attix 30' });
  await expect(link).toHaveAttribute('href', '/en/results/nilfisk/attix-30');

  const email = uniqueEmail('machines');
  await createAccount(page.request, email, PASSWORD);
  await logIn(page, email, PASSWORD, '/en/dashboard/machines');
  await expect(page.getByRole('heading', { level: 2, name: 'Nilfisk Attix 30' })).toBeVisible();
  // The account has it now, the browser no more: after logout home shows no machines.
  expect(await page.evaluate(() => localStorage.getItem('shop-machines'))).toContain('"models":[]');
});

test('a CleanPro user names a machine with its site and a colleague sees it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000); // two users, two logins, on a shared machine
  // One model per project: the two projects share the demo data.
  const model = testInfo.project.name === 'phone' ? 'Attix 40' : 'Attix 33';
  const site = `depot Zwolle ${Date.now().toString(36)}`;
  await logIn(page, 'jan@cleanpro.example.nl', DEMO_PASSWORD, '/en/dashboard/machines');
  // A server reused from an earlier run may still have the model: start without it.
  const left = page.getByRole('form', { name: `Nilfisk ${model}` });
  await expect(
    page.getByRole('status').filter({ hasText: en['machinesPage.loading'] }),
  ).toHaveCount(0);
  while ((await left.count()) > 0) {
    await left.first().getByRole('button', { name: en['machinesPage.remove'] }).click();
    await expect(left).toHaveCount(0);
  }
  await page.goto('/en');
  await waitForApp(page);
  await chooseInFinder(page, 'Nilfisk', model);
  await page.getByRole('button', { name: say('machines.save', `Nilfisk ${model}`) }).click();
  await expect(page.getByText(say('machines.saved', `Nilfisk ${model}`))).toBeVisible();

  await page.goto('/en/dashboard/machines');
  const card = page.getByRole('form', { name: `Nilfisk ${model}` });
  await card.getByLabel(en['machinesPage.name']).fill(`${model} – workshop`);
  await card.getByLabel(en['machinesPage.site']).fill(site);
  await card.getByRole('button', { name: en['machinesPage.save'] }).click();
  await expect(page.getByText(en['machines.savedToast'])).toBeVisible();

  const { baseURL, viewport, userAgent, isMobile, hasTouch } = testInfo.project.use;
  const colleague = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch });
  const els = await colleague.newPage();
  await logIn(els, 'els@cleanpro.example.nl', DEMO_PASSWORD, '/en/dashboard/profile');
  await els.goto('/en');
  await waitForApp(els);
  await expect(
    yourMachines(els).getByRole('link', {
      name: `Nilfisk ${model} – ${model} – workshop, ${site}`,
    }),
  ).toBeVisible();
  await els.goto('/en/dashboard/machines');
  const elsCard = els.getByRole('form', { name: `Nilfisk ${model}` });
  await expect(elsCard.getByLabel(en['machinesPage.site'])).toHaveValue(site);
  // Els removes it again, which leaves the company's list as the test found it.
  await elsCard.getByRole('button', { name: en['machinesPage.remove'] }).click();
  await expect(elsCard).toHaveCount(0);
  await colleague.close();
});

test('a product page says whether the product fits the shopper’s machines', async ({ page }) => {
  const data = catalog();
  const fitting = data.families.find((f) => f.typeIds.includes('t-nilfisk-attix-30'))!;
  const other = data.families.find(
    (f) => f.category === 'bag' && !f.typeIds.includes('t-nilfisk-attix-30'),
  )!;
  await page.goto('/en');
  await waitForApp(page);
  await chooseInFinder(page, 'Nilfisk', 'Attix 30');
  await page.getByRole('button', { name: say('machines.save', 'Nilfisk Attix 30') }).click();

  await page.goto(`/en/detail/${fitting.slug}`);
  await expect(page.getByText(say('machines.fits', 'Nilfisk Attix 30'))).toBeVisible();
  await page.goto(`/en/detail/${other.slug}`);
  await expect(page.getByText(en['machines.fitsNone'])).toBeVisible();
});

test('a model’s results page offers to save that model', async ({ page }) => {
  await page.goto('/en/results/nilfisk/attix-30');
  await waitForApp(page);
  await page.getByRole('button', { name: say('machines.save', 'Nilfisk Attix 30') }).click();
  await expect(page.getByText(say('machines.saved', 'Nilfisk Attix 30'))).toBeVisible();
  await page.goto('/en');
  await waitForApp(page);
  await expect(yourMachines(page).getByRole('link', { name: 'Nilfisk Attix 30' })).toBeVisible();
});

test('re-order puts the same pack and amount in the cart', async ({ page }) => {
  // A new buyer of the demo shop (the projects share the demo data): an Attix 30 saved, and an
  // order of 3 × the 10-piece pack of its synthetic bags, not the smallest pack nor one of it.
  const email = uniqueEmail('reorder');
  await createAccount(page.request, email, PASSWORD);
  const headers = await apiHeadersOf(page.request, email, PASSWORD);
  const machine = await page.request.post('/api/machines', {
    headers,
    data: { brandId: 'b-nilfisk', typeId: 't-nilfisk-attix-30' },
  });
  expect(machine.status()).toBe(201);
  const order = await page.request.post('/api/orders', {
    headers,
    data: {
      items: [{ id: NILFISK_10, amount: 3 }],
      deliveryAddress: {
        name: 'Re Order',
        address: 'Stationsplein 1',
        postalcode: '3511 ED',
        city: 'Utrecht',
        country: 'NL',
        telephone: '+31 30 123 4567',
        isDefaultDelivery: true,
      },
      paymentMethod: 'bank',
      idempotencyKey: `reorder-${Date.now().toString(36)}`,
    },
  });
  expect(order.ok()).toBe(true);
  const family = catalog().packagingById.get(NILFISK_10)!.family;
  const pack = `${family.names.en}, 10 pieces`;

  await logIn(page, email, PASSWORD, '/en');
  const home = yourMachines(page);
  const last = home.getByRole('group', {
    name: en['machines.reorder.last'].replace('{machine}', 'Nilfisk Attix 30'),
  });
  await expect(last.getByRole('link', { name: `${pack} × 3` })).toBeVisible();
  await expectNoViolations(page);
  await last.getByRole('button', { name: en['cart.add.button'] }).click();
  await expect(page.getByRole('dialog', { name: en['cart.add.title'] })).toBeVisible();
  expect(await storedCart(page)).toEqual([`${NILFISK_10}×3`]);
  await page.getByRole('button', { name: en['cart.add.continue'] }).click();

  // The account page lists it under the machine, with the same one click.
  await page.goto('/en/dashboard/machines');
  const ordered = page.getByRole('form', { name: 'Nilfisk Attix 30' }).getByRole('region', {
    name: en['machines.reorder.title'].replace('{machine}', 'Nilfisk Attix 30'),
  });
  await expect(ordered.getByRole('listitem')).toHaveCount(1);
  await expect(ordered.getByRole('link', { name: `${pack} × 3` })).toBeVisible();
  await expectNoViolations(page);
  await ordered.getByRole('button', { name: en['cart.add.button'] }).click();
  await expect(page.getByRole('dialog', { name: en['cart.add.title'] })).toBeVisible();
  expect(await storedCart(page)).toEqual([`${NILFISK_10}×6`]);
});

/** The detail slug of each product card in the results list (not home's rows), in its order. */
const cardSlugs = async (page: Page) => {
  await expect(
    page.getByRole('heading', { level: 2, name: en['results.listHeading'] }),
  ).toBeAttached();
  return page
    .locator('main article a[href*="/detail/"]')
    .evaluateAll((links) => [
      ...new Set(
        links.map((a) => (a as HTMLAnchorElement).pathname.replace(/^\/en\/detail\//, '')),
      ),
    ]);
};
const ATTIX_30 = 't-nilfisk-attix-30';
const fitsAttix30 = (slug: string) =>
  catalog()
    .families.find((f) => f.slug === slug)
    ?.typeIds.includes(ATTIX_30) ?? false;

/** Types into the header search; the combobox takes over the field on focus. */
async function typeInHeaderSearch(page: Page, text: string) {
  await page.getByRole('textbox', { name: en['search.label'] }).focus();
  await expect(page.getByRole('combobox', { name: en['search.label'] })).toBeFocused();
  await page.keyboard.type(text);
}

test('fits my machines narrows the results', async ({ page }) => {
  await page.goto('/en/results?q=nilfisk');
  await waitForApp(page);
  await expect(page.locator('main article').first()).toBeVisible();
  // No machines yet: no such filter.
  const fitsBox = page.getByRole('checkbox', { name: /^Fits my machines/ });
  await expect(fitsBox).toHaveCount(0);

  await page.goto('/en');
  await waitForApp(page);
  await chooseInFinder(page, 'Nilfisk', 'Attix 30');
  await page.getByRole('button', { name: say('machines.save', 'Nilfisk Attix 30') }).click();
  await expect(page.getByText(say('machines.saved', 'Nilfisk Attix 30'))).toBeVisible();

  await typeInHeaderSearch(page, 'nilfisk');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/results\?q=nilfisk$/);
  await expect.poll(async () => (await cardSlugs(page)).length).toBeGreaterThan(0);
  const before = await cardSlugs(page);
  expect(before.some(fitsAttix30)).toBe(true);
  expect(before.some((slug) => !fitsAttix30(slug))).toBe(true);

  // By keyboard, in the sidebar or (phone) the filters sheet.
  if (page.viewportSize()!.width < 1024)
    await page.getByRole('button', { name: new RegExp(`^${en['filters.title']}`) }).click();
  const label = `${en['filters.machines.fits']} (${before.filter(fitsAttix30).length})`;
  const box = page.getByRole('checkbox', { name: label });
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await expect(page).toHaveURL(/[?&]fits=1/);
  if (page.viewportSize()!.width < 1024) await page.keyboard.press('Escape');

  await expect.poll(() => cardSlugs(page)).toEqual(before.filter(fitsAttix30));
  await page.reload();
  await waitForApp(page);
  await expect.poll(() => cardSlugs(page)).toEqual(before.filter(fitsAttix30));
  if (page.viewportSize()!.width < 1024)
    await page.getByRole('button', { name: new RegExp(`^${en['filters.title']}`) }).click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
});

test('products that fit the shopper’s machine come first in the suggestions and the results', async ({
  page,
}) => {
  const productOptions = () =>
    page
      .getByRole('listbox', { name: en['search.label'] })
      .getByRole('group', { name: en['search.group.product'] })
      .getByRole('option');
  // Without machines the first product suggested for "hepa filter" is for another machine.
  await page.goto('/en');
  await waitForApp(page);
  await typeInHeaderSearch(page, 'hepa filter');
  await expect(productOptions().first()).toBeVisible();
  await expect(productOptions().first()).not.toContainText('Attix 30');

  await page.goto('/en');
  await waitForApp(page);
  await chooseInFinder(page, 'Nilfisk', 'Attix 30');
  await page.getByRole('button', { name: say('machines.save', 'Nilfisk Attix 30') }).click();
  await expect(page.getByText(say('machines.saved', 'Nilfisk Attix 30'))).toBeVisible();

  await typeInHeaderSearch(page, 'hepa filter');
  await expect(productOptions().first()).toContainText('Nilfisk Attix 30');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/results\?q=hepa%20filter$/);
  await expect.poll(async () => fitsAttix30((await cardSlugs(page))[0] ?? '')).toBe(true);
});
