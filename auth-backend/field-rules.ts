/**
 * The sign-up form's fields as `supertokens-node` declares them (`signUpFeature.formFields`), with
 * the checks a single field can make on its own. Their messages are the English sentences the
 * shop recognises and translates (src/features/account/register/server-errors.ts), the same the
 * demo API sends (demo-api/auth/validators.ts, signup-profile.ts, company-rules.ts); checks that
 * need several fields are in sign-up-profile.ts.
 *
 * supertokens-node answers "Field is not optional" for a missing required field itself, calls
 * `validate` only for a field that has a value, and trims the e-mail first.
 */
import type { TypeInputFormField } from 'supertokens-node/recipe/emailpassword/types';

export const EMAIL_INVALID = 'Email is invalid';
export const MAX_EMAIL_LENGTH = 254;
export const EMAIL_TOO_LONG = `Email must be at most ${MAX_EMAIL_LENGTH} characters`;
/** Passwords must be shorter than this. */
export const MAX_PASSWORD_LENGTH = 100;
/** Names, company data, codes: the longest value the shop's forms send. */
export const MAX_FIELD_LENGTH = 100;
export const FIELD_TOO_LONG = `Use at most ${MAX_FIELD_LENGTH} characters`;

// SuperTokens' default e-mail pattern (supertokens-node emailpassword/utils.js).
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function emailError(email: string): string | undefined {
  if (email.length > MAX_EMAIL_LENGTH) return EMAIL_TOO_LONG;
  return EMAIL_PATTERN.test(email) ? undefined : EMAIL_INVALID;
}

/** The shop's password policy (spec §5), stricter than SuperTokens' default: the first rule broken. */
export function passwordError(password: string): string | undefined {
  if (password.length < 8) return 'Password must contain at least 8 characters';
  if (password.length >= MAX_PASSWORD_LENGTH)
    return `Password must be shorter than ${MAX_PASSWORD_LENGTH} characters`;
  if (!/\p{Lu}/u.test(password)) return 'Password must contain at least one uppercase letter';
  if (!/\p{Ll}/u.test(password)) return 'Password must contain at least one lowercase letter';
  if (!/\p{Nd}/u.test(password)) return 'Password must contain at least one number';
  if (!/[^\p{L}\p{N}\s]/u.test(password))
    return 'Password must contain at least one special character';
  return undefined;
}

/** The extra fields the shop's registration forms send (all optional for SuperTokens). */
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
export type ExtraField = (typeof SIGN_UP_EXTRA_FIELDS)[number];

/** Checks of one field's (trimmed, non-empty) value; company fields are checked with the rest. */
const CONTENT_RULES: Partial<Record<ExtraField, (value: string) => string | undefined>> = {
  accountType: (value) =>
    value === 'personal' || value === 'business'
      ? undefined
      : 'Account type must be personal or business',
  salutation: (value) =>
    ['female', 'male', 'unspecified'].includes(value)
      ? undefined
      : 'Salutation must be female, male or unspecified',
  telephone: (value) =>
    /^\+?[0-9][0-9 ()-]{5,19}$/.test(value) ? undefined : 'Telephone number is invalid',
  country: (value) =>
    /^[A-Z]{2}$/.test(value.toUpperCase())
      ? undefined
      : 'Country must be a two-letter country code such as NL',
};

const asText = (value: unknown): string => (typeof value === 'string' ? value : String(value));

function extraField(id: ExtraField): TypeInputFormField {
  return {
    id,
    optional: true,
    validate: async (value: unknown) => {
      const text = asText(value).trim();
      if (text.length > MAX_FIELD_LENGTH) return FIELD_TOO_LONG;
      return text === '' ? undefined : CONTENT_RULES[id]?.(text);
    },
  };
}

/** `signUpFeature.formFields`: e-mail and password (required) and the shop's extras. */
export const signUpFormFields: TypeInputFormField[] = [
  { id: 'email', validate: async (value: unknown) => emailError(asText(value)) },
  // Also the rule of the password-reset form, which supertokens-node takes from here.
  { id: 'password', validate: async (value: unknown) => passwordError(asText(value)) },
  ...SIGN_UP_EXTRA_FIELDS.map(extraField),
];
