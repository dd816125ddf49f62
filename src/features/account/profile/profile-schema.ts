import * as z from 'zod/mini';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { telephoneField } from '@/shared/forms/address-schema';
import { requiredText, validationIds } from '@/shared/forms/validation';
import { fieldMessage } from '@/shared/ui/form/field-message';

/**
 * The server's limit for names (contract UserDataUpdateSchema), checked here first: the same as
 * sign-up's, so a name taken at sign-up can always be saved again unchanged.
 */
export const NAME_MAX_LENGTH = TEXT_LIMITS.personName;

export const salutations = ['female', 'male', 'unspecified'] as const;

const nameField = () =>
  requiredText().check(
    z.maxLength(NAME_MAX_LENGTH, {
      error: fieldMessage(validationIds.tooBig, { max: NAME_MAX_LENGTH }),
    }),
  );

/** The editable part of the profile; e-mail and company data are shown, not edited. */
export const profileSchema = z.object({
  salutation: z.enum(salutations, { error: validationIds.required }),
  firstname: nameField(),
  lastname: nameField(),
  /** Optional: a parcel service may call the address's own number; this one is the buyer's. */
  telephone: telephoneField({ optional: true }),
});

export type ProfileValues = z.infer<typeof profileSchema>;
