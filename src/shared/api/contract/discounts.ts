import * as z from 'zod/mini';
import { CentsSchema, IdSchema, PercentageSchema } from './common';

/** GET discount: a shop-wide percentage from a minimum order amount, or null when none runs. */
export const GlobalDiscountSchema = z.nullable(
  z.object({
    percentage: PercentageSchema,
    minimumOrderAmountExclVat: CentsSchema,
  }),
);
export type GlobalDiscount = z.infer<typeof GlobalDiscountSchema>;

/** GET discount/brands/{brandId}: a discount on one brand's products, or null. */
export const BrandDiscountSchema = z.nullable(
  z.object({
    brandId: IdSchema,
    percentage: PercentageSchema,
    minimumOrderAmountExclVat: CentsSchema,
  }),
);
export type BrandDiscount = z.infer<typeof BrandDiscountSchema>;
