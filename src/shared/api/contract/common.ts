import { z } from 'zod';

/** Account types of spec §3: sent as `x-account-type` on every call; default personal. */
export const accountTypes = ['personal', 'business'] as const;
export const AccountTypeSchema = z.enum(accountTypes);
export type AccountType = z.infer<typeof AccountTypeSchema>;

/** The four shop languages (`x-locale`; default nl). */
export const locales = ['nl', 'en', 'de', 'fr'] as const;
export const LocaleSchema = z.enum(locales);
export type Locale = z.infer<typeof LocaleSchema>;

/** Money on the wire: integer euro cents. The client formats it and never computes VAT. */
export const CentsSchema = z.number().int();
export type Cents = z.infer<typeof CentsSchema>;

/** A percentage such as 5 or 12.5. */
export const PercentageSchema = z.number().min(0).max(100);

/** ISO 3166-1 alpha-2 country id, also the value of `x-country-code`. */
export const CountryIdSchema = z.string().regex(/^[A-Z]{2}$/);

export const IdSchema = z.string().min(1);

/** Opaque page cursor; null when no page follows. */
export const CursorSchema = z.string().min(1).nullable();

/** `{ results, total, next }`: the paged answer of product search, orders and favourites. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), total: z.number().int().min(0), next: CursorSchema });

/** Error body of every failed API call (4xx/5xx); 422 carries one message per invalid field. */
export const ApiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
