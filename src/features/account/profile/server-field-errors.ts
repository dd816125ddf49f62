/**
 * The API's field errors are English sentences (one per field of a 422). The shop shows its own
 * translated messages instead, chosen by what the server complained about, as the login does.
 */
import { isApiError } from '@/shared/api/api-error';
import { fieldMessage } from '@/shared/ui/form/field-message';
import { PASSWORD_MIN_LENGTH, validationIds } from '@/shared/forms/validation';

/** Message ids per form field, for the fields the form knows; other fields are left out. */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  toMessageId: (field: F, serverText: string) => string = () => validationIds.invalid,
): Partial<Record<F, string>> {
  if (!isApiError(error) || error.status !== 422) return {};
  const result: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const text = error.fieldErrors[field];
    if (text !== undefined) result[field] = toMessageId(field, text);
  }
  return result;
}

/** The rule a new password broke, from the server's wording (demo-api/auth/validators.ts). */
export function passwordRuleId(serverText: string): string {
  const tooLong = /shorter than (\d+)/i.exec(serverText);
  if (tooLong) return fieldMessage(validationIds.tooBig, { max: Number(tooLong[1]) - 1 });
  if (/at least \d+ characters/i.test(serverText))
    return fieldMessage(validationIds.tooShort, { min: PASSWORD_MIN_LENGTH });
  if (/uppercase/i.test(serverText)) return validationIds.uppercase;
  if (/lowercase/i.test(serverText)) return validationIds.lowercase;
  if (/number|digit/i.test(serverText)) return validationIds.digit;
  if (/special/i.test(serverText)) return validationIds.special;
  return validationIds.invalid;
}
