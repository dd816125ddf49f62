import * as z from 'zod/mini';
import { emailField, requiredText, validationIds } from '@/shared/forms/validation';

/** The contract's longest order number (OrderLookupRequestSchema). */
const ORDER_NUMBER_MAX = 40;

/** The lookup form (the messages of requirements §10.1): both fields required, the e-mail address well-formed. */
export const lookupSchema = z.object({
  orderNumber: requiredText().check(
    z.maxLength(ORDER_NUMBER_MAX, { error: validationIds.invalid }),
  ),
  email: emailField(),
});
export type LookupValues = z.infer<typeof lookupSchema>;
