import * as z from 'zod/mini';
import { CentsSchema, count, CountryIdSchema, PercentageSchema } from './common';

/** Per-country shipping terms; the shop uses the first entry (requirements §4.3). */
export const ShippingDataSchema = z.object({
  shippingCostExclVat: CentsSchema,
  shippingCostInclVat: CentsSchema,
  /** Free shipping from this order amount excl. VAT; 0 means shipping is never free. */
  freeShippingCostFromExclVat: CentsSchema,
  shippingTimeDays: count(0),
  /** Customs clearance cost outside the EU; 0 inside. */
  customsCostExclVat: CentsSchema,
});
export type ShippingData = z.infer<typeof ShippingDataSchema>;

export const CountrySchema = z.object({
  id: CountryIdSchema,
  /** Localised by `x-locale`. */
  name: z.string().check(z.minLength(1)),
  isEu: z.boolean(),
  vatRate: PercentageSchema,
  shippingData: z.array(ShippingDataSchema).check(z.minLength(1)),
});
export type Country = z.infer<typeof CountrySchema>;

export { HOME_COUNTRY_ID } from './constants';

/** GET countries */
export const CountryListSchema = z.array(CountrySchema);
