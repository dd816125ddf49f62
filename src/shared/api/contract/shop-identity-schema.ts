/**
 * The rules of shop.config.json (docs/decisions/0069-shop-identity-in-one-file.md), checked where
 * Node reads it: the build (vite/app-manifest.ts, before anything is bundled) and the demo API at
 * start. A bad value stops either with a message that names the field. The browser's bundle takes
 * the checked file as it is (shop-identity.ts), without the validator.
 */
import * as z from 'zod/mini';
// The import attribute: Node's own loader (Playwright's specs import this too) requires it for JSON.
import config from '../../../../shop.config.json' with { type: 'json' };
import { isEuVatNumber, isKvkNumber, normaliseCompanyNumber } from './company-identity';

/** An international number (+31 …) with spaces only: the information pages link it as tel:. */
const TELEPHONE = /^\+\d[\d ]{7,}\d$/;
/** IBAN: country, check digits, then letters and digits in groups of four (ISO 13616). */
const IBAN = /^[A-Z]{2}\d{2}(?: ?[A-Z0-9]{1,4}){3,8}$/;

const text = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));

export const ShopIdentitySchema = z.object({
  /** The brand: document titles, the header, mails and the invoice's heading. */
  name: text,
  /** The company as registered: invoices, terms, privacy statement and company details. */
  legalName: text,
  address: z.object({
    street: text,
    postalCode: text,
    city: text,
    countryId: z.string().check(z.regex(/^[A-Z]{2}$/, 'must be an ISO country code such as NL')),
  }),
  kvkNumber: z.string().check(z.refine(isKvkNumber, 'must be 8 digits')),
  vatNumber: z
    .string()
    .check(
      z.refine(
        (value) => isEuVatNumber(normaliseCompanyNumber(value)),
        'must be an EU VAT number such as NL123456789B01',
      ),
    ),
  iban: z.string().check(z.regex(IBAN, 'must be an IBAN such as NL02 BANK 0123 4567 89')),
  email: z.email(),
  telephone: z
    .string()
    .check(z.regex(TELEPHONE, 'must be an international number such as +31 20 765 43 21')),
  /** A path on the shop's own site (or an absolute URL): the logo of the structured data. */
  logo: z
    .string()
    .check(
      z.refine(
        (value) => value.startsWith('/') || URL.canParse(value),
        'must be a path such as /icons/icon-512.png or an absolute URL',
      ),
    ),
});

export type ShopIdentity = z.infer<typeof ShopIdentitySchema>;

export class ShopIdentityError extends Error {
  override readonly name = 'ShopIdentityError';
}

/** Validates the configuration; throws ShopIdentityError naming every wrong field. */
export function parseShopIdentity(raw: unknown): ShopIdentity {
  const parsed = ShopIdentitySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
  throw new ShopIdentityError(`Invalid shop.config.json (see docs/deployment.md): ${problems}`);
}

/** shop.config.json, checked: what Node code (the build, the demo API) reads. */
export const checkedShopIdentity: ShopIdentity = parseShopIdentity(config);
