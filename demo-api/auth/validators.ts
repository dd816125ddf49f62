/**
 * Field rules of the demo auth. Email: SuperTokens' default check. Password: the shop's policy,
 * stricter than SuperTokens' default (spec §5): 8+ characters with an uppercase letter, a lowercase
 * letter, a digit and a special character, each with its own message.
 */

// SuperTokens' default email regex (supertokens-node emailpassword/utils.js).
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const EMAIL_INVALID = 'Email is invalid';

/** An error message, or undefined when the (already trimmed) email is fine. */
export function emailError(email: string): string | undefined {
  return EMAIL_PATTERN.test(email) ? undefined : EMAIL_INVALID;
}

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 100;

const PASSWORD_RULES: readonly { test: (password: string) => boolean; message: string }[] = [
  {
    test: (p) => p.length >= MIN_PASSWORD_LENGTH,
    message: `Password must contain at least ${MIN_PASSWORD_LENGTH} characters`,
  },
  {
    test: (p) => p.length < MAX_PASSWORD_LENGTH,
    message: `Password must be shorter than ${MAX_PASSWORD_LENGTH} characters`,
  },
  {
    test: (p) => /\p{Lu}/u.test(p),
    message: 'Password must contain at least one uppercase letter',
  },
  {
    test: (p) => /\p{Ll}/u.test(p),
    message: 'Password must contain at least one lowercase letter',
  },
  { test: (p) => /\p{Nd}/u.test(p), message: 'Password must contain at least one number' },
  {
    test: (p) => /[^\p{L}\p{N}\s]/u.test(p),
    message: 'Password must contain at least one special character',
  },
];

/** The first rule the password breaks, or undefined when it meets the policy. */
export function passwordError(password: string): string | undefined {
  return PASSWORD_RULES.find((rule) => !rule.test(password))?.message;
}
