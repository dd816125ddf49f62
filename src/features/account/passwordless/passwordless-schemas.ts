import * as z from 'zod/mini';
import { emailField, requiredText } from '@/shared/forms/validation';

export const loginEmailSchema = z.object({ email: emailField() });
export type LoginEmailValues = z.infer<typeof loginEmailSchema>;

/** Only presence: the code's length and alphabet are the auth service's business (6 digits here). */
export const loginCodeSchema = z.object({ code: requiredText() });
export type LoginCodeValues = z.infer<typeof loginCodeSchema>;
