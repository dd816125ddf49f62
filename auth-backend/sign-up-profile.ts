/**
 * The checks of a sign-up that need several fields or the shop's data: a business account either
 * joins a company by its join code or registers a new one, which must not have an account yet.
 * Which numbers a new company gives follows its country (a KvK number in the Netherlands, an
 * optional EU VAT number elsewhere in the EU, neither outside it): the shared rules of
 * src/shared/api/contract/sign-up-rules.ts, the demo API's own. Company fields of a personal
 * account are ignored (a form may keep them after switching type). Runs after every field passed
 * its own check (field-rules.ts).
 */
import {
  SALUTATIONS,
  checkNewCompany,
  signUpMessages,
} from '../src/shared/api/contract/sign-up-rules';
import type { AccountType, NewCompany, ShopAccounts, SignUpProfile } from './shop-services';

export const JOIN_CODE_UNKNOWN = signUpMessages.joinCodeUnknown;

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

export const joinCodeOf = (values: FieldValues): string | undefined =>
  values.get('accountType') === 'business' ? values.get('companyJoinCode') : undefined;

async function newCompany(
  values: FieldValues,
  person: { firstname: string; lastname: string; country: string | null },
  accounts: ShopAccounts,
  errors: FieldError[],
): Promise<NewCompany | null> {
  const check = checkNewCompany({
    companyName: values.get('companyName'),
    kvkNumber: values.get('kvkNumber'),
    vatNumber: values.get('vatNumber'),
    country: person.country ?? undefined,
    contactFirstname: values.get('contactFirstname'),
    contactLastname: values.get('contactLastname'),
    firstname: person.firstname,
    lastname: person.lastname,
  });
  if (!check.ok) {
    errors.push(...check.errors);
    return null;
  }
  if (await accounts.companyExists(check.lookup)) {
    errors.push({ id: check.existsField, error: signUpMessages.companyExists });
    return null;
  }
  return check.company;
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
