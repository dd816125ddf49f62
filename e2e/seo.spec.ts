/**
 * Search engines and sharing: the head of a page in each language, noindex on private
 * pages and its removal on client-side navigation, the sitemap's coverage of the catalogue,
 * robots.txt, and the JSON-LD of a product page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { XSS_FAMILY_SLUG } from '../demo-api/db/catalog/injection';
import { loadEnvFiles } from '../vite/env-files';
import { infoPages } from '../src/shared/config/paths';
import { shopIdentity } from '../src/shared/api/contract/shop-identity';
import { parseSiteUrl } from '../src/shared/config/site';
import { en, languages, messages } from './support/messages';

// The origin the build baked in: VITE_SITE_URL from the environment or the production env files.
loadEnvFiles('production');
const site = parseSiteUrl(process.env.VITE_SITE_URL);
const SLUG = 'nilfisk/attix-30/synthetic-dust-bags-5-layer';
const api = { 'x-account-type': 'personal', 'x-locale': 'nl', 'x-country-code': 'null' };

const head = (page: Page) => ({
  meta: (key: string) => page.locator(`head meta[name="${key}"], head meta[property="${key}"]`),
  link: (rel: string) => page.locator(`head link[rel="${rel}"]`),
});

async function alternatesOf(page: Page) {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`),
    );
}

for (const lang of languages) {
  test(`home in ${lang} has its title, description, canonical, alternates and og tags`, async ({
    page,
  }) => {
    const m = messages[lang];
    // Tracking parameters must not reach the canonical URL.
    await page.goto(`/${lang}?utm_source=newsletter&gclid=abc`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const title = `${m['page.home.title']} | ${shopIdentity.name}`;
    await expect(page).toHaveTitle(title);
    const { meta, link } = head(page);
    await expect(meta('description')).toHaveCount(1);
    await expect(meta('description')).toHaveAttribute('content', m['page.home.description']);
    await expect(link('canonical')).toHaveCount(1);
    await expect(link('canonical')).toHaveAttribute('href', `${site}/${lang}`);
    // Polled: on a prerendered page the app replaces the HTML's head tags with its own.
    await expect
      .poll(() => alternatesOf(page))
      .toEqual([
        `nl ${site}/nl`,
        `en ${site}/en`,
        `de ${site}/de`,
        `fr ${site}/fr`,
        `x-default ${site}/nl`,
      ]);
    await expect(meta('og:title')).toHaveAttribute('content', title);
    await expect(meta('og:description')).toHaveAttribute('content', m['page.home.description']);
    await expect(meta('og:url')).toHaveAttribute('content', `${site}/${lang}`);
    await expect(meta('og:type')).toHaveAttribute('content', 'website');
    await expect(meta('og:site_name')).toHaveAttribute('content', shopIdentity.name);
    const ogLocale = { nl: 'nl_NL', en: 'en_US', de: 'de_DE', fr: 'fr_FR' }[lang];
    await expect(meta('og:locale')).toHaveAttribute('content', ogLocale);
    await expect(meta('robots')).toHaveCount(0);
  });
}

test('an information page has its own description and its alternates', async ({ page }) => {
  const { meta, link } = head(page);
  await page.goto('/fr/help-contact');
  await expect(page).toHaveTitle(`${messages.fr['info.help-contact.title']} | BagDirect`);
  // The page's own sentence (it comes with the page's texts), not the shop's default one.
  await expect(meta('description')).toHaveAttribute('content', /BagDirect/);
  await expect(meta('description')).not.toHaveAttribute(
    'content',
    messages.fr['seo.default.description'],
  );
  await expect(meta('description')).toHaveCount(1);
  const description = await meta('description').getAttribute('content');
  await expect(meta('og:description')).toHaveAttribute('content', description!);
  await expect(link('canonical')).toHaveAttribute('href', `${site}/fr/help-contact`);
  await expect
    .poll(() => alternatesOf(page))
    .toEqual([
      `nl ${site}/nl/help-contact`,
      `en ${site}/en/help-contact`,
      `de ${site}/de/help-contact`,
      `fr ${site}/fr/help-contact`,
      `x-default ${site}/nl/help-contact`,
    ]);
});

test('private pages are noindex; leaving login for home client-side lifts it', async ({ page }) => {
  const { meta, link } = head(page);
  const cart = await page.goto('/en/dashboard/cart');
  // Also for a crawler that reads no HTML: the server says so.
  expect(cart?.status()).toBe(200);
  expect(cart?.headers()['x-robots-tag']).toBe('noindex, follow');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(meta('robots')).toHaveAttribute('content', 'noindex, follow');
  await expect(link('canonical')).toHaveCount(0);

  const home = await page.goto('/en');
  expect(home?.headers()['x-robots-tag']).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(link('canonical')).toHaveAttribute('href', `${site}/en`);
  await expect(meta('robots')).toHaveCount(0);

  const login = await page.goto('/en/auth/login');
  expect(login?.headers()['x-robots-tag']).toBe('noindex, follow');
  await expect(page).toHaveTitle(`${en['page.login.title']} | ${shopIdentity.name}`);
  await expect(meta('robots')).toHaveAttribute('content', 'noindex, follow');
  await expect(meta('description')).toHaveAttribute('content', en['page.login.description']);
  await expect(link('canonical')).toHaveCount(0);
  await expect(link('alternate')).toHaveCount(0);

  // The logo link: a client-side navigation, no reload.
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
  await page.getByRole('link', { name: shopIdentity.name, exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page).toHaveTitle(`${en['page.home.title']} | ${shopIdentity.name}`);
  await expect(meta('robots')).toHaveCount(0);
  await expect(link('canonical')).toHaveAttribute('href', `${site}/en`);
  await expect(link('alternate')).toHaveCount(5);
  await expect(meta('description')).toHaveCount(1);
  await expect(meta('description')).toHaveAttribute('content', en['page.home.description']);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

test('a product that does not exist and an unknown path are noindex 404 pages', async ({
  page,
}) => {
  const { meta, link } = head(page);
  // The server answers 404 (no soft 404 for crawlers); the app still shows its not-found page.
  const product = await page.goto('/de/detail/no-such/product');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/de/detail/no-such/product');
  await expect(meta('robots')).toHaveAttribute('content', 'noindex, follow');
  await expect(link('canonical')).toHaveCount(0);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(0);

  const unknown = await page.goto('/de/no-such-page');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/de/no-such-page');
  await expect(meta('robots')).toHaveAttribute('content', 'noindex, follow');

  const unknownLanguage = await page.goto('/xx/foo');
  expect(unknownLanguage?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the server answers a page of the catalogue 200 and one it lacks 404', async ({ request }) => {
  const status = async (urlPath: string) =>
    (await request.get(urlPath, { maxRedirects: 0 })).status();
  for (const urlPath of [
    `/nl/detail/${SLUG}`,
    `/fr/detail/${SLUG}`,
    '/en/results/nilfisk/attix-30',
  ])
    expect(await status(urlPath), urlPath).toBe(200);
  for (const urlPath of [
    '/nl/foo',
    '/nl/detail/nilfisk/attix-30/does-not-exist',
    '/en/results/no-such-brand',
    '/en/results/nilfisk/no-such-model',
  ])
    expect(await status(urlPath), urlPath).toBe(404);
});

test('JSON-LD of a product whose description carries a script stays data', async ({ page }) => {
  await page.goto(`/en/detail/${XSS_FAMILY_SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Columbus ST 11 Turbo');
  const product = await jsonLdOf(page, 'Product');
  expect(String(product.description)).not.toMatch(/<|__xss/);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(2);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
});

test('a search by typed text is noindex; a brand list is canonical without its sort', async ({
  page,
}) => {
  const { meta, link } = head(page);
  await page.goto('/nl/results?q=attix');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('attix');
  await expect(meta('robots')).toHaveAttribute('content', 'noindex, follow');
  await expect(link('canonical')).toHaveCount(0);

  await page.goto('/nl/results/nilfisk/attix-30?sort=price-asc&utm_campaign=x');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nilfisk Attix 30');
  await expect(page).toHaveTitle(/Nilfisk Attix 30/);
  await expect(meta('description')).toHaveAttribute('content', /Nilfisk Attix 30/);
  await expect(meta('robots')).toHaveCount(0);
  await expect(link('canonical')).toHaveAttribute('href', `${site}/nl/results/nilfisk/attix-30`);
  const trail = await jsonLdOf(page, 'BreadcrumbList');
  expect(
    (trail.itemListElement as { name: string; item: string; position: number }[]).map(
      (i) => `${i.position} ${i.name} ${i.item}`,
    ),
  ).toEqual([
    `1 ${messages.nl['detail.breadcrumbs.home']} ${site}/nl`,
    `2 Nilfisk ${site}/nl/results/nilfisk`,
    `3 Attix 30 ${site}/nl/results/nilfisk/attix-30`,
  ]);
});

async function jsonLdOf(page: Page, type: string): Promise<Record<string, unknown>> {
  const texts = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  // Every block must parse; exactly one of the type asked for.
  const blocks = texts.map((text) => JSON.parse(text) as Record<string, unknown>);
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found, `one ${type} in ${texts.join('\n')}`).toHaveLength(1);
  return found[0]!;
}

test('a product page carries Product with an Offer per packaging and the breadcrumbs it shows, as JSON-LD', async ({
  page,
  request,
}) => {
  const answer = await request.get(`/api/products/${encodeURIComponent(SLUG)}`, {
    headers: { ...api, 'x-locale': 'en' },
  });
  const detail = (await answer.json()) as {
    brand: { name: string };
    productFamily: { name: string; image: string };
    products: { id: string; amount: number; priceInclVat: number; stock: number }[];
  };
  // A family sold in several packagings: one Offer each, with its own price and availability.
  expect(detail.products.length).toBeGreaterThan(1);
  const packs = detail.products.sort((a, b) => a.amount - b.amount);

  await page.goto(`/en/detail/${SLUG}?utm_source=share`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.productFamily.name);
  await expect(page).toHaveTitle(`${detail.productFamily.name} | ${shopIdentity.name}`);
  const { meta, link } = head(page);
  await expect(meta('description')).toHaveAttribute('content', /Nilfisk/);
  await expect(link('canonical')).toHaveAttribute('href', `${site}/en/detail/${SLUG}`);
  await expect(meta('og:type')).toHaveAttribute('content', 'product');
  const image = new URL(detail.productFamily.image, `${site}/`).href;
  await expect(meta('og:image')).toHaveAttribute('content', image);

  const product = await jsonLdOf(page, 'Product');
  expect(product).toMatchObject({
    '@context': 'https://schema.org',
    name: detail.productFamily.name,
    brand: { '@type': 'Brand', name: detail.brand.name },
    image,
    url: `${site}/en/detail/${SLUG}`,
    offers: packs.map((pack) => ({
      '@type': 'Offer',
      sku: pack.id,
      price: (pack.priceInclVat / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: pack.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    })),
  });
  expect(String(product.description)).not.toMatch(/<[a-z]/i);

  const crumbs = page.getByRole('navigation', { name: en['detail.breadcrumbs'] }).locator('li');
  const shown = await crumbs.allInnerTexts();
  const trail = await jsonLdOf(page, 'BreadcrumbList');
  expect((trail.itemListElement as { name: string }[]).map((i) => i.name)).toEqual(
    shown.map((text) => text.trim()),
  );

  // Client-side to another page: nothing of the product is left behind.
  await crumbs.getByRole('link', { name: detail.brand.name }).click();
  await expect(page).toHaveURL(/\/en\/results\/nilfisk$/);
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  await expect(meta('og:type')).toHaveAttribute('content', 'website');
  await expect(meta('og:image')).toHaveCount(0);
  await expect(link('canonical')).toHaveAttribute('href', `${site}/en/results/nilfisk`);
});

/** Pages per language, counted from the catalogue API the way a shopper can reach them. */
async function expectedPagesPerLanguage(request: APIRequestContext): Promise<number> {
  const get = async <T>(path: string) =>
    (await (await request.get(`/api/${path}`, { headers: api })).json()) as T;
  const named = <T extends { name: string }>(list: T[]) => list.filter((x) => x.name.trim());
  const brands = named(await get<{ id: string; name: string }[]>('brands'));
  let types = 0;
  for (const brand of brands)
    types += named(await get<{ name: string }[]>(`brands/${brand.id}/types`)).length;
  const addons = named(await get<{ id: string; name: string }[]>('addons'));
  let variants = 0;
  for (const addon of addons)
    variants += named(await get<{ name: string }[]>(`addons/${addon.id}/variants`)).length;
  const search = await request.post('/api/products', { headers: api, data: {} });
  const { total: products } = (await search.json()) as { total: number };
  // home + info pages + all results + brands + brand/type + add-ons + add-on/variant + products
  return 1 + infoPages.length + 1 + brands.length + types + addons.length + variants + products;
}

test('sitemap.xml lists every public page in every language, with alternates', async ({
  page,
  request,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const pagesPerLanguage = await expectedPagesPerLanguage(request);

  await page.goto('/robots.txt');
  // Parsed by the browser's XML parser: well-formed, and read the way a crawler reads it.
  const entries = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    if (doc.querySelector('parsererror')) return null;
    return [...doc.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      alternates: [...url.getElementsByTagName('xhtml:link')].map(
        (l) => `${l.getAttribute('hreflang')} ${l.getAttribute('href')}`,
      ),
    }));
  }, xml);
  expect(entries).not.toBeNull();
  expect(entries!.length).toBe(pagesPerLanguage * languages.length);
  const byLoc = new Map(entries!.map((entry) => [entry.loc, entry.alternates]));
  expect(byLoc.size).toBe(entries!.length);

  const rests = [
    '',
    ...infoPages.map((p) => `/${p}`),
    '/results',
    '/results/nilfisk',
    '/results/nilfisk/attix-30',
    `/detail/${SLUG}`,
  ];
  for (const rest of rests) {
    const expected = [
      ...languages.map((l) => `${l} ${site}/${l}${rest}`),
      `x-default ${site}/nl${rest}`,
    ];
    for (const lang of languages)
      expect(byLoc.get(`${site}/${lang}${rest}`), `${lang}${rest}`).toEqual(expected);
  }
  // Nothing private is listed.
  expect([...byLoc.keys()].filter((loc) => /\/(auth|dashboard)\//.test(loc))).toEqual([]);
});

test('robots.txt names the sitemap and keeps crawlers out of private pages', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  for (const lang of languages) {
    expect(robots).toContain(`Disallow: /${lang}/dashboard/`);
    expect(robots).toContain(`Disallow: /${lang}/auth/`);
  }
});
