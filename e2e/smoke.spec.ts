import { expect, test } from '@playwright/test';

interface Brand {
  name: string;
}

test('/nl offers the brands it fetched from the demo API on its own origin', async ({ page }) => {
  const brandsCall = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/brands',
  );
  await page.goto('/nl');

  const response = await brandsCall;
  expect(response.status()).toBe(200);
  expect(new URL(response.url()).origin).toBe(new URL(page.url()).origin);
  const brands = (await response.json()) as Brand[];
  expect(brands.map((brand) => brand.name)).toContain('Nilfisk');

  // The finder offers the brands in its brand <select>.
  const brand = page.getByRole('combobox', { name: 'Merk' });
  await expect(brand).toBeVisible();
  await expect(brand.getByRole('option', { name: 'Nilfisk', exact: true })).toBeAttached();
});

test('GET /api/brands on the shop origin reaches the demo API', async ({ request }) => {
  const response = await request.get('/api/brands', { headers: { 'x-locale': 'en' } });

  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/json');
  const brands = (await response.json()) as unknown;
  expect(Array.isArray(brands)).toBe(true);
  expect(brands).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Nilfisk' })]));
});
