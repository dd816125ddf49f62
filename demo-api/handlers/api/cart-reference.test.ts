import { afterEach, describe, expect, it } from 'vitest';
import { CountryListSchema } from '../../../src/shared/api/contract/countries';
import {
  BrandDiscountSchema,
  GlobalDiscountSchema,
} from '../../../src/shared/api/contract/discounts';
import { discountSettings } from '../../db/discounts';
import { resetStore } from '../../db/store';
import { callCart } from './cart-test-client';

afterEach(() => resetStore());

describe('GET countries', () => {
  it('lists the nine countries, named in the x-locale language (default nl)', async () => {
    const nl = CountryListSchema.parse(await (await callCart('countries')).json());
    expect(nl.map((c) => c.id)).toEqual(['NL', 'BE', 'DE', 'FR', 'LU', 'AT', 'CH', 'GB', 'NO']);
    expect(nl[0]?.name).toBe('Nederland');
    const de = CountryListSchema.parse(
      await (await callCart('countries', { headers: { 'x-locale': 'de' } })).json(),
    );
    expect(de.find((c) => c.id === 'AT')?.name).toBe('Österreich');
  });

  it('gives shipping with the country VAT, the free-shipping amount and customs', async () => {
    const list = CountryListSchema.parse(
      await (await callCart('countries', { headers: { 'x-locale': 'en' } })).json(),
    );
    expect(list.find((c) => c.id === 'NL')).toEqual({
      id: 'NL',
      name: 'Netherlands',
      isEu: true,
      vatRate: 21,
      // 695 + 21 % (145.95 → 146) = 841
      shippingData: [
        {
          shippingCostExclVat: 695,
          shippingCostInclVat: 841,
          freeShippingCostFromExclVat: 7500,
          shippingTimeDays: 1,
          customsCostExclVat: 0,
        },
      ],
    });
    expect(list.find((c) => c.id === 'CH')).toEqual({
      id: 'CH',
      name: 'Switzerland',
      isEu: false,
      vatRate: 0,
      shippingData: [
        {
          shippingCostExclVat: 2495,
          shippingCostInclVat: 2495,
          freeShippingCostFromExclVat: 0,
          shippingTimeDays: 4,
          customsCostExclVat: 1500,
        },
      ],
    });
  });
});

describe('GET discount', () => {
  it('answers the running global discount', async () => {
    const body = GlobalDiscountSchema.parse(await (await callCart('discount')).json());
    expect(body).toEqual({ percentage: 5, minimumOrderAmountExclVat: 25000 });
  });

  it('answers null when none runs', async () => {
    discountSettings.setGlobal(null);
    const response = await callCart('discount');
    expect(response.status).toBe(200);
    expect(GlobalDiscountSchema.parse(await response.json())).toBeNull();
  });
});

describe('GET discount/brands/{brandId}', () => {
  it("answers a brand's discount with the brand minimum", async () => {
    const body = BrandDiscountSchema.parse(
      await (await callCart('discount/brands/b-nilfisk')).json(),
    );
    expect(body).toEqual({ brandId: 'b-nilfisk', percentage: 10, minimumOrderAmountExclVat: 0 });
  });

  it('answers null for a brand without a discount', async () => {
    const response = await callCart('discount/brands/b-festool');
    expect(response.status).toBe(200);
    expect(BrandDiscountSchema.parse(await response.json())).toBeNull();
  });

  it('answers 404 for an unknown brand', async () => {
    const response = await callCart('discount/brands/b-nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
