import { describe, expect, it } from 'vitest';
import { CartCalculationSchema, type CartCalculation } from '../../src/shared/api/contract/cart';
import { calculateCart, type CartInputLine } from './calculate-cart';
import type { DiscountPolicy } from './discounts';
import type { Buyer } from './prices';

/** 5 % from € 250 excl. VAT; Nilfisk 10 %; Kärcher none. */
const discounts: DiscountPolicy = {
  global: { percentage: 5, minimumOrderAmountExclVat: 25000 },
  brandPercentage: (brandId) => (brandId === 'b-nilfisk' ? 10 : null),
  brandMinimumOrderAmountExclVat: 0,
};
const buyer = (patch: Partial<Buyer> = {}): Buyer => ({
  accountType: 'personal',
  countryId: 'NL',
  vatNumber: null,
  discountPercentage: null,
  ...patch,
});
const karcher = (productId: string, unitBaseExclVat: number, quantity: number): CartInputLine => ({
  productId,
  brandId: 'b-karcher',
  unitBeforeSaleExclVat: null,
  unitBaseExclVat,
  quantity,
});
const nilfisk = (productId: string, unitBaseExclVat: number, quantity: number): CartInputLine => ({
  productId,
  brandId: 'b-nilfisk',
  unitBeforeSaleExclVat: null,
  unitBaseExclVat,
  quantity,
});

/** Every answer passes the contract and keeps the totals consistent. */
function calc(lines: CartInputLine[], who: Buyer): CartCalculation {
  const result = CartCalculationSchema.parse(calculateCart({ lines, buyer: who, discounts }));
  const discountExcl = result.discounts.reduce((s, d) => s + d.amountExclVat, 0);
  expect(result.totalExclVat).toBe(
    result.subtotalExclVat - discountExcl + result.shippingExclVat + result.customsExclVat,
  );
  expect(result.totalInclVat).toBe(result.totalExclVat + result.vat);
  return result;
}

describe('calculateCart: worked examples', () => {
  it('private buyer in NL: 21 % VAT, shipping paid below € 75', () => {
    const result = calc([karcher('p1', 1050, 3), karcher('p2', 2399, 1)], buyer());
    expect(result.lines).toEqual([
      // 1050 + 21 % (220.5 → 221) = 1271; × 3
      {
        productId: 'p1',
        amount: 3,
        unitPriceExclVat: 1050,
        unitPriceInclVat: 1271,
        originalUnitPriceExclVat: null,
        originalUnitPriceInclVat: null,
        lineTotalExclVat: 3150,
        lineTotalInclVat: 3813,
      },
      // 2399 + 21 % (503.79 → 504) = 2903
      {
        productId: 'p2',
        amount: 1,
        unitPriceExclVat: 2399,
        unitPriceInclVat: 2903,
        originalUnitPriceExclVat: null,
        originalUnitPriceInclVat: null,
        lineTotalExclVat: 2399,
        lineTotalInclVat: 2903,
      },
    ]);
    expect(result).toMatchObject({
      countryId: 'NL',
      subtotalExclVat: 5549, // 3150 + 2399
      subtotalInclVat: 6716, // 3813 + 2903
      discounts: [], // 5549 < 25000: no global discount
      shippingExclVat: 695,
      shippingInclVat: 841, // 695 + 145.95 → 146
      customsExclVat: 0,
      vatRate: 21,
      reverseCharge: false,
      totalExclVat: 6244, // 5549 + 695
      totalInclVat: 7557, // 6716 + 841
      vat: 1313, // 7557 − 6244
      boxes: 1, // 4 packagings
      freeShipping: false,
      leftForFreeShippingExclVat: 1951, // 7500 − 5549
    });
  });

  it('Dutch business: sees excl. VAT, pays 21 % on the invoice; global discount and free shipping', () => {
    const result = calc([karcher('p1', 10000, 3)], buyer({ accountType: 'business' }));
    expect(result).toMatchObject({
      subtotalExclVat: 30000, // 3 × 10000
      subtotalInclVat: 36300, // 3 × 12100
      // 30000 ≥ 25000: 5 % → 1500 excl., 1815 incl.
      discounts: [{ kind: 'global', percentage: 5, amountExclVat: 1500, amountInclVat: 1815 }],
      shippingExclVat: 0, // goods 28500 ≥ 7500
      freeShipping: true,
      leftForFreeShippingExclVat: 0,
      vatRate: 21,
      reverseCharge: false,
      totalExclVat: 28500,
      totalInclVat: 34485, // 36300 − 1815
      vat: 5985, // = 21 % of 28500
    });
  });

  it('Belgian business with a VAT number: reverse charge, VAT 0', () => {
    const result = calc(
      [karcher('p1', 2500, 2)],
      buyer({ accountType: 'business', countryId: 'BE', vatNumber: 'BE0123456789' }),
    );
    expect(result).toMatchObject({
      countryId: 'BE',
      lines: [
        {
          productId: 'p1',
          amount: 2,
          unitPriceExclVat: 2500,
          unitPriceInclVat: 2500,
          lineTotalExclVat: 5000,
          lineTotalInclVat: 5000,
        },
      ],
      shippingExclVat: 895, // 5000 < 10000
      shippingInclVat: 895, // no VAT on shipping either
      vatRate: 0,
      vat: 0,
      reverseCharge: true,
      // An intra-Community supply: the invoice cites art. 138 of the VAT Directive.
      vatExemption: 'intra_community_supply',
      totalExclVat: 5895,
      totalInclVat: 5895,
      leftForFreeShippingExclVat: 5000, // 10000 − 5000
    });
  });

  it('Belgian business without a VAT number pays Belgian VAT', () => {
    const result = calc(
      [karcher('p1', 2500, 2)],
      buyer({ accountType: 'business', countryId: 'BE' }),
    );
    expect(result).toMatchObject({
      subtotalInclVat: 6050, // 2 × (2500 + 525)
      shippingInclVat: 1083, // 895 + 187.95 → 188
      vatRate: 21,
      reverseCharge: false,
      vatExemption: null,
      totalExclVat: 5895,
      totalInclVat: 7133, // 6050 + 1083
      vat: 1238,
    });
  });

  it('Swiss buyer: no VAT, customs cost, shipping never free', () => {
    const result = calc([karcher('p1', 2500, 4)], buyer({ countryId: 'CH' }));
    expect(result).toMatchObject({
      countryId: 'CH',
      subtotalExclVat: 10000,
      subtotalInclVat: 10000,
      shippingExclVat: 2495,
      shippingInclVat: 2495,
      customsExclVat: 1500,
      vatRate: 0,
      vat: 0,
      reverseCharge: false,
      // An export, whoever buys: art. 146 of the VAT Directive.
      vatExemption: 'export',
      totalExclVat: 13995, // 10000 + 2495 + 1500
      totalInclVat: 13995,
      freeShipping: false,
      leftForFreeShippingExclVat: null,
    });
    // Even a large Swiss order pays shipping.
    expect(calc([karcher('p1', 10000, 5)], buyer({ countryId: 'CH' }))).toMatchObject({
      discounts: [{ kind: 'global', amountExclVat: 2500 }], // 5 % of 50000
      shippingExclVat: 2495,
      freeShipping: false,
      leftForFreeShippingExclVat: null,
      totalExclVat: 51495, // 47500 + 2495 + 1500
    });
  });

  it('free shipping is measured after discounts: a brand price can drop below the threshold', () => {
    // Nilfisk 8000 excl. at 10 % off: 7200 a unit (incl. 7200 + 1512 = 8712) < 7500
    const result = calc([nilfisk('p1', 8000, 1)], buyer());
    expect(result).toMatchObject({
      subtotalExclVat: 7200,
      subtotalInclVat: 8712,
      discounts: [],
      shippingExclVat: 695,
      shippingInclVat: 841,
      freeShipping: false,
      leftForFreeShippingExclVat: 300, // 7500 − 7200
      totalExclVat: 7895, // 7200 + 695
      totalInclVat: 9553, // 8712 + 841
      vat: 1658,
    });
    // 8400 − 840 = 7560 ≥ 7500: free
    expect(calc([nilfisk('p1', 8400, 1)], buyer())).toMatchObject({
      freeShipping: true,
      shippingExclVat: 0,
      leftForFreeShippingExclVat: 0,
    });
  });

  it('a brand-discounted line costs per packaging what the product page shows, once', () => {
    // 10 % of 1055 = 105.5 → 106: 949 a unit (incl. 949 + 199.29 → 199 = 1148), as
    // db/catalog/product-result.ts prices it; the list price 1055 (incl. 1277) is the original.
    const result = calc([nilfisk('p1', 1055, 3)], buyer());
    expect(result.lines).toEqual([
      {
        productId: 'p1',
        amount: 3,
        unitPriceExclVat: 949,
        unitPriceInclVat: 1148,
        originalUnitPriceExclVat: 1055,
        originalUnitPriceInclVat: 1277,
        lineTotalExclVat: 2847,
        lineTotalInclVat: 3444,
      },
    ]);
    // The subtotal is the lines' sum; no brand discount is taken off it a second time.
    expect(result).toMatchObject({ subtotalExclVat: 2847, subtotalInclVat: 3444, discounts: [] });
  });

  it('a sale line shows its price before the sale as the original, like the product page', () => {
    const onSale: CartInputLine = { ...karcher('p1', 800, 1), unitBeforeSaleExclVat: 1000 };
    expect(calc([onSale], buyer()).lines[0]).toMatchObject({
      unitPriceExclVat: 800,
      unitPriceInclVat: 968,
      originalUnitPriceExclVat: 1000,
      originalUnitPriceInclVat: 1210,
    });
  });

  it('personal discount of the user', () => {
    const result = calc([karcher('p1', 1050, 3)], buyer({ discountPercentage: 5 }));
    expect(result).toMatchObject({
      // 5 % of 3150 = 157.5 → 158; of 3813 = 190.65 → 191
      discounts: [{ kind: 'personal', percentage: 5, amountExclVat: 158, amountInclVat: 191 }],
      shippingExclVat: 695,
      leftForFreeShippingExclVat: 4508, // 7500 − 2992
      totalExclVat: 3687, // 2992 + 695
      totalInclVat: 4463, // 3622 + 841
      vat: 776,
    });
  });

  it('rounds VAT per unit within each line, never on the total', () => {
    // 3 × 1050: VAT per unit 220.5 → 221, line 3 × 1271 = 3813 (not 3150 × 1.21 = 3811.5 → 3812)
    // 1 × 1049: 220.29 → 220, line 1269
    const result = calc(
      [karcher('p1', 1050, 3), karcher('p2', 1049, 1)],
      buyer({ countryId: 'NL' }),
    );
    expect(result.lines.map((l) => l.lineTotalInclVat)).toEqual([3813, 1269]);
    expect(result.subtotalInclVat).toBe(5082); // whereas 4199 × 1.21 = 5080.79 → 5081
  });

  it('counts boxes over all packagings', () => {
    expect(calc([karcher('p1', 100, 7), karcher('p2', 100, 6)], buyer()).boxes).toBe(2); // 13 → 2
    expect(calc([karcher('p1', 100, 12)], buyer()).boxes).toBe(1);
  });

  it('an empty cart is a valid zero calculation', () => {
    expect(calc([], buyer({ discountPercentage: 5 }))).toEqual({
      countryId: 'NL',
      lines: [],
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

  it('an unserved country falls back to NL', () => {
    expect(calc([karcher('p1', 1000, 1)], buyer({ countryId: 'US' }))).toMatchObject({
      countryId: 'NL',
      vatRate: 21,
    });
  });
});
