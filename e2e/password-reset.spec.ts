import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe';
import { en, languages, messages } from './support/messages';

const OLD_PASSWORD = 'Start!2345';
const NEW_PASSWORD = 'Nieuw!Wachtw00rd';

/** A unique address per run and project: the demo data lives as long as the server. */
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;

/** A user with a password, made straight through the FDI (registering is another screen's job). */
async function createUser(request: APIRequestContext, email: string) {
  const response = await request.post('/auth/signup', {
    headers: { rid: 'emailpassword' },
    data: {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: OLD_PASSWORD },
      ],
    },
  });
  expect(await response.json()).toMatchObject({ status: 'OK' });
}

/** The newest link the demo mailbox holds for the address. */
async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.get(`/__demo/mailbox?to=${encodeURIComponent(email)}`);
  const { mails } = (await response.json()) as { mails: { link: string }[] };
  const link = mails.at(-1)?.link;
  expect(link).toBeTruthy();
  return link!;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel(en['login.email']).fill(email);
  await page.getByLabel(en['login.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: en['login.submit'], exact: true }).click();
}

test('a shopper resets the password by the mailed link and logs in with it', async ({ page }) => {
  const email = uniqueEmail('reset');
  await createUser(page.request, email);

  await page.goto('/en/auth/login');
  await page.getByRole('link', { name: en['login.forgotPassword'] }).click();
  await expect(page).toHaveURL(/\/en\/auth\/password-forgot$/);
  await page.getByLabel(en['login.email']).fill(email);
  await page.getByRole('button', { name: en['passwordForgot.submit'] }).click();
  await expect(
    page.getByRole('status').filter({ hasText: en['passwordForgot.sent'] }),
  ).toBeVisible();

  await page.goto(await mailedLink(page.request, email));
  await page.getByLabel(en['passwordReset.password'], { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(en['passwordReset.repeat'], { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: en['passwordReset.submit'] }).click();
  await expect(page).toHaveURL(/\/en\/auth\/login$/);
  await expect(page.getByText(en['passwordReset.success.title'])).toBeVisible();

  await logIn(page, email, OLD_PASSWORD);
  await expect(page.getByRole('alert')).toContainText(en['login.failed']);
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('link', { name: en['menu.login'], exact: true })).toHaveCount(0);
});

test('a used reset link says the reset failed and offers a new link', async ({ page }) => {
  const email = uniqueEmail('reset-twice');
  await createUser(page.request, email);
  await page.request.post('/auth/user/password/reset/token', {
    headers: { rid: 'emailpassword', 'x-locale': 'en' },
    data: { formFields: [{ id: 'email', value: email }] },
  });
  const link = await mailedLink(page.request, email);
  for (const attempt of [1, 2]) {
    await page.goto(link);
    await page.getByLabel(en['passwordReset.password'], { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(en['passwordReset.repeat'], { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: en['passwordReset.submit'] }).click();
    if (attempt === 1) await expect(page).toHaveURL(/\/en\/auth\/login$/);
  }
  await expect(page.getByRole('alert')).toContainText(en['passwordReset.failed']);
  await page.getByRole('link', { name: en['passwordReset.requestNewLink'] }).click();
  await expect(page).toHaveURL(/\/en\/auth\/password-forgot$/);
});

for (const lang of languages) {
  test(`the forgot-password page has no axe violations (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await page.goto(`/${lang}/auth/password-forgot`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t['page.passwordForgot.title'],
    );
    await expectNoViolations(page);
    await page.getByRole('button', { name: t['passwordForgot.submit'] }).click();
    await expect(page.getByText(t['validation.required'])).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel(t['login.email']).fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: t['passwordForgot.submit'] }).click();
    await expect(page.getByText(t['passwordForgot.sent'])).toBeVisible();
    await expectNoViolations(page);
  });

  test(`the reset page has no axe violations, errors included (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await page.goto(`/${lang}/password-reset?token=not-a-real-token&tenantId=public`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.passwordReset.title']);
    await expectNoViolations(page);
    // Field errors: the rules, and the repeat that differs.
    await page.getByLabel(t['passwordReset.password'], { exact: true }).fill('abc');
    await page.getByLabel(t['passwordReset.repeat'], { exact: true }).fill('abd');
    await page.getByRole('button', { name: t['passwordReset.submit'] }).click();
    await expect(page.getByText(t['validation.passwordMismatch'])).toBeVisible();
    await expectNoViolations(page);
    // The unknown token: 'Password reset failed' with the way to a new link.
    await page.getByLabel(t['passwordReset.password'], { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel(t['passwordReset.repeat'], { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: t['passwordReset.submit'] }).click();
    await expect(page.getByRole('alert')).toContainText(t['passwordReset.failed']);
    await expect(page.getByRole('link', { name: t['passwordReset.requestNewLink'] })).toBeVisible();
    await expectNoViolations(page);
  });
}
