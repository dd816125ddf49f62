/**
 * The shop's extra sign-up fields (spec §3: accountType plus optional data). The real backend must
 * declare these in `signUpFeature.formFields`; any other id is a 400. Everything is validated here,
 * before the handler writes anything.
 */
import type { AccountType, CompanyRecord, Salutation } from '../db/users';
import {
  COMPANY_EXISTS,
  COMPANY_ID_MISSING,
  companyByJoinCode,
  companyByNumber,
  isEuVatNumber,
  isKvkNumber,
  JOIN_CODE_UNKNOWN,
  KVK_INVALID,
  normaliseCompanyNumber,
  VAT_INVALID,
  vatCountry,
} from './company-rules';
import {
  fieldLengthError,
  NOT_OPTIONAL,
  optionalField,
  type FieldError,
  type FormValues,
} from './form-fields';

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

const SALUTATIONS: readonly Salutation[] = ['female', 'male', 'unspecified'];

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

function readCountry(values: FormValues, errors: FieldError[]): string | null {
  const country = optionalField(values, 'country')?.toUpperCase();
  if (country === undefined) return null;
  if (/^[A-Z]{2}$/.test(country)) return country;
  errors.push({ id: 'country', error: 'Country must be a two-letter country code such as NL' });
  return null;
}

function readNewCompany(
  values: FormValues,
  person: { firstname: string; lastname: string; country: string | null },
  errors: FieldError[],
): NewCompany | null {
  const companyName = optionalField(values, 'companyName');
  if (!companyName) errors.push({ id: 'companyName', error: NOT_OPTIONAL });
  const kvkInput = optionalField(values, 'kvkNumber');
  const vatInput = optionalField(values, 'vatNumber');
  const kvk = kvkInput === undefined ? null : normaliseCompanyNumber(kvkInput);
  const vat = vatInput === undefined ? null : normaliseCompanyNumber(vatInput);
  if (kvk === null && vat === null) {
    errors.push(
      { id: 'kvkNumber', error: COMPANY_ID_MISSING },
      { id: 'vatNumber', error: COMPANY_ID_MISSING },
    );
    return null;
  }
  const kvkOk = kvk === null || isKvkNumber(kvk);
  const vatOk = vat === null || isEuVatNumber(vat);
  if (!kvkOk) errors.push({ id: 'kvkNumber', error: KVK_INVALID });
  if (!vatOk) errors.push({ id: 'vatNumber', error: VAT_INVALID });
  if (!kvkOk || !vatOk || !companyName) return null;
  if (companyByNumber(kvk, vat)) {
    errors.push({ id: kvk !== null ? 'kvkNumber' : 'vatNumber', error: COMPANY_EXISTS });
    return null;
  }
  return {
    companyName,
    contactFirstname: optionalField(values, 'contactFirstname') ?? person.firstname,
    contactLastname: optionalField(values, 'contactLastname') ?? person.lastname,
    kvkNumber: kvk,
    vatNumber: vat,
    // A KvK number means a Dutch company; otherwise the VAT prefix says where it is registered.
    country: person.country ?? (kvk !== null ? 'NL' : vatCountry(vat ?? '')),
  };
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
  if (!company) errors.push({ id: 'companyJoinCode', error: JOIN_CODE_UNKNOWN });
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
  const accountTypeInput = optionalField(values, 'accountType') ?? 'personal';
  const accountType: AccountType = accountTypeInput === 'business' ? 'business' : 'personal';
  if (accountTypeInput !== accountType)
    errors.push({ id: 'accountType', error: 'Account type must be personal or business' });
  const salutationInput = optionalField(values, 'salutation') ?? 'unspecified';
  const salutation = SALUTATIONS.find((s) => s === salutationInput) ?? 'unspecified';
  if (salutation !== salutationInput)
    errors.push({ id: 'salutation', error: 'Salutation must be female, male or unspecified' });
  const telephone = optionalField(values, 'telephone') ?? null;
  if (telephone !== null && !/^\+?[0-9][0-9 ()-]{5,19}$/.test(telephone))
    errors.push({ id: 'telephone', error: 'Telephone number is invalid' });
  const person = {
    firstname: optionalField(values, 'firstname') ?? '',
    lastname: optionalField(values, 'lastname') ?? '',
    country: readCountry(values, errors),
  };
  // Company fields of a personal account are ignored: a form may keep them after switching type.
  const company = accountType === 'business' ? readCompany(values, person, errors) : null;
  return { accountType, salutation, ...person, telephone, company };
}
