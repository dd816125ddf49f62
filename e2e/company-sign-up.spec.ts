/**
 * Companies requirements §4.1 treats as businesses though they have no EU VAT number, in every
 * language: a German company without one registers as a business and pays German VAT; a Swiss
 * company registers without any number and sees the customs clearance instead of VAT.
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from './support/account';
import { addFromProductPage } from './support/cart';
import { languages, messages, type Language } from './support/messages';

const PASSWORD = 'Nieuw!Wachtw00rd';

async function registerCompany(page: Page, lang: Language, country: string, name: string) {
  const t = messages[lang];
  await page.goto(`/${lang}/auth/register-company`);
  await page.getByLabel(t['register.country']).selectOption(country);
  await page.getByLabel(t['register.companyName']).fill(name);
  await page.getByLabel(t['register.contactFirstname'], { exact: true }).fill('Kim');
  await page.getByLabel(t['register.contactLastname'], { exact: true }).fill('Weber');
  await page.getByLabel(t['login.email']).fill(uniqueEmail(`company-${country.toLowerCase()}`));
  await page.getByLabel(t['login.password'], { exact: true }).fill(PASSWORD);
  await page.getByLabel(t['register.passwordRepeat']).fill(PASSWORD);
  await page.getByRole('button', { name: t['register.submit'], exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}$`));
  await expect(page.getByText(t['register.success.text'])).toBeVisible();
}

/** The cart of one product, with its cost overview. */
async function cartSummary(page: Page, lang: Language) {
  await addFromProductPage(page, lang);
  await page.goto(`/${lang}/dashboard/cart`);
  return page.getByRole('region', { name: messages[lang]['cart.overview.title'] });
}

const vat = (lang: Language, rate: number) =>
  messages[lang]['cart.overview.vat'].replace('{rate}', String(rate));

for (const lang of languages) {
  const t = messages[lang];

  test(`a German company without a VAT number registers as a business and pays German VAT (${lang})`, async ({
    page,
  }) => {
    await registerCompany(page, lang, 'DE', `Reinigung Weber ${Date.now()}`);
    // No VAT field was required: the form offered it as optional and nothing was typed.
    const summary = await cartSummary(page, lang);
    await expect(summary).toContainText(vat(lang, 19));
    await expect(summary).not.toContainText(t['cart.overview.reverseCharge']);
    // Business prices: the product list shows excl. VAT.
    await page.goto(`/${lang}/results/nilfisk`);
    await expect(
      page.locator('main article').getByText(t['price.exclVat'], { exact: true }).first(),
    ).toBeVisible();
  });

  test(`a Swiss company registers without a VAT number and sees the customs clearance (${lang})`, async ({
    page,
  }) => {
    await page.goto(`/${lang}/auth/register-company`);
    await page.getByLabel(t['register.country']).selectOption('CH');
    await expect(page.getByText(t['register.company.outsideEu'])).toBeVisible();
    await expect(page.getByLabel(t['register.vatNumber.optional'])).toHaveCount(0);
    await expect(page.getByLabel(t['register.kvkNumber'])).toHaveCount(0);

    await registerCompany(page, lang, 'CH', `Reinigung Alpen ${Date.now()}`);
    const summary = await cartSummary(page, lang);
    await expect(summary).toContainText(t['cart.overview.customs']);
    await expect(summary).not.toContainText(vat(lang, 19));
    await expect(summary).not.toContainText(vat(lang, 21));
  });
}
