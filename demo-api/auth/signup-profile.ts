/**
 * The shop's extra sign-up fields (requirements §9.2: accountType plus optional data). The real backend must
 * declare these in `signUpFeature.formFields`; any other id is a 400. Everything is validated here,
 * before the handler writes anything. The rules and their messages are shared with the real
 * backend's configuration (src/shared/api/contract/sign-up-rules.ts, used by auth-backend/).
 */
import type { AccountType, CompanyRecord, Salutation } from '../db/users';
import {
  checkNewCompany,
  EXTRA_FIELD_RULES,
  SALUTATIONS,
  SIGN_UP_EXTRA_FIELDS,
  signUpMessages,
} from '../../src/shared/api/contract/sign-up-rules';
import { companyByJoinCode, findCompany } from './company-rules';
import { fieldLengthError, optionalField, type FieldError, type FormValues } from './form-fields';

export { SIGN_UP_EXTRA_FIELDS };

export type NewCompany = Omit<CompanyRecord, 'id' | 'joinCode'>;

export interface SignUpProfile {
  accountType: AccountType;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  country: string | null;
  telephone: string | null;
  company: { kind: 'join'; companyId: string } | { kind: 'new'; data: NewCompany } | null;
}

/** A field's own check (shared with the real backend); its error is recorded. */
function checked(values: FormValues, id: keyof typeof EXTRA_FIELD_RULES, errors: FieldError[]) {
  const value = optionalField(values, id);
  const error = value === undefined ? undefined : EXTRA_FIELD_RULES[id]?.(value);
  if (error !== undefined) errors.push({ id, error });
  return error === undefined ? value : undefined;
}

/**
 * A new company: the shared rules decide which numbers its country gives (company-identity.ts),
 * then no company may have an account already: same KvK or VAT number, or, with neither, the
 * same name in the same country.
 */
function readNewCompany(
  values: FormValues,
  person: { firstname: string; lastname: string; country: string | null },
  errors: FieldError[],
): NewCompany | null {
  const check = checkNewCompany({
    companyName: optionalField(values, 'companyName'),
    kvkNumber: optionalField(values, 'kvkNumber'),
    vatNumber: optionalField(values, 'vatNumber'),
    country: person.country ?? undefined,
    contactFirstname: optionalField(values, 'contactFirstname'),
    contactLastname: optionalField(values, 'contactLastname'),
    firstname: person.firstname,
    lastname: person.lastname,
  });
  if (!check.ok) {
    errors.push(...check.errors);
    return null;
  }
  if (findCompany(check.lookup)) {
    errors.push({ id: check.existsField, error: signUpMessages.companyExists });
    return null;
  }
  return check.company;
}

function readCompany(
  values: FormValues,
  person: { firstname: string; lastname: string; country: string | null },
  errors: FieldError[],
): SignUpProfile['company'] {
  const joinCode = optionalField(values, 'companyJoinCode');
  if (joinCode === undefined) {
    const data = readNewCompany(values, person, errors);
    return data && { kind: 'new', data };
  }
  const company = companyByJoinCode(joinCode);
  if (!company) errors.push({ id: 'companyJoinCode', error: signUpMessages.joinCodeUnknown });
  return company ? { kind: 'join', companyId: company.id } : null;
}

/** Every extra field longer than its limit (the stored value: trimmed), with the length error. */
function tooLongFields(values: FormValues): FieldError[] {
  return SIGN_UP_EXTRA_FIELDS.flatMap((id) => {
    const error = fieldLengthError(id, optionalField(values, id) ?? '');
    return error === undefined ? [] : [{ id, error }];
  });
}

/** Reads and checks the extras; problems are added to `errors` (the caller writes nothing then). */
export function readSignUpProfile(values: FormValues, errors: FieldError[]): SignUpProfile {
  const tooLong = tooLongFields(values);
  const found: FieldError[] = [];
  const profile = readProfile(values, found);
  // An over-long value gets the one error that says so, not also what its content breaks.
  errors.push(...tooLong, ...found.filter(({ id }) => !tooLong.some((t) => t.id === id)));
  return profile;
}

function readProfile(values: FormValues, errors: FieldError[]): SignUpProfile {
  const accountType: AccountType =
    checked(values, 'accountType', errors) === 'business' ? 'business' : 'personal';
  const salutation =
    SALUTATIONS.find((s) => s === checked(values, 'salutation', errors)) ?? 'unspecified';
  const telephone = checked(values, 'telephone', errors) ?? null;
  const person = {
    firstname: optionalField(values, 'firstname') ?? '',
    lastname: optionalField(values, 'lastname') ?? '',
    country: checked(values, 'country', errors)?.toUpperCase() ?? null,
  };
  // Company fields of a personal account are ignored: a form may keep them after switching type.
  const company = accountType === 'business' ? readCompany(values, person, errors) : null;
  return { accountType, salutation, ...person, telephone, company };
}
