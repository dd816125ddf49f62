/**
 * Field rules of the demo auth. Email: SuperTokens' default check, plus the length limit of an
 * address. Password: the shop's policy, stricter than SuperTokens' default (requirements §10.1): 8+ characters
 * with an uppercase letter, a lowercase letter, a digit and a special character, each with its own
 * message.
 */

// SuperTokens' default email regex (supertokens-node emailpassword/utils.js).
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export const EMAIL_INVALID = 'Email is invalid';

/**
 * RFC 5321 §4.5.3.1.3: a path is at most 256 octets, and two of them are its angle brackets.
 * SuperTokens' regex has no limit, so without this a 1 MB "address" would be accepted and stored.
 */
export const MAX_EMAIL_LENGTH = 254;
export const EMAIL_TOO_LONG = `Email must be at most ${MAX_EMAIL_LENGTH} characters`;

/** An error message, or undefined when the (already trimmed) email is fine. */
export function emailError(email: string): string | undefined {
  if (email.length > MAX_EMAIL_LENGTH) return EMAIL_TOO_LONG;
  return EMAIL_PATTERN.test(email) ? undefined : EMAIL_INVALID;
}

export const MIN_PASSWORD_LENGTH = 8;
/** Passwords must be shorter than this: 99 characters at most. */
export const MAX_PASSWORD_LENGTH = 100;
export const PASSWORD_TOO_LONG = `Password must be shorter than ${MAX_PASSWORD_LENGTH} characters`;

const PASSWORD_RULES: readonly { test: (password: string) => boolean; message: string }[] = [
  {
    test: (p) => p.length >= MIN_PASSWORD_LENGTH,
    message: `Password must contain at least ${MIN_PASSWORD_LENGTH} characters`,
  },
  {
    test: (p) => p.length < MAX_PASSWORD_LENGTH,
    message: PASSWORD_TOO_LONG,
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
