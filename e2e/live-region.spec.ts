/**
 * The add-to-cart result in a live region (WCAG 4.1.3): the shop's polite status
 * region is in the page, empty, before anything is added (screen readers only follow regions they
 * already know), and after an add it says what was added and how many items the cart holds, in
 * every language. Covered where the shop has add-to-cart buttons: a product page and the
 * favourites list (the results list links to product pages and has no add-to-cart button).
 */
import { expect, test, type Page } from '@playwright/test';
import { catalog } from '../demo-api/db/catalog/index';
import { createAccount, submitLogin, uniqueEmail } from './support/account';
import { en, languages, messages, type Language } from './support/messages';
import { waitForApp } from './support/app-ready';

const family = catalog().families.find(
  (f) => f.slug === 'nilfisk/attix-30/synthetic-dust-bags-5-layer',
)!;

const liveRegion = (page: Page) => page.getByTestId('live-announcer');

/** The cart count sentence as the locale file words it (the number is the last part). */
const countSentence = (lang: Language, count: number) => {
  const pattern = messages[lang]['cart.add.count'];
  const word = count === 1 ? /one \{# ([^}]*)\}/ : /other \{# ([^}]*)\}/;
  const noun = word.exec(pattern)![1];
  return pattern.replace(/\{count, plural,.*\}\}/, `${count} ${noun}`);
};

for (const lang of languages) {
  test(`adding on a product page is announced politely (${lang})`, async ({ page }) => {
    const t = messages[lang];
    await page.goto(`/${lang}/detail/${family.slug}`);
    // The prerendered button does nothing until the app has hydrated the page.
    await waitForApp(page);
    const region = liveRegion(page);
    await expect(region).toHaveAttribute('role', 'status');
    await expect(region).toHaveAttribute('aria-live', 'polite');
    await expect(region).toBeEmpty();

    for (const count of [1, 2]) {
      await page.getByRole('button', { name: t['cart.add.button'] }).click();
      await expect(region).toContainText(family.names[lang]);
      await expect(region).toContainText(countSentence(lang, count));
      const dialog = page.getByRole('dialog', { name: t['cart.add.title'] });
      // The dialog says the same in its description (the page behind a modal is inert).
      await expect(dialog).toHaveAccessibleDescription(new RegExp(countSentence(lang, count)));
      await dialog.getByRole('button', { name: t['cart.add.continue'] }).click();
      await expect(dialog).toBeHidden();
    }
  });
}

test('adding from the favourites list is announced politely', async ({ page }) => {
  const email = uniqueEmail('live-region');
  await createAccount(page.request, email, 'Sterk!Wachtw00rd');
  const detail = `/en/detail/${family.slug}`;
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(detail)}`);
  await submitLogin(page, email, 'Sterk!Wachtw00rd');
  await expect(page).toHaveURL(new RegExp(`${detail}$`));
  await page.getByRole('button', { name: en['favorites.toggle'] }).click();
  await expect(page.getByRole('button', { name: en['favorites.toggle'] })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/en/dashboard/favorites');
  const item = page.getByRole('article', { name: family.names.en, exact: true });
  await expect(liveRegion(page)).toBeEmpty();
  await item.getByRole('button', { name: en['cart.add.button'] }).click();
  await expect(liveRegion(page)).toContainText(
    `${family.names.en} (`, // the product with its packaging, e.g. '… (5 pieces)'
  );
  await expect(liveRegion(page)).toContainText(countSentence('en', 1));
});
