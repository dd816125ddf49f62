import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
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
