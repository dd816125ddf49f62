/**
 * Journeys of business buyers across features: joining the company from the profile and then
 * seeing its orders, and a sign-up that says the e-mail is taken before it is sent.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { createAccount, submitLogin, uniqueEmail } from './support/account';
import { joinCodeSeenBy } from './support/company';
import { languages, messages } from './support/messages';

const CLEANPRO_KVK = '87654321';

for (const lang of languages) {
  const t = messages[lang];

  test(`a new user joins CleanPro from the profile and then sees its orders (${lang})`, async ({
    page,
  }) => {
    const joinCode = await joinCodeSeenBy(page.request, 'jan@cleanpro.example.nl');
    const email = uniqueEmail('joiner');
    await createAccount(page.request, email, DEMO_PASSWORD);

    await page.goto(`/${lang}/dashboard/profile`);
    await submitLogin(page, email, DEMO_PASSWORD, lang);
    const join = page.getByRole('region', { name: t['profile.join.title'] });
    await join.getByLabel(t['profile.join.kvkNumber']).fill(CLEANPRO_KVK);
    await join.getByLabel(t['profile.join.joinCode']).fill(joinCode);
    await join.getByRole('button', { name: t['profile.join.submit'] }).click();
    await expect(
      page.getByRole('status').filter({ hasText: t['profile.join.done.title'] }),
    ).toBeVisible();
    // The profile now shows the company, with the code to pass on to the next colleague.
    const company = page.getByRole('region', { name: t['profile.company.title'] });
    await expect(company.getByText('CleanPro Facility B.V.')).toBeVisible();
    await expect(company.getByText(joinCode)).toBeVisible();

    // The company's orders, placed by Jan and Els before this user joined.
    await page.goto(`/${lang}/dashboard/orders`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article')).not.toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: 'VS-2025-000103' })).toBeVisible();
    // ...at business prices: excl. VAT.
    await page.goto(`/${lang}/results/nilfisk`);
    await expect(
      page.locator('main article').getByText(t['price.exclVat'], { exact: true }).first(),
    ).toBeVisible();
  });

  test(`sign-up says the e-mail is taken as the shopper leaves the field (${lang})`, async ({
    page,
  }) => {
    let signUps = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/auth/signup')) signUps += 1;
    });
    await page.goto(`/${lang}/auth/register-personal`);
    const field = page.getByLabel(t['login.email']);
    await field.fill('anna@example.nl');
    await field.blur();
    await expect(page.getByText(t['register.error.emailExists'])).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(signUps).toBe(0);
    // A free address takes the complaint away.
    await field.fill(uniqueEmail('free'));
    await field.blur();
    await expect(page.getByText(t['register.error.emailExists'])).toHaveCount(0);
  });
}
