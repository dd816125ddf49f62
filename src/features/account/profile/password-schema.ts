import * as z from 'zod/mini';
import { newPasswordField, passwordsMatch, validationIds } from '@/shared/forms/validation';

/**
 * Changing the password (requirements §9.4): the current one must be given (an older password may predate
 * the policy, so only presence is checked); the new one meets the policy and is entered twice.
 */
export const passwordChangeSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, { error: validationIds.required })),
    newPassword: newPasswordField(),
    repeatPassword: z.string().check(z.minLength(1, { error: validationIds.required })),
  })
  .check(
    passwordsMatch<{ newPassword: string; repeatPassword: string }>(
      'newPassword',
      'repeatPassword',
    ),
  );

export type PasswordChangeValues = z.infer<typeof passwordChangeSchema>;
