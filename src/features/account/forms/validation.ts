/**
 * The field rules of spec §5 as zod/mini checks (zod/mini keeps the form chunks small). Every
 * issue message is a message id (see shared/ui/form/field-message), translated where it is shown.
 */
import * as z from 'zod/mini';
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
} as const;

/** docs/decisions.md, Accounts: the password policy of sign-up, reset and change. */
export const PASSWORD_MIN_LENGTH = 8;

/** A text that must be filled in (blanks alone do not count). */
export const requiredText = () =>
  z.string().check(z.trim(), z.minLength(1, { error: validationIds.required }));

/** Required first, so an empty field says "required" rather than "not a valid address". */
export const emailField = () =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: validationIds.required, abort: true }),
      z.email({ error: validationIds.email }),
    );

/** A new password: each rule its own message, so the shopper sees everything still missing. */
export const newPasswordField = () =>
  z.string().check(
    z.minLength(1, { error: validationIds.required, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, {
      error: fieldMessage(validationIds.tooShort, { min: PASSWORD_MIN_LENGTH }),
    }),
    z.regex(/[A-Z]/, { error: validationIds.uppercase }),
    z.regex(/[a-z]/, { error: validationIds.lowercase }),
    z.regex(/\d/, { error: validationIds.digit }),
    z.regex(/[^A-Za-z0-9]/, { error: validationIds.special }),
  );
