import { expect, test, type Page } from '@playwright/test';
import { logOutThroughMenu } from './support/account';
import { expectNoViolations } from './support/axe';
import { addFromProductPage, storedCart } from './support/cart';
import { CHECKOUT } from './support/checkout';
import { en, languages, messages, type Language } from './support/messages';

/** The demo data lives as long as the server: every run registers new people and companies. */
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
const uniqueEmail = (who: string) => `${who}-${unique()}@example.nl`;
/** 8 digits, never a seeded company's (12345678, 87654321 are far from this range's start). */
const uniqueKvk = () => String(20_000_000 + ((Date.now() + Math.floor(Math.random() * 1e6)) % 6e7));
const uniqueBelgianVat = () => `BE 0${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

const PASSWORD = 'Nieuw!Wachtw00rd';

async function fillLoginData(page: Page, email: string, t = en) {
  await page.getByLabel(t['login.email']).fill(email);
  await page.getByLabel(t['login.password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(t['register.passwordRepeat']).fill(PASSWORD);
}

async function chooseType(
  page: Page,
  choice: 'register.choice.personal' | 'register.choice.company',
) {
  await page.goto('/en/auth/_signup');
  await expect(page.getByText(en['register.promise'])).toBeVisible();
  await page.getByRole('radio', { name: en[choice] }).check();
  await page.getByRole('button', { name: en['register.next'], exact: true }).click();
}

async function finish(page: Page, t = en) {
  await page.getByRole('button', { name: t['register.submit'], exact: true }).click();
}

async function fillCompany(page: Page, company: { country?: string; number: string }) {
  await page.getByLabel(en['register.companyName']).fill('Glans Facilitair');
  if (company.country)
    await page.getByLabel(en['register.country']).selectOption({ label: company.country });
  const number = company.country ? en['register.vatNumber'] : en['register.kvkNumber'];
  await page.getByLabel(number).fill(company.number);
  await page.getByLabel(en['register.contactFirstname']).fill('Noor');
  await page.getByLabel(en['register.contactLastname']).fill('Visser');
}

/** A business user sees prices excl. VAT (requirements §3.2): on every card of a results page. */
async function expectPricesExclVat(page: Page) {
  await page.goto('/en/results/nilfisk');
  const labels = page.locator('main article').getByText(en['price.exclVat'], { exact: true });
  await expect(labels.first()).toBeVisible();
  await expect(
    page.locator('main article').getByText(en['price.inclVat'], { exact: true }),
  ).toHaveCount(0);
}

test('a private buyer registers, logs out and logs in again with the password', async ({
  page,
}) => {
  const email = uniqueEmail('fleur');
  await chooseType(page, 'register.choice.personal');
  await expect(page).toHaveURL(/\/en\/auth\/register-personal$/);
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await page.getByRole('radio', { name: en['register.salutation.female'] }).check();
  await page.getByLabel(en['register.firstname']).fill('Fleur');
  await page.getByLabel(en['register.lastname']).fill('van Dijk');
  await fillLoginData(page, email);
  await finish(page);
  // The guest-only guard sends the new user home.
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText(en['register.success.text'])).toBeVisible();

  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByLabel(en['login.email']).fill(email);
  await page.getByLabel(en['login.password'], { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en['login.submit'], exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: en['menu.login'], exact: true })).toHaveCount(0);
});

test('a guest registers from checkout and is back at checkout, logged in, with the cart', async ({
  page,
}) => {
  // A product page, checkout, both registration steps and a reload: a long journey.
  test.slow();
  await addFromProductPage(page, 'en');
  await page.goto(CHECKOUT);
  const cart = await storedCart(page);
  expect(cart).toHaveLength(1);
  // As a pattern: the encoded path has no character special in one.
  const returnTo = `\\?returnTo=${encodeURIComponent(CHECKOUT)}`;
  await page
    .getByRole('region', { name: en['checkout.who.heading'] })
    .getByRole('link', { name: en['checkout.who.register'], exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/en/auth/_signup${returnTo}$`));
  await page.getByRole('radio', { name: en['register.choice.personal'] }).check();
  await page.getByRole('button', { name: en['register.next'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/auth/register-personal${returnTo}$`));
  // A reload between the steps keeps the way back: it is in the address.
  await page.reload();
  await page.getByRole('radio', { name: en['register.salutation.female'] }).check();
  await page.getByLabel(en['register.firstname']).fill('Fleur');
  await page.getByLabel(en['register.lastname']).fill('van Dijk');
  await fillLoginData(page, uniqueEmail('checkout'));
  await finish(page);

  await expect(page).toHaveURL(new RegExp(`${CHECKOUT}$`));
  await expect(page.getByText(en['register.success.text'])).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.checkout.title']);
  await expect(page.getByRole('region', { name: en['checkout.who.heading'] })).toHaveCount(0);
  await expect(page.getByRole('link', { name: en['menu.login'], exact: true })).toHaveCount(0);
  expect(await storedCart(page)).toEqual(cart);
  await expect(page.getByRole('region', { name: en['cart.overview.title'] })).toBeVisible();
});

test('a Dutch company registers with its KvK number and sees prices excl. VAT', async ({
  page,
}) => {
  await chooseType(page, 'register.choice.company');
  await expect(page).toHaveURL(/\/en\/auth\/register-company$/);
  await fillCompany(page, { number: uniqueKvk() });
  await fillLoginData(page, uniqueEmail('noor'));
  await finish(page);
  await expect(page).toHaveURL(/\/en$/);
  await expectPricesExclVat(page);
});

test('a Belgian company registers with its VAT number and sees prices excl. VAT', async ({
  page,
}) => {
  await page.goto('/en/auth/register-company');
  await fillCompany(page, { country: 'Belgium', number: uniqueBelgianVat() });
  await fillLoginData(page, uniqueEmail('noor'));
  await finish(page);
  await expect(page).toHaveURL(/\/en$/);
  await expectPricesExclVat(page);
});

test('a wrong KvK number is caught before anything is sent', async ({ page }) => {
  let signUps = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/auth/signup')) signUps += 1;
  });
  await page.goto('/en/auth/register-company');
  await fillCompany(page, { number: '1234567' });
  await fillLoginData(page, uniqueEmail('noor'));
  await finish(page);
  await expect(page.getByText(en['validation.kvkNumber'])).toBeVisible();
  expect(signUps).toBe(0);
});

/** Empty submit on each screen shows its field errors; the personal form also its alert. */
const screens: { path: string; titleId: keyof typeof en; submitId: keyof typeof en }[] = [
  { path: 'auth/_signup', titleId: 'page.signup.title', submitId: 'register.next' },
  {
    path: 'auth/register-personal',
    titleId: 'page.registerPersonal.title',
    submitId: 'register.submit',
  },
  {
    path: 'auth/register-company',
    titleId: 'page.registerCompany.title',
    submitId: 'register.submit',
  },
  {
    path: 'auth/register-company-id',
    titleId: 'page.registerCompanyId.title',
    submitId: 'register.submit',
  },
];

async function showAlert(page: Page, lang: Language) {
  const t = messages[lang];
  await page.getByLabel(t['register.firstname'], { exact: true }).fill('Anna');
  await page.getByLabel(t['register.lastname'], { exact: true }).fill('de Vries');
  // A demo account's address: the sign-up fails with a field error and the form-level alert.
  await fillLoginData(page, 'anna@example.nl', t);
  // Leaving the e-mail field asks whether the address is taken; the shopper sees the answer by the
  // field and then presses the button: the sign-up's refusal adds the form-level alert.
  await expect(page.getByText(t['register.error.emailExists'])).toBeVisible();
  await finish(page, t);
  await expect(page.getByRole('alert')).toContainText(t['register.failed']);
}

for (const lang of languages) {
  test(`the registration screens have no axe violations (${lang})`, async ({ page }) => {
    test.slow();
    const t = messages[lang];
    for (const screen of screens) {
      await page.goto(`/${lang}/${screen.path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t[screen.titleId]);
      await test.step(`${screen.path}`, () => expectNoViolations(page));
      await page.getByRole('button', { name: t[screen.submitId], exact: true }).click();
      await expect(page.getByText(t['validation.required']).first()).toBeVisible();
      await test.step(`${screen.path} with errors`, () => expectNoViolations(page));
      if (screen.path === 'auth/register-personal') {
        await showAlert(page, lang);
        await test.step(`${screen.path} with the alert`, () => expectNoViolations(page));
      }
    }
  });
}
