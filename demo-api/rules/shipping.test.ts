import { describe, expect, it } from 'vitest';
import { countryOrHome } from '../db/countries';
import { customsCharge, shippingCharge } from './shipping';

const NL = countryOrHome('NL'); // 695 excl., free from 7500
const BE = countryOrHome('BE'); // 895 excl., free from 10000
const DE = countryOrHome('DE'); // 995 excl., free from 10000
const CH = countryOrHome('CH'); // 2495 excl., never free, customs 1500

describe('shippingCharge', () => {
  it('charges the country cost with VAT below the free-shipping threshold', () => {
    expect(
      shippingCharge({ country: NL, goodsExclVat: 5000, vatRate: 21, hasGoods: true }),
    ).toEqual({
      shippingExclVat: 695,
      shippingInclVat: 841, // 695 + 21 % (145.95 → 146)
      freeShipping: false,
      leftForFreeShippingExclVat: 2500, // 7500 − 5000
    });
    expect(
      shippingCharge({ country: DE, goodsExclVat: 2000, vatRate: 19, hasGoods: true }),
    ).toMatchObject({
      shippingInclVat: 1184, // 995 + 19 % (189.05 → 189)
      leftForFreeShippingExclVat: 8000,
    });
  });

  it('one cent short is still paid; reaching the threshold ships free', () => {
    expect(
      shippingCharge({ country: NL, goodsExclVat: 7499, vatRate: 21, hasGoods: true }),
    ).toMatchObject({
      shippingExclVat: 695,
      freeShipping: false,
      leftForFreeShippingExclVat: 1,
    });
    expect(
      shippingCharge({ country: NL, goodsExclVat: 7500, vatRate: 21, hasGoods: true }),
    ).toEqual({
      shippingExclVat: 0,
      shippingInclVat: 0,
      freeShipping: true,
      leftForFreeShippingExclVat: 0,
    });
  });

  it('uses the order rate: no VAT on shipping for reverse charge', () => {
    expect(shippingCharge({ country: BE, goodsExclVat: 5000, vatRate: 0, hasGoods: true })).toEqual(
      {
        shippingExclVat: 895,
        shippingInclVat: 895,
        freeShipping: false,
        leftForFreeShippingExclVat: 5000,
      },
    );
  });

  it('never ships free where the threshold is 0 (left to spend: null)', () => {
    expect(
      shippingCharge({ country: CH, goodsExclVat: 1_000_000, vatRate: 0, hasGoods: true }),
    ).toEqual({
      shippingExclVat: 2495,
      shippingInclVat: 2495,
      freeShipping: false,
      leftForFreeShippingExclVat: null,
    });
  });

  it('charges nothing for an empty cart, which has not earned free shipping', () => {
    expect(shippingCharge({ country: NL, goodsExclVat: 0, vatRate: 21, hasGoods: false })).toEqual({
      shippingExclVat: 0,
      shippingInclVat: 0,
      freeShipping: false,
      leftForFreeShippingExclVat: 7500,
    });
  });
});

describe('customsCharge', () => {
  it('charges customs outside the EU only, and only with goods', () => {
    expect(customsCharge(CH, true)).toBe(1500);
    expect(customsCharge(CH, false)).toBe(0);
    expect(customsCharge(NL, true)).toBe(0);
  });
});
