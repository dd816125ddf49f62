/**
 * The shop-wide discount settings. A store section (not a constant) so tests and the demo can
 * switch the global discount off or change it; `resetStore()` brings back the seed.
 * Brand percentages live with the brands in the catalogue; only their minimum order is set here.
 */
import * as z from 'zod/mini';
import { GlobalDiscountSchema, type GlobalDiscount } from '../../src/shared/api/contract/discounts';
import { defineSection, saveStore } from './store';

export interface DiscountSettings {
  /** The running global discount, or null when none runs. */
  global: GlobalDiscount;
  /**
   * Minimum of a brand's goods (excl. VAT) before its brand discount applies. 0: a brand discount
   * applies to any amount, which is what the product pages already show as the brand price.
   */
  brandMinimumOrderAmountExclVat: number;
}

function seedDiscounts(): DiscountSettings {
  // 5 % off from € 250 excl. VAT: reachable with a few boxes of bags, so the demo shows it.
  return {
    global: { percentage: 5, minimumOrderAmountExclVat: 25000 },
    brandMinimumOrderAmountExclVat: 0,
  };
}

const StoredDiscountsSchema = z.looseObject({
  global: GlobalDiscountSchema,
  brandMinimumOrderAmountExclVat: z.number(),
});

const discountsSection = defineSection('discounts', seedDiscounts, {
  schema: StoredDiscountsSchema,
});

export const discountSettings = {
  get: (): DiscountSettings => discountsSection.get(),
  setGlobal: (global: GlobalDiscount): void => {
    discountsSection.get().global = global;
    saveStore();
  },
  setBrandMinimum: (minimumExclVat: number): void => {
    discountsSection.get().brandMinimumOrderAmountExclVat = minimumExclVat;
    saveStore();
  },
};
