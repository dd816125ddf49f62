import { describe, expect, it } from 'vitest';
import { applyDiscounts, type DiscountPolicy, type DiscountableLine } from './discounts';

/** 5 % from € 250 excl. VAT; Nilfisk 10 %, no brand minimum. */
const policy: DiscountPolicy = {
  global: { percentage: 5, minimumOrderAmountExclVat: 25000 },
  brandPercentage: (brandId) => (brandId === 'nilfisk' ? 10 : null),
  brandMinimumOrderAmountExclVat: 0,
};
const nilfisk = (unitBaseExclVat: number, quantity: number): DiscountableLine => ({
  brandId: 'nilfisk',
  brandName: 'Nilfisk',
  unitBaseExclVat,
  quantity,
});
const karcher = (unitBaseExclVat: number, quantity: number): DiscountableLine => ({
  brandId: 'karcher',
  brandName: 'Kärcher',
  unitBaseExclVat,
  quantity,
});

// All examples at 21 % VAT (a private buyer in NL) unless said otherwise.
describe('applyDiscounts', () => {
  it('brand discount on that brand only, then the personal discount on the rest', () => {
    // Nilfisk 3 × 1050 (incl. 3 × 1271 = 3813); Kärcher 2 × 2000 (incl. 2 × 2420 = 4840)
    const result = applyDiscounts([nilfisk(1050, 3), karcher(2000, 2)], 21, 5, policy);
    expect(result.discounts).toEqual([
      // per unit: 10 % of 1050 = 105, brand price 945; incl. 1271 − (945 + 198.45 → 198 = 1143) = 128
      { kind: 'brand', label: 'Nilfisk', percentage: 10, amountExclVat: 315, amountInclVat: 384 }, // × 3
      // goods left: 7150 − 315 = 6835 excl., 8653 − 384 = 8269 incl. (global: 6835 < 25000, none)
      // 5 % personal: 341.75 → 342; 413.45 → 413
      { kind: 'personal', label: null, percentage: 5, amountExclVat: 342, amountInclVat: 413 },
    ]);
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 6493, inclVat: 7856 }); // 6835 − 342, 8269 − 413
  });

  it('takes the brand discount per unit, so the cart matches the brand price on the product page', () => {
    // 10 % of 1055 = 105.5 → 106, brand price 949 (incl. 949 + 199.29 → 199 = 1148)
    // list price incl. 1055 + 221.55 → 222 = 1277; off per unit: 106 excl., 1277 − 1148 = 129 incl.
    const result = applyDiscounts([nilfisk(1055, 3)], 21, null, policy);
    expect(result.discounts).toEqual([
      { kind: 'brand', label: 'Nilfisk', percentage: 10, amountExclVat: 318, amountInclVat: 387 },
    ]);
    // 3 × 949 = 2847 and 3 × 1148 = 3444: what 3 at the product page's price cost
    // (10 % of the line total would be 316.5 → 317 and 383.1 → 383: 2848 and 3448).
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 2847, inclVat: 3444 });
  });

  it('global discount once the goods reach its minimum', () => {
    // Kärcher 3 × 10000 = 30000 excl., 3 × 12100 = 36300 incl.; 5 % → 1500 and 1815
    const result = applyDiscounts([karcher(10000, 3)], 21, null, policy);
    expect(result.discounts).toEqual([
      { kind: 'global', label: null, percentage: 5, amountExclVat: 1500, amountInclVat: 1815 },
    ]);
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 28500, inclVat: 34485 });
  });

  it('global minimum reached exactly counts; one cent short does not (0 % VAT here)', () => {
    expect(applyDiscounts([karcher(25000, 1)], 0, null, policy).discounts).toEqual([
      { kind: 'global', label: null, percentage: 5, amountExclVat: 1250, amountInclVat: 1250 },
    ]);
    expect(applyDiscounts([karcher(24999, 1)], 0, null, policy).discounts).toEqual([]);
  });

  it('checks the global minimum after brand discounts', () => {
    // Nilfisk 2 × 13000 = 26000 excl. (2 × 15730 = 31460 incl.); −10 %: 2 × 1300 = 2600 excl.,
    // 2 × (15730 − 14157) = 3146 incl. → 23400 left, below 25000: no global discount.
    const result = applyDiscounts([nilfisk(13000, 2)], 21, null, policy);
    expect(result.discounts.map((d) => d.kind)).toEqual(['brand']);
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 23400, inclVat: 28314 });
  });

  it('applies all three in order, each on what the one before left', () => {
    const result = applyDiscounts([nilfisk(40000, 1)], 21, 3, policy);
    expect(result.discounts).toEqual([
      { kind: 'brand', label: 'Nilfisk', percentage: 10, amountExclVat: 4000, amountInclVat: 4840 }, // left 36000 / 43560
      { kind: 'global', label: null, percentage: 5, amountExclVat: 1800, amountInclVat: 2178 }, // left 34200 / 41382
      { kind: 'personal', label: null, percentage: 3, amountExclVat: 1026, amountInclVat: 1241 }, // 1241.46 → 1241
    ]);
    expect(result.goodsAfterDiscounts).toEqual({ exclVat: 33174, inclVat: 40141 });
  });

  it('honours a brand minimum, counted over all lines of the brand', () => {
    const strict: DiscountPolicy = { ...policy, brandMinimumOrderAmountExclVat: 5000 };
    expect(applyDiscounts([nilfisk(1050, 3)], 21, null, strict).discounts).toEqual([]); // 3150 < 5000
    // Two lines: 6300 ≥ 5000 → 2 × 315 excl., 2 × 384 incl.
    expect(
      applyDiscounts([nilfisk(1050, 3), nilfisk(1050, 3)], 21, null, strict).discounts,
    ).toEqual([
      { kind: 'brand', label: 'Nilfisk', percentage: 10, amountExclVat: 630, amountInclVat: 768 },
    ]);
  });

  it('runs no global discount when there is none', () => {
    expect(
      applyDiscounts([karcher(90000, 1)], 21, null, { ...policy, global: null }).discounts,
    ).toEqual([]);
  });

  it('leaves out a discount that rounds to nothing', () => {
    // 5 excl., 5 + 1.05 → 6 incl.; 5 % of 5 = 0.25 → 0; of 6 = 0.3 → 0
    expect(applyDiscounts([karcher(5, 1)], 21, 5, policy)).toEqual({
      discounts: [],
      goodsAfterDiscounts: { exclVat: 5, inclVat: 6 },
    });
  });

  it('has nothing to discount in an empty cart', () => {
    expect(applyDiscounts([], 21, 5, policy)).toEqual({
      discounts: [],
      goodsAfterDiscounts: { exclVat: 0, inclVat: 0 },
    });
  });
});
