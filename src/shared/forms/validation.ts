/**
 * The field rules of requirements §10.1 as zod/mini checks (zod/mini keeps the form chunks small). Every
 * issue message is a message id (see shared/ui/form/field-message), translated where it is shown.
 */
import * as z from 'zod/mini';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { fieldMessage } from '@/shared/ui/form/field-message';

export const validationIds = {
  required: 'validation.required',
  invalid: 'validation.invalid',
  email: 'validation.email',
  uppercase: 'validation.password.uppercase',
  lowercase: 'validation.password.lowercase',
  digit: 'validation.password.digit',
  special: 'validation.password.special',
  tooShort: 'validation.tooShort',
  tooBig: 'validation.tooBig',
  passwordMismatch: 'validation.passwordMismatch',
  url: 'validation.url',
} as const;

/** docs/decisions/0014-passwords.md: the password policy of sign-up, reset and change. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * An optional web address (the invalid-URL message of requirements §10.1): empty is fine, anything else must be
 * an http(s) URL. No form of the shop asks for one yet; a company website would.
 */
export const optionalUrlField = () =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || isHttpUrl(value), { error: validationIds.url }),
  );

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** A text that must be filled in (blanks alone do not count). */
export const requiredText = () =>
  z.string().check(z.trim(), z.minLength(1, { error: validationIds.required }));

/**
 * Required first, so an empty field says "required" rather than "not a valid address"; then the
 * API's longest address (a longer one is no address at all, and the API would refuse it).
 */
export const emailField = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: validationIds.required, abort: true }),
    z.maxLength(TEXT_LIMITS.email, {
      error: fieldMessage(validationIds.tooBig, { max: TEXT_LIMITS.email }),
      abort: true,
    }),
    z.email({ error: validationIds.email }),
  );

/**
 * A new password: each rule its own message, so the shopper sees everything still missing. The
 * letters are any language's, as the auth service counts them: "Ü" is a capital, "ß" no special
 * character (it refused "Übergröße1!" for want of a capital, and let "Übergröße1" through to a
 * refusal by the service).
 */
export const newPasswordField = () =>
  z.string().check(
    z.minLength(1, { error: validationIds.required, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, {
      error: fieldMessage(validationIds.tooShort, { min: PASSWORD_MIN_LENGTH }),
    }),
    z.regex(/\p{Lu}/u, { error: validationIds.uppercase }),
    z.regex(/\p{Ll}/u, { error: validationIds.lowercase }),
    z.regex(/\p{Nd}/u, { error: validationIds.digit }),
    z.regex(/[^\p{L}\p{N}\s]/u, { error: validationIds.special }),
  );

/**
 * Requirements §9.4: a new password is entered twice (reset and profile change). Put on the form's object
 * schema; a mismatch is reported on the second field, where the shopper corrects it.
 */
export const passwordsMatch = <T extends Record<string, unknown>>(
  password: keyof T & string,
  repeat: keyof T & string,
) =>
  z.refine<T>((values) => values[password] === values[repeat], {
    error: validationIds.passwordMismatch,
    path: [repeat],
  });

/**
 * Company identifiers at business sign-up (requirements §9.2): which numbers a company gives depends on its
 * country (src/shared/api/contract/company-identity.ts, the rules the auth service applies too).
 * People type them with spaces, dots and dashes; those carry no meaning, so they are dropped
 * before the check and before sending.
 */
export const companyNumberIds = {
  kvk: 'validation.kvkNumber',
  vat: 'validation.vatNumber',
} as const;

export {
  isKvkNumber,
  isVatNumberOf,
  normaliseCompanyNumber,
  vatPrefix,
} from '@/shared/api/contract/company-identity';
