/**
 * The sign-up form's extra fields (requirements §9.2: accountType plus optional data) and their rules, with
 * the English sentences the auth service answers (the shop matches them to its own translated
 * messages: src/features/account/register/server-errors.ts). One copy for the demo API
 * (demo-api/auth/signup-profile.ts) and the real backend's supertokens-node configuration
 * (auth-backend/field-rules.ts, sign-up-profile.ts), so that both refuse the same things with the
 * same words. Pure: no imports but the company rules beside it.
 */
import {
  companyNameKey,
  companyNumberRules,
  isKvkNumber,
  isVatNumberOf,
  KVK_COUNTRY,
  normaliseCompanyNumber,
  vatNumberCountry,
  vatPrefix,
  type CompanyLookup,
} from './company-identity';

/** Every extra field a sign-up may send; any other id is refused (400) by SuperTokens. */
export const SIGN_UP_EXTRA_FIELDS = [
  'accountType',
  'salutation',
  'firstname',
  'lastname',
  'companyName',
  'contactFirstname',
  'contactLastname',
  'kvkNumber',
  'vatNumber',
  'country',
  'telephone',
  'companyJoinCode',
] as const;
export type SignUpExtraField = (typeof SIGN_UP_EXTRA_FIELDS)[number];

export const SALUTATIONS = ['female', 'male', 'unspecified'] as const;

/**
 * The longest value of an extra field (names, company data, codes). Every text a buyer sends is
 * bounded (requirements §10.2); 100 is what the shop's forms allow for a name, and every other
 * field is far shorter when valid.
 */
export const MAX_FIELD_LENGTH = 100;

export const signUpMessages = {
  notOptional: 'Field is not optional',
  tooLong: `Use at most ${MAX_FIELD_LENGTH} characters`,
  accountType: 'Account type must be personal or business',
  salutation: 'Salutation must be female, male or unspecified',
  telephone: 'Telephone number is invalid',
  country: 'Country must be a two-letter country code such as NL',
  kvkInvalid: 'A KvK number has exactly 8 digits',
  kvkNotDutch: 'Only a Dutch company has a KvK number',
  vatInvalid: 'This is not a valid EU VAT number (for example BE0123456789)',
  vatOutsideEu: 'A company outside the EU has no EU VAT number',
  companyExists: 'This company already has an account: ask a colleague for its join code',
  joinCodeUnknown: 'No company has this join code',
} as const;

/** A VAT number whose prefix is not that of the company's country. */
export const vatOfOtherCountry = (prefix: string): string =>
  `A VAT number of this country starts with ${prefix}`;

/** The checks one extra field's (trimmed, non-empty) value must pass on its own. */
export const EXTRA_FIELD_RULES: Partial<
  Record<SignUpExtraField, (value: string) => string | undefined>
> = {
  accountType: (value) =>
    value === 'personal' || value === 'business' ? undefined : signUpMessages.accountType,
  salutation: (value) =>
    (SALUTATIONS as readonly string[]).includes(value) ? undefined : signUpMessages.salutation,
  telephone: (value) =>
    /^\+?[0-9][0-9 ()-]{5,19}$/.test(value) ? undefined : signUpMessages.telephone,
  country: (value) => (/^[A-Z]{2}$/i.test(value) ? undefined : signUpMessages.country),
};

/** The length error of an extra field's (trimmed) value, or undefined when it fits. */
export const extraFieldLengthError = (value: string): string | undefined =>
  value.length > MAX_FIELD_LENGTH ? signUpMessages.tooLong : undefined;

export interface FieldError {
  id: string;
  error: string;
}

/** A new company's fields as sent: trimmed, an empty one left out. */
export interface NewCompanyInput {
  companyName?: string;
  kvkNumber?: string;
  vatNumber?: string;
  /** The sign-up's `country`, when it is a two-letter code (upper case). */
  country?: string;
  contactFirstname?: string;
  contactLastname?: string;
  /** The user's own names: the contact person's by default. */
  firstname?: string;
  lastname?: string;
}

export interface NewCompanyData {
  companyName: string;
  contactFirstname: string;
  contactLastname: string;
  kvkNumber: string | null;
  vatNumber: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export type NewCompanyCheck =
  | {
      ok: true;
      company: NewCompanyData;
      /** How to find an existing account of this company (then: refuse). */
      lookup: CompanyLookup;
      /** The field that names the company, where "already has an account" is said. */
      existsField: 'kvkNumber' | 'vatNumber' | 'companyName';
    }
  | { ok: false; errors: FieldError[] };

/**
 * The company's country: the one sent, else the one its KvK number (NL) or VAT number's prefix
 * says (older clients send no country).
 */
function companyCountry(input: NewCompanyInput, kvk: string | null, vat: string | null) {
  if (input.country) return input.country;
  if (kvk !== null) return KVK_COUNTRY;
  return vat === null ? undefined : vatNumberCountry(vat);
}

function vatNumberError(vat: string, country: string): string | undefined {
  if (companyNumberRules(country).vatNumber === 'none') return signUpMessages.vatOutsideEu;
  if (isVatNumberOf(vat, country)) return undefined;
  const prefix = vatPrefix(country);
  return vat.startsWith(prefix) ? signUpMessages.vatInvalid : vatOfOtherCountry(prefix);
}

/** The checks of a new company that need only its own fields (not whether it exists yet). */
export function checkNewCompany(input: NewCompanyInput): NewCompanyCheck {
  const errors: FieldError[] = [];
  const { companyName } = input;
  if (!companyName) errors.push({ id: 'companyName', error: signUpMessages.notOptional });
  const kvk = input.kvkNumber === undefined ? null : normaliseCompanyNumber(input.kvkNumber);
  const vat = input.vatNumber === undefined ? null : normaliseCompanyNumber(input.vatNumber);
  const country = companyCountry(input, kvk, vat);
  if (country === undefined) {
    errors.push(
      vat === null
        ? { id: 'country', error: signUpMessages.notOptional }
        : { id: 'vatNumber', error: signUpMessages.vatInvalid },
    );
    return { ok: false, errors };
  }
  const rules = companyNumberRules(country);
  if (rules.kvkNumber === 'required' && kvk === null)
    errors.push({ id: 'kvkNumber', error: signUpMessages.notOptional });
  if (rules.kvkNumber === 'none' && kvk !== null)
    errors.push({ id: 'kvkNumber', error: signUpMessages.kvkNotDutch });
  if (rules.kvkNumber === 'required' && kvk !== null && !isKvkNumber(kvk))
    errors.push({ id: 'kvkNumber', error: signUpMessages.kvkInvalid });
  const vatError = vat === null ? undefined : vatNumberError(vat, country);
  if (vatError) errors.push({ id: 'vatNumber', error: vatError });
  if (errors.length > 0 || !companyName) return { ok: false, errors };
  return {
    ok: true,
    company: {
      companyName,
      contactFirstname: input.contactFirstname ?? input.firstname ?? '',
      contactLastname: input.contactLastname ?? input.lastname ?? '',
      kvkNumber: kvk,
      vatNumber: vat,
      country,
    },
    lookup:
      kvk === null && vat === null
        ? { by: 'name', nameKey: companyNameKey(companyName), country }
        : { by: 'number', kvkNumber: kvk, vatNumber: vat },
    existsField: kvk !== null ? 'kvkNumber' : vat !== null ? 'vatNumber' : 'companyName',
  };
}
