import { expect, test, type Page } from '@playwright/test';
import { catalog } from '../demo-api/db/catalog/index';
import { createAccount, submitLogin, uniqueEmail } from './support/account';
import { expectNoViolations } from './support/axe';
import { en, languages, messages } from './support/messages';
import { waitForApp } from './support/app-ready';

const PASSWORD = 'Sterk!Wachtw00rd';

/** A product family of the seeded catalogue (the same every run). */
const family = catalog().families.find((f) => f.category === 'bag' && f.names.en)!;

/** A new private buyer, logged in through the login form, then sent on to `returnTo`. */
async function logInFreshUser(page: Page, returnTo: string) {
  const email = uniqueEmail('favourites');
  await createAccount(page.request, email, PASSWORD);
  await page.goto(`/en/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  await submitLogin(page, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${returnTo}$`));
}

const favourite = (page: Page, lang: keyof typeof messages = 'en') =>
  page.getByRole('article', { name: family.names[lang], exact: true });

test('a favourite marked on its page is on the favourites page, goes to the cart and is removed', async ({
  page,
}) => {
  const detail = `/en/detail/${family.slug}`;
  await logInFreshUser(page, detail);
  const heart = page.getByRole('button', { name: en['favorites.toggle'] });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart turns at once; the server's answer is awaited before the page is left by a full load,
  // which would cancel the request (a link followed in the app would not).
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/favorites\//.test(response.url()),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(204);

  await page.goto('/en/dashboard/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['page.favorites.title']);
  await expect(favourite(page)).toBeVisible();
  await expect(favourite(page).getByRole('link', { name: family.names.en })).toHaveAttribute(
    'href',
    detail,
  );

  await favourite(page).getByRole('button', { name: en['cart.add.button'] }).click();
  const added = page.getByRole('dialog', { name: en['cart.add.title'] });
  await expect(added).toContainText(family.names.en);
  await added.getByRole('button', { name: en['cart.add.continue'] }).click();
  await expect(added).toBeHidden();
  await expect(page.getByRole('link', { name: /Shopping cart, 1 item/ }).first()).toBeVisible();

  await favourite(page).getByRole('button', { name: en['favoritesPage.remove'] }).click();
  await expect(favourite(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: en['favoritesPage.empty.title'] })).toBeVisible();
  // The server agrees, and the heart on the product page is off again.
  await page.reload();
  await expect(page.getByRole('heading', { name: en['favoritesPage.empty.title'] })).toBeVisible();
  await page.goto(detail);
  await waitForApp(page);
  await expect(page.getByRole('button', { name: en['favorites.toggle'] })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test("a guest's heart opens the login dialog, and the login there makes the product a favourite", async ({
  page,
}) => {
  const email = uniqueEmail('heart');
  await createAccount(page.request, email, PASSWORD);
  const detail = `/en/detail/${family.slug}`;
  await page.goto(detail);
  await waitForApp(page);
  const heart = page.getByRole('button', { name: en['favorites.toggle'] });
  await expect(heart).toBeEnabled();
  await heart.click();
  const dialog = page.getByRole('dialog', { name: en['loginModal.title'] });
  await expect(dialog).toBeVisible();
  await submitLogin(page, email, PASSWORD);

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${detail}$`));
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/en/dashboard/favorites');
  await expect(favourite(page)).toBeVisible();
});

for (const lang of languages) {
  test(`the favourites page, with favourites and empty, has no axe violations (${lang})`, async ({
    page,
  }) => {
    const t = messages[lang];
    await logInFreshUser(page, '/en/dashboard/favorites');
    await expect(
      page.getByRole('heading', { name: en['favoritesPage.empty.title'] }),
    ).toBeVisible();
    // Marked through the API as the logged-in page: the auth SDK adds the bearer token.
    const status = await page.evaluate(
      async (id) => (await fetch(`/api/favorites/${id}`, { method: 'PUT' })).status,
      family.id,
    );
    expect(status).toBe(204);

    await page.goto(`/${lang}/dashboard/favorites`);
    await expect(favourite(page, lang)).toBeVisible();
    await expectNoViolations(page);

    await favourite(page, lang).getByRole('button', { name: t['favoritesPage.remove'] }).click();
    await expect(page.getByRole('heading', { name: t['favoritesPage.empty.title'] })).toBeVisible();
    await expectNoViolations(page);
  });
}
