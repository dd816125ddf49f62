/**
 * The auth service answers FIELD_ERROR with English sentences (docs/auth-protocol.md §3.1, the
 * demo API's company rules). The shop shows its own translated messages instead, matched on what the
 * service complained about; anything unknown becomes "This field is invalid".
 */
import { fieldMessage } from '@/shared/ui/form/field-message';
import { companyNumberIds, validationIds } from '@/shared/forms/validation';
import { vatNumberMessage } from './vat-example';

export const registerErrorIds = {
  emailExists: 'register.error.emailExists',
  companyExists: 'register.error.companyExists',
  joinCode: 'register.error.joinCode',
} as const;

const number = (match: RegExpExecArray | null): number => Number(match?.[1] ?? 0);

/** The message id (with values) for one backend field error. */
export function serverFieldMessage(error: string, context: { country: string | null }): string {
  if (/not optional/i.test(error)) return validationIds.required;
  if (/email already exists/i.test(error)) return registerErrorIds.emailExists;
  if (/company already has an account/i.test(error)) return registerErrorIds.companyExists;
  if (/join code/i.test(error)) return registerErrorIds.joinCode;
  // A number the company's country does not ask for: the forms never send one.
  if (/^Only a Dutch company|outside the EU/i.test(error)) return validationIds.invalid;
  if (/KvK/i.test(error)) return companyNumberIds.kvk;
  if (/VAT/i.test(error)) return vatNumberMessage(context.country ?? '');
  if (/email/i.test(error)) return validationIds.email;
  const atLeast = /at least (\d+) characters/i.exec(error);
  if (atLeast) return fieldMessage(validationIds.tooShort, { min: number(atLeast) });
  const atMost = /(?:shorter than|at most) (\d+) characters/i.exec(error);
  if (atMost) return fieldMessage(validationIds.tooBig, { max: number(atMost) });
  if (/uppercase/i.test(error)) return validationIds.uppercase;
  if (/lowercase/i.test(error)) return validationIds.lowercase;
  if (/number|digit/i.test(error)) return validationIds.digit;
  if (/special/i.test(error)) return validationIds.special;
  return validationIds.invalid;
}
