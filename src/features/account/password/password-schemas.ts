import * as z from 'zod/mini';
import {
  emailField,
  newPasswordField,
  passwordsMatch,
  validationIds,
} from '@/shared/forms/validation';

export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

type NewPasswordShape = { password: string; repeatPassword: string };

/** Requirements §9.4, §10.1: the new password meets every rule and is entered twice. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordField(),
    repeatPassword: z.string().check(z.minLength(1, { error: validationIds.required })),
  })
  .check(passwordsMatch<NewPasswordShape>('password', 'repeatPassword'));
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
