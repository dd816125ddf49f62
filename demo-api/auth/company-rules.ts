/**
 * Company identifiers at business sign-up: a Dutch company gives its KvK number (Chamber of
 * Commerce, 8 digits), a company elsewhere in the EU its VAT number (e.g. BE0123456789).
 */
import { randomInt } from 'node:crypto';
import { companies, type CompanyRecord } from '../db/users';

// EU VAT prefixes; Greece uses EL and Northern Ireland XI instead of their ISO country codes.
const VAT_PATTERN =
  /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z+*]{2,12}$/;
const VAT_PREFIX_COUNTRY: Readonly<Record<string, string>> = { EL: 'GR', XI: 'GB' };

export const KVK_INVALID = 'A KvK number has exactly 8 digits';
export const VAT_INVALID = 'This is not a valid EU VAT number (for example BE0123456789)';
export const COMPANY_ID_MISSING =
  'Enter the KvK number (Dutch companies) or the VAT number (other EU companies)';
export const COMPANY_EXISTS =
  'This company already has an account: ask a colleague for its join code';
export const JOIN_CODE_UNKNOWN = 'No company has this join code';

/** People type KvK and VAT numbers with spaces, dots and dashes; those carry no meaning. */
export function normaliseCompanyNumber(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

export function isKvkNumber(kvk: string): boolean {
  return /^\d{8}$/.test(kvk);
}

export function isEuVatNumber(vat: string): boolean {
  return VAT_PATTERN.test(vat);
}

/** The ISO country of a VAT number's prefix. */
export function vatCountry(vat: string): string {
  const prefix = vat.slice(0, 2);
  return VAT_PREFIX_COUNTRY[prefix] ?? prefix;
}

export function companyByJoinCode(code: string): CompanyRecord | undefined {
  const wanted = code.trim().toUpperCase();
  return companies.all().find((c) => c.joinCode.toUpperCase() === wanted);
}

export function companyByNumber(kvk: string | null, vat: string | null): CompanyRecord | undefined {
  return companies
    .all()
    .find((c) => (kvk !== null && c.kvkNumber === kvk) || (vat !== null && c.vatNumber === vat));
}

/** A join code like the seeded ones ("DEKKER-2026"): a word of the name plus four random digits. */
export function newJoinCode(companyName: string): string {
  const word =
    companyName
      .toUpperCase()
      .replace(/[^A-Z]/g, ' ')
      .trim()
      .split(/\s+/)[0]
      ?.slice(0, 10) || 'COMPANY';
  for (;;) {
    const code = `${word}-${String(randomInt(10000)).padStart(4, '0')}`;
    if (!companyByJoinCode(code)) return code;
  }
}
