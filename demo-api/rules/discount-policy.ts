/**
 * The discounts in force right now: the store's settings (db/discounts.ts) and the catalogue's
 * brand percentages. Kept apart from discounts.ts so that file stays pure and testable with any
 * policy, while the handlers, calculateCart and order pricing get the live one.
 */
import type { BrandDiscount } from '../../src/shared/api/contract/discounts';
import { brandDiscountPercentage } from '../db/catalog/brands';
import { findBrand } from '../db/catalog/index';
import { discountSettings } from '../db/discounts';
import type { DiscountPolicy } from './discounts';

export function currentDiscountPolicy(): DiscountPolicy {
  const settings = discountSettings.get();
  return {
    global: settings.global,
    brandPercentage: brandDiscountPercentage,
    brandMinimumOrderAmountExclVat: settings.brandMinimumOrderAmountExclVat,
  };
}

/** GET discount/brands/{brandId}: null when the brand runs no discount; unknown brands apart. */
export function brandDiscount(brandId: string): { brandExists: boolean; discount: BrandDiscount } {
  if (!findBrand(brandId)) return { brandExists: false, discount: null };
  const percentage = brandDiscountPercentage(brandId);
  if (!percentage) return { brandExists: true, discount: null };
  return {
    brandExists: true,
    discount: {
      brandId,
      percentage,
      minimumOrderAmountExclVat: discountSettings.get().brandMinimumOrderAmountExclVat,
    },
  };
}
