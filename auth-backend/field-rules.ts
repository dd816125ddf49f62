/**
 * The sign-up form's fields as `supertokens-node` declares them (`signUpFeature.formFields`), with
 * the checks a single field can make on its own. Their messages are the English sentences the
 * shop recognises and translates (src/features/account/register/server-errors.ts). The extra
 * fields' rules are the demo API's own, from one shared module
 * (src/shared/api/contract/sign-up-rules.ts, pure: copy it with this folder); e-mail and password
 * repeat demo-api/auth/validators.ts. Checks that need several fields are in sign-up-profile.ts.
 *
 * supertokens-node answers "Field is not optional" for a missing required field itself, calls
 * `validate` only for a field that has a value, and trims the e-mail first.
 */
import type { TypeInputFormField } from 'supertokens-node/recipe/emailpassword/types';
import {
  EXTRA_FIELD_RULES,
  extraFieldLengthError,
  SIGN_UP_EXTRA_FIELDS,
  type SignUpExtraField,
} from '../src/shared/api/contract/sign-up-rules';

export const EMAIL_INVALID = 'Email is invalid';
export const MAX_EMAIL_LENGTH = 254;
export const EMAIL_TOO_LONG = `Email must be at most ${MAX_EMAIL_LENGTH} characters`;
/** Passwords must be shorter than this. */
export const MAX_PASSWORD_LENGTH = 100;

// SuperTokens' default e-mail pattern (supertokens-node emailpassword/utils.js).
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function emailError(email: string): string | undefined {
  if (email.length > MAX_EMAIL_LENGTH) return EMAIL_TOO_LONG;
  return EMAIL_PATTERN.test(email) ? undefined : EMAIL_INVALID;
}

/** The shop's password policy (requirements §10.1), stricter than SuperTokens' default: the first rule broken. */
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

const asText = (value: unknown): string => (typeof value === 'string' ? value : String(value));

function extraField(id: SignUpExtraField): TypeInputFormField {
  return {
    id,
    optional: true,
    validate: async (value: unknown) => {
      const text = asText(value).trim();
      const tooLong = extraFieldLengthError(text);
      if (tooLong !== undefined) return tooLong;
      // Company fields are checked together, in sign-up-profile.ts.
      return text === '' ? undefined : EXTRA_FIELD_RULES[id]?.(text);
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
