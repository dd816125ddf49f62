import { validationIds } from '@/shared/forms/validation';
import { MAX_AMOUNT } from './stored-cart';

/** The fewest packagings one can add. */
export const MIN_QUANTITY = 1;

export type QuantityCheck =
  { ok: true; count: number } | { ok: false; messageId: string; values: Record<string, number> };

/**
 * A typed quantity of packagings, with the messages of requirements §10.1: empty is 'required', not a whole
 * number is 'invalid', below the minimum 'too short' with the minimum, above the maximum 'too
 * big' with the maximum (the cart holds at most MAX_AMOUNT of a packaging).
 */
export function checkQuantity(text: string): QuantityCheck {
  const typed = text.trim();
  if (typed === '') return { ok: false, messageId: validationIds.required, values: {} };
  if (!/^\d+$/.test(typed)) return { ok: false, messageId: validationIds.invalid, values: {} };
  const count = Number(typed);
  if (count < MIN_QUANTITY) {
    return { ok: false, messageId: validationIds.tooShort, values: { min: MIN_QUANTITY } };
  }
  if (count > MAX_AMOUNT) {
    return { ok: false, messageId: validationIds.tooBig, values: { max: MAX_AMOUNT } };
  }
  return { ok: true, count };
}
