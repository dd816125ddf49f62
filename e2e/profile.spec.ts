import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { logOutThroughMenu, submitLogin } from './support/account';
import { expectNoViolations } from './support/axe';
import { en, languages, messages } from './support/messages';

const FIRST_PASSWORD = 'Eerste!Wachtw00rd';
const NEW_PASSWORD = 'Tweede!Wachtw00rd';

/** A fresh account per run and project: the demo data lives as long as the server. */
async function signUpFreshUser(page: Page): Promise<string> {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.nl`;
  const response = await page.request.post('/auth/signup', {
    headers: { rid: 'emailpassword', 'st-auth-mode': 'header' },
    data: {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: FIRST_PASSWORD },
      ],
    },
  });
  expect(response.ok()).toBe(true);
  expect(((await response.json()) as { status: string }).status).toBe('OK');
  return email;
}

test('a new user changes their name and password, then logs in with the new password', async ({
  page,
}) => {
  const email = await signUpFreshUser(page);
  await page.goto('/en/dashboard/profile');
  await submitLogin(page, email, FIRST_PASSWORD, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.profile.title']);
  await expect(page).toHaveURL(/\/en\/dashboard\/profile$/);

  const info = page.getByRole('region', { name: en['profile.info.title'] });
  await expect(info.getByText(email)).toBeVisible();
  await info.getByRole('radio', { name: en['profile.salutation.female'] }).check();
  await info.getByLabel(en['profile.firstname']).fill('Sanne');
  await info.getByLabel(en['profile.lastname']).fill('de Boer');
  await info.getByRole('button', { name: en['profile.info.submit'] }).click();
  await expect(
    page.getByRole('status').filter({ hasText: en['profile.info.saved.title'] }),
  ).toBeVisible();

  // The contact page shows the new name at once.
  await page.goto('/en/dashboard/contact');
  const you = page.getByRole('region', { name: en['contactPage.you.title'] });
  await expect(you.getByText('Sanne de Boer')).toBeVisible();
  await expect(page.getByText(en['contactPage.address.none'])).toBeVisible();

  await page.goto('/en/dashboard/profile');
  const password = page.getByRole('region', { name: en['profile.password.title'] });
  await password.getByLabel(en['profile.password.current']).fill(FIRST_PASSWORD);
  await password.getByLabel(en['profile.password.new'], { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel(en['profile.password.repeat']).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: en['profile.password.submit'] }).click();
  await expect(
    page.getByRole('status').filter({ hasText: en['profile.password.changed.title'] }),
  ).toBeVisible();
  await expect(password.getByLabel(en['profile.password.current'])).toHaveValue('');

  await logOutThroughMenu(page);
  await expect(page).toHaveURL(/\/auth\/login$/);
  await submitLogin(page, email, FIRST_PASSWORD, 'en');
  await expect(page.getByRole('alert')).toContainText(en['login.failed']);
  await submitLogin(page, email, NEW_PASSWORD, 'en');
  await expect(page).toHaveURL(/\/en$/);
});

test('a wrong current password is marked on its field', async ({ page }) => {
  const email = await signUpFreshUser(page);
  await page.goto('/en/dashboard/profile');
  await submitLogin(page, email, FIRST_PASSWORD, 'en');
  const password = page.getByRole('region', { name: en['profile.password.title'] });
  await password.getByLabel(en['profile.password.current']).fill('Wrong!2345');
  await password.getByLabel(en['profile.password.new'], { exact: true }).fill(NEW_PASSWORD);
  await password.getByLabel(en['profile.password.repeat']).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: en['profile.password.submit'] }).click();
  const current = password.getByLabel(en['profile.password.current']);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(password.getByText(en['profile.password.wrong'])).toBeVisible();
  await expect(current).toBeFocused();
});

for (const lang of languages) {
  test(`the profile and contact pages have no axe violations (${lang})`, async ({ page }) => {
    const t = messages[lang];
    // A business user, so the company card is scanned too; nothing is changed.
    await page.goto(`/${lang}/dashboard/profile`);
    await submitLogin(page, 'inkoop@dekker-bouw.example.nl', DEMO_PASSWORD, lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.profile.title']);
    await expect(page.getByRole('region', { name: t['profile.company.title'] })).toBeVisible();
    await expectNoViolations(page);

    // The error states too: every password field empty.
    await page.getByRole('button', { name: t['profile.password.submit'] }).click();
    await expect(page.getByText(t['validation.required']).first()).toBeVisible();
    await expectNoViolations(page);

    await page.goto(`/${lang}/dashboard/contact`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t['page.contact.title']);
    await expect(page.getByRole('region', { name: t['contactPage.address.title'] })).toContainText(
      'Soest',
    );
    await expect(page.getByRole('region', { name: t['contactPage.shop.title'] })).toContainText(
      'service@bagdirect.example',
    );
    await expectNoViolations(page);
  });
}
