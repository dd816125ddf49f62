import { describe, expect, it } from 'vitest';
import {
  applyDiscounts,
  brandPricedUnits,
  type DiscountPolicy,
  type DiscountableLine,
} from './discounts';

/** 5 % from € 250 excl. VAT; Nilfisk 10 %, no brand minimum. */
const policy: DiscountPolicy = {
  global: { percentage: 5, minimumOrderAmountExclVat: 25000 },
  brandPercentage: (brandId) => (brandId === 'nilfisk' ? 10 : null),
  brandMinimumOrderAmountExclVat: 0,
};
const nilfisk = (unitBaseExclVat: number, quantity: number): DiscountableLine => ({
  brandId: 'nilfisk',
  unitBaseExclVat,
  quantity,
});
const karcher = (unitBaseExclVat: number, quantity: number): DiscountableLine => ({
  brandId: 'karcher',
  unitBaseExclVat,
  quantity,
});

describe('brandPricedUnits', () => {
  it("lowers that brand's unit prices only", () => {
    // 10 % of 1050 = 105: brand price 945; Kärcher has no brand discount
    expect(brandPricedUnits([nilfisk(1050, 3), karcher(2000, 2)], policy)).toEqual([945, 2000]);
  });

  it('takes the discount per unit, so a line matches the brand price on the product page', () => {
    // 10 % of 1055 = 105.5 → 106: 949 a unit, so 3 cost 2847 (10 % of the line would be 2848)
    expect(brandPricedUnits([nilfisk(1055, 3)], policy)).toEqual([949]);
  });

  it('honours a brand minimum, counted over all lines of the brand before discount', () => {
    const strict: DiscountPolicy = { ...policy, brandMinimumOrderAmountExclVat: 5000 };
    expect(brandPricedUnits([nilfisk(1050, 3)], strict)).toEqual([1050]); // 3150 < 5000
    // Two lines: 6300 ≥ 5000
    expect(brandPricedUnits([nilfisk(1050, 3), nilfisk(1050, 3)], strict)).toEqual([945, 945]);
  });
});

// Goods as the cart's subtotal gives them: lines at their brand prices, excl. and incl. 21 % VAT.
describe('applyDiscounts', () => {
  it('global discount once the goods reach its minimum', () => {
    // Kärcher 3 × 10000 = 30000 excl., 3 × 12100 = 36300 incl.; 5 % → 1500 and 1815
    const result = applyDiscounts({ exclVat: 30000, inclVat: 36300 }, null, policy);
    expect(result.discounts).toEqual([
      { kind: 'global', percentage: 5, amountExclVat: 1500, amountInclVat: 1815 },
    ]);
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 28500, inclVat: 34485 });
  });

  it('global minimum reached exactly counts; one cent short does not (0 % VAT here)', () => {
    expect(applyDiscounts({ exclVat: 25000, inclVat: 25000 }, null, policy).discounts).toEqual([
      { kind: 'global', percentage: 5, amountExclVat: 1250, amountInclVat: 1250 },
    ]);
    expect(applyDiscounts({ exclVat: 24999, inclVat: 24999 }, null, policy).discounts).toEqual([]);
  });

  it('checks the global minimum on the goods at their brand prices', () => {
    // Nilfisk 2 × 13000 = 26000 at list price, 2 × 11700 = 23400 at the brand price: no global
    const units = brandPricedUnits([nilfisk(13000, 2)], policy);
    expect(units).toEqual([11700]);
    expect(applyDiscounts({ exclVat: 23400, inclVat: 28314 }, null, policy).discounts).toEqual([]);
  });

  it('applies global then personal, each on what the one before left', () => {
    // Nilfisk 1 × 40000 at the brand price 36000 (incl. 43560)
    const result = applyDiscounts({ exclVat: 36000, inclVat: 43560 }, 3, policy);
    expect(result.discounts).toEqual([
      { kind: 'global', percentage: 5, amountExclVat: 1800, amountInclVat: 2178 }, // left 34200 / 41382
      { kind: 'personal', percentage: 3, amountExclVat: 1026, amountInclVat: 1241 }, // 1241.46 → 1241
    ]);
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 33174, inclVat: 40141 });
  });

  it('the personal discount alone below the global minimum', () => {
    // 6835 excl., 8269 incl.: 5 % → 341.75 → 342; 413.45 → 413
    const result = applyDiscounts({ exclVat: 6835, inclVat: 8269 }, 5, policy);
    expect(result.discounts).toEqual([
      { kind: 'personal', percentage: 5, amountExclVat: 342, amountInclVat: 413 },
    ]);
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 6493, inclVat: 7856 });
  });

  it('runs no global discount when there is none', () => {
    const none = { ...policy, global: null };
    expect(applyDiscounts({ exclVat: 90000, inclVat: 108900 }, null, none).discounts).toEqual([]);
  });

  it('leaves out a discount that rounds to nothing', () => {
    // 5 % of 5 = 0.25 → 0; of 6 = 0.3 → 0
    expect(applyDiscounts({ exclVat: 5, inclVat: 6 }, 5, policy)).toEqual({
      discounts: [],
      goodsAfterDiscounts: { exclVat: 5, inclVat: 6 },
    });
  });

  it('has nothing to discount in an empty cart', () => {
    expect(applyDiscounts({ exclVat: 0, inclVat: 0 }, 5, policy)).toEqual({
      discounts: [],
      goodsAfterDiscounts: { exclVat: 0, inclVat: 0 },
    });
  });
});
