import { afterEach, describe, expect, it } from 'vitest';
import { discountSettings } from '../db/discounts';
import { resetStore } from '../db/store';
import { calculateCart } from './calculate-cart';
import { brandDiscount, currentDiscountPolicy } from './discount-policy';

afterEach(() => resetStore());

const buyer = {
  accountType: 'business',
  countryId: 'NL',
  vatNumber: null,
  discountPercentage: null,
} as const;
// 30000 excl. of a brand without a discount: reaches the seeded 5 % from 25000.
const bigOrder = [
  {
    productId: 'p1',
    brandId: 'b-festool',
    unitBeforeSaleExclVat: null,
    unitBaseExclVat: 10000,
    quantity: 3,
  },
];

describe('currentDiscountPolicy', () => {
  it('reads the seeded settings and the catalogue brand percentages', () => {
    const policy = currentDiscountPolicy();
    expect(policy.global).toEqual({ percentage: 5, minimumOrderAmountExclVat: 25000 });
    expect(policy.brandMinimumOrderAmountExclVat).toBe(0);
    expect(policy.brandPercentage('b-nilfisk')).toBe(10);
    expect(policy.brandPercentage('b-festool')).toBeNull();
  });

  it('is what calculateCart uses by default, and follows changes to the store', () => {
    // 5 % of 30000 = 1500
    expect(calculateCart({ lines: bigOrder, buyer }).discounts).toEqual([
      { kind: 'global', percentage: 5, amountExclVat: 1500, amountInclVat: 1815 }, // 5 % of 36300
    ]);
    discountSettings.setGlobal(null);
    expect(calculateCart({ lines: bigOrder, buyer }).discounts).toEqual([]);
    resetStore();
    expect(calculateCart({ lines: bigOrder, buyer }).discounts).toHaveLength(1);
  });
});

describe('brandDiscount', () => {
  it('tells a discount, no discount and an unknown brand apart', () => {
    expect(brandDiscount('b-nilfisk')).toEqual({
      brandExists: true,
      discount: { brandId: 'b-nilfisk', percentage: 10, minimumOrderAmountExclVat: 0 },
    });
    expect(brandDiscount('b-festool')).toEqual({ brandExists: true, discount: null });
    expect(brandDiscount('b-nope')).toEqual({ brandExists: false, discount: null });
  });

  it('carries the brand minimum from the store', () => {
    discountSettings.setBrandMinimum(5000);
    expect(brandDiscount('b-nilfisk').discount).toMatchObject({ minimumOrderAmountExclVat: 5000 });
  });
});
