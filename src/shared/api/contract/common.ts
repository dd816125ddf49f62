/**
 * The contract is written with `zod/mini`: the same schemas, a fraction of the bundle (classic zod
 * would cost the first paint ~90 KB gzip). Mini composes with functions (`z.nullable(x)`) and
 * `.check(...)` instead of method chains.
 */
import * as z from 'zod/mini';
import { accountTypes, locales } from './constants';

export { accountTypes, locales, type AccountType, type Locale } from './constants';

/** Account types of requirements §3.1: sent as `x-account-type` on every call; default personal. */
export const AccountTypeSchema = z.enum(accountTypes);

/** The four shop languages (`x-locale`; default nl). */
export const LocaleSchema = z.enum(locales);

/**
 * Money on the wire: integer euro cents. The client formats it; the one VAT it adds is to an
 * excl.-VAT threshold for a private buyer, with the API's own rounding (money.ts).
 */
export const CentsSchema = z.int();
export type Cents = z.infer<typeof CentsSchema>;

/** A whole number of at least `min`. */
export const count = (min = 0) => z.int().check(z.gte(min));

/** A percentage such as 5 or 12.5. */
export const PercentageSchema = z.number().check(z.gte(0), z.lte(100));

/** ISO 3166-1 alpha-2 country id, also the value of `x-country-code`. */
export const CountryIdSchema = z.string().check(z.regex(/^[A-Z]{2}$/));

export const IdSchema = z.string().check(z.minLength(1));
export const TextSchema = (min = 1, max = 200) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** Opaque page cursor; null when no page follows. */
export const CursorSchema = z.nullable(IdSchema);

/** `{ results, total, next }`: the paged answer of product search, orders and favourites. */
export const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ results: z.array(item), total: count(0), next: CursorSchema });

/** Error body of every failed API call (4xx/5xx); 422 carries one message per invalid field. */
export const ApiErrorBodySchema = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
