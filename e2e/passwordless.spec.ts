import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { SEEDED_CART, seedCart, storedCart } from './support/cart';
import { en, languages, messages, type Language } from './support/messages';

/** A unique address per run and project: a passwordless login makes it a new private account. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;

/** The newest login mail the demo mailbox holds for the address. */
async function loginMail(request: APIRequestContext, email: string) {
  const response = await request.get(`/__demo/mailbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { link: string; code: string | null }[] };
  const mail = mails.at(-1);
  expect(mail?.code).toBeTruthy();
  return { link: mail!.link, code: mail!.code! };
}

/** From the login page to the code screen, as the shopper does it. */
async function requestLoginMail(page: Page, lang: Language, email: string) {
  const t = messages[lang];
  await page.goto(`/${lang}/auth/login`);
  await page.getByRole('button', { name: t['passwordless.start'] }).click();
  await expect(page.getByRole('heading', { name: t['passwordless.email.title'] })).toBeFocused();
  await page.getByLabel(t['login.email']).fill(email);
  await page.getByRole('button', { name: t['passwordless.email.submit'] }).click();
  await expect(page.getByRole('heading', { name: t['passwordless.code.title'] })).toBeVisible();
}

async function expectLoggedInAtHome(page: Page) {
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: en['menu.login'], exact: true })).toHaveCount(0);
}

test('a shopper logs in by the magic link from the mailbox', async ({ page }) => {
  const email = uniqueEmail('link');
  await requestLoginMail(page, 'en', email);
  const { link } = await loginMail(page.request, email);
  expect(link).toMatch(/^\/en\/auth\/_magic-link\?preAuthSessionId=[\w-]+&tenantId=public#.+$/);
  await page.goto(link);
  await expectLoggedInAtHome(page);
  await expect(page.getByText(en['magicLink.success'])).toBeVisible();

  // The link works once: opened again (logged out), it says so and offers a new one.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(en['magicLink.failed.restart']);
  await expect(page.getByRole('heading', { name: en['magicLink.requestNew'] })).toBeVisible();
});

test('a shopper logs in by typing the mailed code', async ({ page }) => {
  const email = uniqueEmail('code');
  await requestLoginMail(page, 'en', email);
  const { code } = await loginMail(page.request, email);
  await page.getByLabel(en['passwordless.code.label']).fill(code);
  await page.getByRole('button', { name: en['passwordless.code.submit'], exact: true }).click();
  await expectLoggedInAtHome(page);
});

test('the code screen survives a reload, and a resent code works', async ({ page }) => {
  const email = uniqueEmail('resend');
  await requestLoginMail(page, 'en', email);
  await page.reload();
  await expect(page.getByRole('heading', { name: en['passwordless.code.title'] })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: en['passwordless.resend'] }).click();
  await expect(
    page.getByRole('status').filter({ hasText: en['passwordless.resent'] }),
  ).toBeVisible();
  const { code } = await loginMail(page.request, email);
  await page.getByLabel(en['passwordless.code.label']).fill(code);
  await page.getByRole('button', { name: en['passwordless.code.submit'], exact: true }).click();
  await expectLoggedInAtHome(page);
});

test('half-way through checkout, the link opened in a tab of its own brings the cart, and the first tab goes on logged in', async ({
  page,
  context,
}) => {
  await seedCart(page);
  await page.goto('/en/dashboard/checkout');
  await page.getByRole('main').getByRole('button', { name: en['menu.login'], exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: en['passwordless.start'] }).click();
  const email = uniqueEmail('checkout');
  await dialog.getByLabel(en['login.email']).fill(email);
  await dialog.getByRole('button', { name: en['passwordless.email.submit'] }).click();
  await expect(dialog.getByRole('heading', { name: en['passwordless.code.title'] })).toBeVisible();

  // A mail client opens the link in a new tab, whose session storage holds no cart.
  const { link } = await loginMail(page.request, email);
  const linkTab = await context.newPage();
  await linkTab.goto(link);
  await expect(linkTab).toHaveURL(/\/en\/dashboard\/checkout$/);
  await expect(linkTab.getByText(en['checkout.empty'])).toHaveCount(0);
  await expect(linkTab.getByRole('main')).toContainText('Nilfisk Attix 30');
  expect(await storedCart(linkTab)).toEqual(SEEDED_CART);

  // Back in the first tab, the shopper is logged in there too, without typing the code.
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: en['checkout.who.heading'] })).toHaveCount(0);
  await expect(page.getByRole('link', { name: en['menu.login'], exact: true })).toHaveCount(0);
  expect(await storedCart(page)).toEqual(SEEDED_CART);
});

for (const lang of languages) {
  test(`the code screen has no axe violations, errors included (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await requestLoginMail(page, lang, uniqueEmail(`axe-${lang}`));
    await expectNoViolations(page);
    await page.getByLabel(t['passwordless.code.label']).fill('000000x');
    await page.getByRole('button', { name: t['passwordless.code.submit'], exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(t['login.failed']);
    await expectNoViolations(page);
  });

  test(`the magic-link page has no axe violations when the link fails (${lang})`, async ({
    page,
  }) => {
    const t = messages[lang];
    await page.goto(
      `/${lang}/auth/_magic-link?preAuthSessionId=unknown&tenantId=public#not-a-code`,
    );
    await expect(page.getByRole('alert')).toContainText(t['magicLink.failed.restart']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['login.failed']);
    await expectNoViolations(page);
  });
}
