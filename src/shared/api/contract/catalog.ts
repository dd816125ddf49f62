import * as z from 'zod/mini';
import { IdSchema, PercentageSchema } from './common';

/** A url slug: lowercase words joined by dashes (`nilfisk`, `attix-30`). */
export const SlugSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** GET brands. Brands with an empty name are dropped by the shop (requirements §5.4). */
export const BrandSchema = z.object({
  id: IdSchema,
  name: z.string(),
  url: SlugSchema,
  /** The brand's discount percentage, or null. */
  discount: z.nullable(PercentageSchema),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListSchema = z.array(BrandSchema);

/** GET brands/{brandId}/types: the machine models of a brand. */
export const BrandTypeSchema = z.object({
  id: IdSchema,
  name: z.string().check(z.minLength(1)),
  url: SlugSchema,
});
export type BrandType = z.infer<typeof BrandTypeSchema>;
export const BrandTypeListSchema = z.array(BrandTypeSchema);

/** GET brands/{brandId}/pdf: where the brand's product sheet (a PDF) can be downloaded. */
export const BrandPdfSchema = z.object({ url: z.string().check(z.minLength(1)) });
export type BrandPdf = z.infer<typeof BrandPdfSchema>;

/** GET addons. Add-ons with an empty name are dropped by the shop. */
export const AddonSchema = z.object({ id: IdSchema, name: z.string(), url: SlugSchema });
export type Addon = z.infer<typeof AddonSchema>;
export const AddonListSchema = z.array(AddonSchema);

/** GET addons/{addonId}/variants */
export const AddonVariantSchema = z.object({
  id: IdSchema,
  name: z.string().check(z.minLength(1)),
  url: SlugSchema,
});
export type AddonVariant = z.infer<typeof AddonVariantSchema>;
export const AddonVariantListSchema = z.array(AddonVariantSchema);
