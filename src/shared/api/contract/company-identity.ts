/**
 * What identifies a company at business sign-up, decided by the country it is registered in
 * (docs/decisions/0018-company-identity.md):
 *
 * - the Netherlands: its KvK number (Chamber of Commerce, 8 digits, required) and, if it likes,
 *   its Dutch VAT number;
 * - another EU member state: its EU VAT number of that state, if it has one. Without one it is a
 *   small VAT-exempt business, still a business account (requirements §4.1);
 * - outside the EU: neither (no KvK, no EU VAT number).
 *
 * A company without a KvK or VAT number is told apart by its name in its country.
 *
 * Plain functions with no imports, so that the sign-up form, the demo API and the auth backend's
 * configuration (auth-backend/) share one copy of these rules; the auth backend has no country
 * list of its own, so EU membership is the fixed list below (a test keeps it equal to the demo
 * API's `isEu` flags).
 */

/** The seller's country: a company registered here gives its KvK number. */
export const KVK_COUNTRY = 'NL';

/** The EU member states (ISO 3166-1 alpha-2). */
export const EU_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

export const isEuCountry = (countryId: string): boolean => EU_COUNTRIES.includes(countryId);

/** The VAT prefix of an EU country: its ISO code, except Greece (EL). */
export const vatPrefix = (countryId: string): string => (countryId === 'GR' ? 'EL' : countryId);

/** People type KvK and VAT numbers with spaces, dots and dashes; those carry no meaning. */
export const normaliseCompanyNumber = (value: string): string =>
  value.replace(/[\s.-]/g, '').toUpperCase();

/** KvK (Dutch Chamber of Commerce): exactly 8 digits. */
export const isKvkNumber = (value: string): boolean => /^\d{8}$/.test(value);

/**
 * After the prefix: 8 to 12 letters or digits (Ireland's older numbers also use + and *), except
 * Romania's, which have 2 to 10 digits. Looser than each state's own format on purpose: a real
 * number must never be refused; VIES is the real check.
 */
const vatBodyOk = (countryId: string, body: string): boolean =>
  countryId === 'RO' ? /^\d{2,10}$/.test(body) : /^[0-9A-Z+*]{8,12}$/.test(body);

/** A (normalised) EU VAT number of that country, e.g. DE123456789 for DE, EL123456789 for GR. */
export function isVatNumberOf(vatNumber: string, countryId: string): boolean {
  const prefix = vatPrefix(countryId);
  return (
    isEuCountry(countryId) &&
    vatNumber.startsWith(prefix) &&
    vatBodyOk(countryId, vatNumber.slice(prefix.length))
  );
}

/** The EU country a (normalised) VAT number belongs to, or undefined when it is none. */
export function vatNumberCountry(vatNumber: string): string | undefined {
  const prefix = vatNumber.slice(0, 2);
  const countryId = prefix === 'EL' ? 'GR' : prefix;
  return isVatNumberOf(vatNumber, countryId) ? countryId : undefined;
}

export const isEuVatNumber = (vatNumber: string): boolean =>
  vatNumberCountry(vatNumber) !== undefined;

/** Which company numbers a company of this country gives (the form shows exactly these). */
export interface CompanyNumberRules {
  kvkNumber: 'required' | 'none';
  vatNumber: 'optional' | 'none';
}

export const companyNumberRules = (countryId: string): CompanyNumberRules => ({
  kvkNumber: countryId === KVK_COUNTRY ? 'required' : 'none',
  vatNumber: isEuCountry(countryId) ? 'optional' : 'none',
});

/**
 * A company name as it is compared: case, accents' composed/decomposed forms and spaces do not
 * tell two companies apart ("Müller GmbH" is "MÜLLER  GMBH" and "müllergmbh").
 */
export const companyNameKey = (name: string): string =>
  name.normalize('NFC').toLowerCase().replace(/\s+/g, '');

/**
 * How a new company is looked up to refuse a second account: by its numbers when it has one,
 * else by its name in its country.
 */
export type CompanyLookup =
  | { by: 'number'; kvkNumber: string | null; vatNumber: string | null }
  | { by: 'name'; nameKey: string; country: string };

/** Whether a stored company is the one a lookup describes. */
export function companyMatches(
  company: {
    companyName: string;
    kvkNumber: string | null;
    vatNumber: string | null;
    country: string;
  },
  lookup: CompanyLookup,
): boolean {
  if (lookup.by === 'number')
    return (
      (lookup.kvkNumber !== null && company.kvkNumber === lookup.kvkNumber) ||
      (lookup.vatNumber !== null && company.vatNumber === lookup.vatNumber)
    );
  return (
    company.country === lookup.country && companyNameKey(company.companyName) === lookup.nameKey
  );
}
