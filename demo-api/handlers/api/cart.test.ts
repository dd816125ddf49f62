import { afterEach, describe, expect, it } from 'vitest';
import { CartCalculationSchema, type CartCalculation } from '../../../src/shared/api/contract/cart';
import type { AddressInput } from '../../../src/shared/api/contract/account';
import type { ProductDetail } from '../../../src/shared/api/contract/products';
import { catalog } from '../../db/catalog/index';
import { resetStore } from '../../db/store';
import { addVat, percentOf } from '../../rules/money';
import { callCart, packagingOf, type ApiCall } from './cart-test-client';
import { callCatalogJson } from './catalog-test-client';

afterEach(() => resetStore());

const festool = packagingOf('b-festool'); // a brand without a discount
const nilfisk = packagingOf('b-nilfisk'); // 10 % brand discount

const address = (country: string): AddressInput => ({
  name: 'Test',
  address: 'Straat 1',
  postalcode: '1000',
  city: 'Stad',
  country,
  telephone: '+31 20 123 4567',
  isDefaultDelivery: true,
});

async function calculate(body: unknown, call: ApiCall = {}): Promise<CartCalculation> {
  const response = await callCart('cart/calculate', { method: 'POST', body, ...call });
  expect(response.status).toBe(200);
  return CartCalculationSchema.parse(await response.json());
}
const oneFestool = (amount = 2) => ({
  products: [{ id: festool.id, amount }],
  deliveryAddress: null,
});

describe('POST cart/calculate: who buys and where', () => {
  it('anonymous with no headers: a private buyer in NL', async () => {
    const result = await calculate(oneFestool(2));
    const unitInclVat = addVat(festool.priceExclVat, 21);
    expect(result.lines).toEqual([
      {
        productId: festool.id,
        amount: 2,
        unitPriceExclVat: festool.priceExclVat,
        unitPriceInclVat: unitInclVat,
        originalUnitPriceExclVat: festool.originalPriceExclVat,
        originalUnitPriceInclVat:
          festool.originalPriceExclVat === null ? null : addVat(festool.originalPriceExclVat, 21),
        lineTotalExclVat: 2 * festool.priceExclVat,
        lineTotalInclVat: 2 * unitInclVat,
      },
    ]);
    expect(result).toMatchObject({
      countryId: 'NL',
      vatRate: 21,
      reverseCharge: false,
      customsExclVat: 0,
      boxes: 1,
    });
    expect(result.totalInclVat).toBe(result.totalExclVat + result.vat);
  });

  it('takes the country from x-country-code, the address winning over it', async () => {
    expect(await calculate(oneFestool(), { headers: { 'x-country-code': 'DE' } })).toMatchObject({
      countryId: 'DE',
      vatRate: 19,
    });
    const swiss = await calculate(
      { ...oneFestool(), deliveryAddress: address('CH') },
      { headers: { 'x-country-code': 'DE' } },
    );
    expect(swiss).toMatchObject({
      countryId: 'CH',
      vatRate: 0,
      vat: 0,
      customsExclVat: 1500,
      leftForFreeShippingExclVat: null,
    });
  });

  it('an unserved x-country-code counts as NL', async () => {
    expect(await calculate(oneFestool(), { headers: { 'x-country-code': 'US' } })).toMatchObject({
      countryId: 'NL',
      vatRate: 21,
    });
  });

  it('an anonymous business in BE has no VAT number, so pays Belgian VAT', async () => {
    const result = await calculate(oneFestool(), {
      headers: { 'x-account-type': 'business', 'x-country-code': 'BE' },
    });
    expect(result).toMatchObject({ countryId: 'BE', vatRate: 21, reverseCharge: false });
  });

  it("the logged-in Belgian business is reverse-charged with its company's VAT number; its record beats the header", async () => {
    const result = await calculate(
      { ...oneFestool(), deliveryAddress: address('BE') },
      { as: 'user-peeters', headers: { 'x-account-type': 'personal' } },
    );
    expect(result).toMatchObject({
      countryId: 'BE',
      vatRate: 0,
      vat: 0,
      reverseCharge: true,
      vatExemption: 'intra_community_supply',
    });
    expect(result.shippingInclVat).toBe(result.shippingExclVat);
    expect(result.totalInclVat).toBe(result.totalExclVat);
  });

  it('the same business delivering in NL pays Dutch VAT', async () => {
    expect(
      await calculate(oneFestool(), { as: 'user-peeters', headers: { 'x-country-code': 'NL' } }),
    ).toMatchObject({ countryId: 'NL', vatRate: 21, reverseCharge: false });
  });

  it("a logged-in user who chose no country gets their own country's terms", async () => {
    expect(await calculate(oneFestool(), { as: 'user-peeters' })).toMatchObject({
      countryId: 'BE',
      vatRate: 0,
      reverseCharge: true,
    });
  });

  it("applies the logged-in user's personal discount", async () => {
    const result = await calculate(oneFestool(1), { as: 'user-anna' });
    const lineExclVat = festool.priceExclVat;
    expect(result.discounts).toEqual([
      {
        kind: 'personal',
        percentage: 5,
        amountExclVat: percentOf(lineExclVat, 5),
        amountInclVat: percentOf(addVat(lineExclVat, 21), 5),
      },
    ]);
  });

  it('prices a brand-discounted line as the product page does, with no brand row', async () => {
    const result = await calculate({
      products: [{ id: nilfisk.id, amount: 2 }],
      deliveryAddress: null,
    });
    const family = catalog().families.find((f) => f.packagings.some((p) => p.id === nilfisk.id));
    // The product page's answer for the same buyer (anonymous: private, NL).
    const page = (await callCatalogJson(`products/${family?.slug ?? ''}`)).json as ProductDetail;
    const shown = page.products.find((p) => p.id === nilfisk.id);
    expect(shown).toBeDefined();
    expect(result.lines[0]).toMatchObject({
      unitPriceExclVat: shown?.priceExclVat,
      unitPriceInclVat: shown?.priceInclVat,
      originalUnitPriceExclVat: shown?.originalPriceExclVat,
      originalUnitPriceInclVat: shown?.originalPriceInclVat,
      lineTotalInclVat: 2 * (shown?.priceInclVat ?? 0),
    });
    expect(result.subtotalInclVat).toBe(2 * (shown?.priceInclVat ?? 0));
    expect(result.discounts).toEqual([]);
  });
});

describe('POST cart/calculate: amounts', () => {
  it('an empty cart is a valid zero calculation', async () => {
    expect(await calculate({ products: [], deliveryAddress: null })).toEqual({
      countryId: 'NL',
      lines: [],
      unavailableProductIds: [],
      subtotalExclVat: 0,
      subtotalInclVat: 0,
      discounts: [],
      shippingExclVat: 0,
      shippingInclVat: 0,
      customsExclVat: 0,
      vatRate: 21,
      vat: 0,
      reverseCharge: false,
      vatExemption: null,
      totalExclVat: 0,
      totalInclVat: 0,
      boxes: 0,
      freeShipping: false,
      leftForFreeShippingExclVat: 7500,
    });
  });

  it('counts boxes over all packagings', async () => {
    const result = await calculate({
      products: [
        { id: festool.id, amount: 7 },
        { id: nilfisk.id, amount: 6 },
      ],
      deliveryAddress: null,
    });
    expect(result.boxes).toBe(2); // 13 packagings, 12 a box
  });

  it('ships free once the goods reach the threshold', async () => {
    const amount = Math.ceil(7500 / festool.priceExclVat) + 1;
    expect(await calculate(oneFestool(amount))).toMatchObject({
      freeShipping: true,
      shippingExclVat: 0,
      leftForFreeShippingExclVat: 0,
    });
  });
});
