/**
 * axe on the screens and states business buyers and returning customers added, in every language:
 * checkout's invoice step with another invoice address, an order with its reference, invoice
 * address and who placed it, the company sign-up for an EU and a non-EU country, the guest order
 * lookup (empty, refused and not found), and the results filters (the sidebar on a desktop, the
 * sheet open on a phone).
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../demo-api/db/users';
import { isPhone, submitLogin } from './support/account';
import { waitForApp } from './support/app-ready';
import { expectNoViolations } from './support/axe';
import { addFromProductPage } from './support/cart';
import { languages, messages, type Language } from './support/messages';

async function logIn(page: Page, lang: Language, email: string, to: string) {
  await page.goto(`/${lang}/auth/login?returnTo=${encodeURIComponent(to)}`);
  await submitLogin(page, email, DEMO_PASSWORD, lang);
  await expect(page).toHaveURL(new RegExp(`${to}$`));
}

for (const lang of languages) {
  const t = messages[lang];

  test(`checkout's invoice step and a company order pass axe (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    await addFromProductPage(page, lang);
    await logIn(page, lang, 'jan@cleanpro.example.nl', `/${lang}/dashboard/checkout`);
    await page.getByLabel(t['checkout.invoice.reference']).fill('x'.repeat(36));
    await page.getByLabel(t['checkout.invoice.same']).uncheck();
    // Ordering with a too-long reference and an empty invoice address: the fields say why.
    await page.getByRole('button', { name: t['checkout.submit.invoice'] }).click();
    await expect(page.getByLabel(t['checkout.invoice.reference'])).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expectNoViolations(page);

    // Els's order at the depot, invoiced to head office, seen by her colleague Jan.
    await page.goto(`/${lang}/dashboard/orders/VS-2026-000108`);
    await expect(
      page.getByRole('region', { name: t['orderDetail.billingAddress.title'] }),
    ).toBeVisible();
    await expect(page.getByText('Els Bakker').first()).toBeVisible();
    await expectNoViolations(page);
    await page.goto(`/${lang}/dashboard/orders`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoViolations(page);
  });

  test(`company sign-up for an EU and a non-EU country passes axe (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/auth/register-company`);
    await page.getByLabel(t['register.country']).selectOption('DE');
    await expect(page.getByLabel(t['register.vatNumber.optional'])).toBeVisible();
    await page.getByRole('button', { name: t['register.submit'], exact: true }).click();
    await expect(page.getByText(t['validation.required']).first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel(t['register.country']).selectOption('CH');
    await expect(page.getByText(t['register.company.outsideEu'])).toBeVisible();
    await expectNoViolations(page);
  });

  test(`the order lookup passes axe: empty, refused and not found (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/order-lookup`);
    await page.getByRole('button', { name: t['orderLookup.submit'] }).click();
    await expect(page.getByText(t['validation.required']).first()).toBeVisible();
    await expectNoViolations(page);
    await page.getByLabel(t['orderLookup.orderNumber']).fill('VS-2025-000101');
    await page.getByLabel(t['orderLookup.email']).fill('nobody@example.nl');
    await page.getByRole('button', { name: t['orderLookup.submit'] }).click();
    await expect(page.getByText(t['orderLookup.notFound.title'])).toBeVisible();
    await expectNoViolations(page);
  });

  test(`the results filters pass axe, sheet open on a phone (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/results/nilfisk`);
    await waitForApp(page);
    await expect(page.locator('main article').first()).toBeVisible();
    if (isPhone(page)) {
      await page.getByRole('button', { name: new RegExp(`^${t['filters.title']}`) }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    const paper = page.getByRole('checkbox', { name: new RegExp(t['filters.material.paper']) });
    await paper.first().click();
    await expect(page).toHaveURL(/material=paper/);
    await expect(paper.first()).toBeChecked();
    await expectNoViolations(page);
  });
}
