/**
 * Company identifiers at business sign-up: a Dutch company gives its KvK number (Chamber of
 * Commerce, 8 digits), a company elsewhere in the EU its VAT number (e.g. BE0123456789).
 */
import { randomJoinCode } from '../db/join-codes';
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

/** Join codes are typed by people: case and surrounding spaces do not matter. */
export function joinCodeMatches(company: CompanyRecord, code: string): boolean {
  return company.joinCode.toUpperCase() === code.trim().toUpperCase();
}

export function companyByJoinCode(code: string): CompanyRecord | undefined {
  return companies.all().find((c) => joinCodeMatches(c, code));
}

export function companyByNumber(kvk: string | null, vat: string | null): CompanyRecord | undefined {
  return companies
    .all()
    .find((c) => (kvk !== null && c.kvkNumber === kvk) || (vat !== null && c.vatNumber === vat));
}

/** A join code no other company has (see db/join-codes.ts; with 50 random bits, a clash is rare). */
export function newJoinCode(companyName: string): string {
  for (;;) {
    const code = randomJoinCode(companyName);
    if (!companyByJoinCode(code)) return code;
  }
}
