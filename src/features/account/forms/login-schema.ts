import * as z from 'zod/mini';
import { emailField, validationIds } from '@/shared/forms/validation';

/**
 * Login checks only presence and the e-mail's shape: the password policy applies to new
 * passwords, and an older account may still have a password from before it.
 */
export const loginSchema = z.object({
  email: emailField(),
  password: z.string().check(z.minLength(1, { error: validationIds.required })),
});

export type LoginValues = z.infer<typeof loginSchema>;
