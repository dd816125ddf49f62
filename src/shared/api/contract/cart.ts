import * as z from 'zod/mini';
import { CentsSchema, count, CountryIdSchema, IdSchema, PercentageSchema } from './common';
import { AddressInputSchema } from './account';

export const CartLineInputSchema = z.object({
  id: IdSchema,
  amount: z.int().check(z.gte(1), z.lte(9999)),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** POST cart/calculate */
export const CartCalculateRequestSchema = z.object({
  products: z.array(CartLineInputSchema).check(z.maxLength(200)),
  deliveryAddress: z.nullable(AddressInputSchema),
});
export type CartCalculateRequest = z.infer<typeof CartCalculateRequestSchema>;

/**
 * One cart line. The unit price is what one packaging costs this buyer in this cart, a brand
 * discount included: the price the product page shows for it (the same rule on the server).
 */
export const CalculatedLineSchema = z.object({
  productId: IdSchema,
  amount: count(1),
  unitPriceExclVat: CentsSchema,
  unitPriceInclVat: CentsSchema,
  /** The unit price before a sale or brand discount, as the product's `originalPrice…`; else null. */
  originalUnitPriceExclVat: z.nullable(CentsSchema),
  originalUnitPriceInclVat: z.nullable(CentsSchema),
  /** Unit price × amount. */
  lineTotalExclVat: CentsSchema,
  lineTotalInclVat: CentsSchema,
});

/**
 * A discount on the whole order. Brand discounts are not among them: they are in the lines' unit
 * prices, so a shopper sees (and pays) them once.
 */
export const AppliedDiscountSchema = z.object({
  kind: z.enum(['global', 'personal']),
  percentage: PercentageSchema,
  /** Positive amounts taken off. */
  amountExclVat: CentsSchema,
  amountInclVat: CentsSchema,
});
export type AppliedDiscount = z.infer<typeof AppliedDiscountSchema>;

/**
 * Why an order carries no VAT (a contract extension), so the shop, the mails and the invoice can
 * cite the exemption the API applied instead of deciding it: `intra_community_supply` is goods to
 * a business in another EU country with its VAT number (exempt under art. 138 of the VAT
 * Directive, the buyer declares the acquisition); `export` is goods delivered outside the EU
 * (exempt under art. 146).
 */
export const VatExemptionSchema = z.enum(['intra_community_supply', 'export']);
export type VatExemption = z.infer<typeof VatExemptionSchema>;

/**
 * The calculation of requirements §6.2 and docs/decisions/0011-prices-vat-and-discount-order.md,
 * computed by the server in cents and rounded per line.
 * The subtotal is the sum of the lines; the discounts are taken off it.
 * `…InclVat` carries the VAT of the delivery country; with reverse charge or outside the EU the
 * VAT is 0 and both values are equal.
 */
export const CartCalculationSchema = z.object({
  countryId: CountryIdSchema,
  lines: z.array(CalculatedLineSchema),
  /**
   * Requested products the shop no longer sells (extension): left out of `lines` and of every
   * amount, so the rest is calculated and can be ordered. Absent or empty when all are known.
   */
  unavailableProductIds: z.optional(z.array(z.string())),
  subtotalExclVat: CentsSchema,
  subtotalInclVat: CentsSchema,
  discounts: z.array(AppliedDiscountSchema),
  shippingExclVat: CentsSchema,
  shippingInclVat: CentsSchema,
  customsExclVat: CentsSchema,
  vatRate: PercentageSchema,
  vat: CentsSchema,
  /** EU business outside NL with a VAT number: VAT shifted to the buyer. */
  reverseCharge: z.boolean(),
  /** Why no VAT is charged (extension); null or absent when VAT is charged. */
  vatExemption: z.optional(z.nullable(VatExemptionSchema)),
  totalExclVat: CentsSchema,
  totalInclVat: CentsSchema,
  boxes: count(0),
  freeShipping: z.boolean(),
  /** What is left to spend (excl. VAT) for free shipping; null when shipping is never free there. */
  leftForFreeShippingExclVat: z.nullable(CentsSchema),
});
export type CartCalculation = z.infer<typeof CartCalculationSchema>;
