/**
 * The checks of a sign-up that need several fields or the shop's data: a business account either
 * joins a company by its join code or registers a new one (name, and a KvK number for a Dutch
 * company or an EU VAT number for another), which must not have an account yet. Company fields of
 * a personal account are ignored (a form may keep them after switching type). Runs after every
 * field passed its own check (field-rules.ts); the messages are the demo API's.
 */
import type {
  AccountType,
  NewCompany,
  Salutation,
  ShopAccounts,
  SignUpProfile,
} from './shop-services';

export const NOT_OPTIONAL = 'Field is not optional';
export const KVK_INVALID = 'A KvK number has exactly 8 digits';
export const VAT_INVALID = 'This is not a valid EU VAT number (for example BE0123456789)';
export const COMPANY_ID_MISSING =
  'Enter the KvK number (Dutch companies) or the VAT number (other EU companies)';
export const COMPANY_EXISTS =
  'This company already has an account: ask a colleague for its join code';
export const JOIN_CODE_UNKNOWN = 'No company has this join code';

// EU VAT prefixes; Greece uses EL and Northern Ireland XI instead of their ISO country codes.
const VAT_PATTERN =
  /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z+*]{2,12}$/;
const VAT_PREFIX_COUNTRY: Readonly<Record<string, string>> = { EL: 'GR', XI: 'GB' };

const SALUTATIONS: readonly Salutation[] = ['female', 'male', 'unspecified'];

export interface FieldError {
  id: string;
  error: string;
}

/** Field id → trimmed value; empty values are left out. */
export type FieldValues = ReadonlyMap<string, string>;

export function fieldValues(formFields: readonly { id: string; value: unknown }[]): FieldValues {
  const values = new Map<string, string>();
  for (const { id, value } of formFields) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '') values.set(id, text);
  }
  return values;
}

/** People type KvK and VAT numbers with spaces, dots and dashes; those carry no meaning. */
const normaliseNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

export const joinCodeOf = (values: FieldValues): string | undefined =>
  values.get('accountType') === 'business' ? values.get('companyJoinCode') : undefined;

async function newCompany(
  values: FieldValues,
  person: { firstname: string; lastname: string; country: string | null },
  accounts: ShopAccounts,
  errors: FieldError[],
): Promise<NewCompany | null> {
  const companyName = values.get('companyName');
  if (!companyName) errors.push({ id: 'companyName', error: NOT_OPTIONAL });
  const kvkInput = values.get('kvkNumber');
  const vatInput = values.get('vatNumber');
  const kvk = kvkInput === undefined ? null : normaliseNumber(kvkInput);
  const vat = vatInput === undefined ? null : normaliseNumber(vatInput);
  if (kvk === null && vat === null) {
    errors.push(
      { id: 'kvkNumber', error: COMPANY_ID_MISSING },
      { id: 'vatNumber', error: COMPANY_ID_MISSING },
    );
    return null;
  }
  const kvkOk = kvk === null || /^\d{8}$/.test(kvk);
  const vatOk = vat === null || VAT_PATTERN.test(vat);
  if (!kvkOk) errors.push({ id: 'kvkNumber', error: KVK_INVALID });
  if (!vatOk) errors.push({ id: 'vatNumber', error: VAT_INVALID });
  if (!kvkOk || !vatOk || !companyName) return null;
  if (await accounts.companyExists(kvk, vat)) {
    errors.push({ id: kvk !== null ? 'kvkNumber' : 'vatNumber', error: COMPANY_EXISTS });
    return null;
  }
  const prefix = vat?.slice(0, 2) ?? '';
  return {
    companyName,
    contactFirstname: values.get('contactFirstname') ?? person.firstname,
    contactLastname: values.get('contactLastname') ?? person.lastname,
    kvkNumber: kvk,
    vatNumber: vat,
    // A KvK number means a Dutch company; otherwise the VAT prefix says where it is registered.
    country: person.country ?? (kvk !== null ? 'NL' : (VAT_PREFIX_COUNTRY[prefix] ?? prefix)),
  };
}

/**
 * The profile a sign-up asks for, or the field errors that refuse it. A join code is looked up
 * here: the caller checks the guessing limit before (supertokens.ts).
 */
export async function readSignUpProfile(
  values: FieldValues,
  accounts: ShopAccounts,
): Promise<{ profile: SignUpProfile; errors: [] } | { profile: null; errors: FieldError[] }> {
  const errors: FieldError[] = [];
  const accountType: AccountType =
    values.get('accountType') === 'business' ? 'business' : 'personal';
  const person = {
    firstname: values.get('firstname') ?? '',
    lastname: values.get('lastname') ?? '',
    country: values.get('country')?.toUpperCase() ?? null,
  };
  let company: SignUpProfile['company'] = null;
  const joinCode = joinCodeOf(values);
  if (accountType === 'business' && joinCode !== undefined) {
    const found = await accounts.companyByJoinCode(joinCode);
    if (found) company = { kind: 'join', companyId: found.id };
    else errors.push({ id: 'companyJoinCode', error: JOIN_CODE_UNKNOWN });
  } else if (accountType === 'business') {
    const data = await newCompany(values, person, accounts, errors);
    if (data) company = { kind: 'new', data };
  }
  if (errors.length > 0) return { profile: null, errors };
  return {
    profile: {
      accountType,
      // field-rules.ts refused any other value.
      salutation: SALUTATIONS.find((s) => s === values.get('salutation')) ?? 'unspecified',
      ...person,
      telephone: values.get('telephone') ?? null,
      company,
    },
    errors: [],
  };
}
