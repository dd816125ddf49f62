/**
 * The three registration forms (spec §5): required fields, the e-mail's shape, the password rules
 * and the password entered twice, plus the company number's format for the chosen country.
 * Messages are message ids, translated where they are shown.
 */
import * as z from 'zod/mini';
import { fieldMessage } from '@/shared/ui/form/field-message';
import {
  companyNumberIds,
  emailField,
  isKvkNumber,
  isVatNumberOf,
  newPasswordField,
  normaliseCompanyNumber,
  passwordsMatch,
  validationIds,
  vatPrefix,
} from '@/shared/forms/validation';

/** The auth service takes names of at most 100 characters; saying so here saves a round trip. */
export const NAME_MAX_LENGTH = 100;

export const salutations = ['female', 'male', 'unspecified'] as const;
export type SalutationValue = (typeof salutations)[number];

const nameField = () =>
  z.string().check(
    z.trim(),
    z.minLength(1, { error: validationIds.required }),
    z.maxLength(NAME_MAX_LENGTH, {
      error: fieldMessage(validationIds.tooBig, { max: NAME_MAX_LENGTH }),
    }),
  );

const salutationField = () => z.enum(salutations, { error: validationIds.required });

/** E-mail and the new password twice: the part every registration form shares. */
const loginData = {
  email: emailField(),
  password: newPasswordField(),
  passwordRepeat: z.string().check(z.minLength(1, { error: validationIds.required })),
};

const personalFields = z.object({
  salutation: salutationField(),
  firstname: nameField(),
  lastname: nameField(),
  ...loginData,
});
export type PersonalValues = z.infer<typeof personalFields>;
export const personalSchema = personalFields.check(
  passwordsMatch<PersonalValues>('password', 'passwordRepeat'),
);

/** The message for a company number that does not fit its country, or undefined when it fits. */
export function companyNumberProblem(companyNumber: string, country: string): string | undefined {
  if (country === 'NL') return isKvkNumber(companyNumber) ? undefined : companyNumberIds.kvk;
  return isVatNumberOf(companyNumber, country)
    ? undefined
    : fieldMessage(companyNumberIds.vat, { prefix: vatPrefix(country) });
}

/**
 * Where the company is registered and its number there: KvK for a Dutch company, VAT otherwise.
 * Its own object, so the number is checked against the country even while other fields of the
 * form are still empty (zod skips a form-wide check after an aborting issue elsewhere).
 */
const companyIdFields = z
  .object({
    country: z.string().check(z.regex(/^[A-Z]{2}$/, { error: validationIds.required })),
    number: z
      .string()
      .check(
        z.overwrite(normaliseCompanyNumber),
        z.minLength(1, { error: validationIds.required }),
      ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.number || !/^[A-Z]{2}$/.test(value.country)) return;
      const problem = companyNumberProblem(value.number, value.country);
      if (problem)
        ctx.addIssue({ code: 'custom', message: problem, path: ['number'], input: value.number });
    }),
  );

const companyFields = z.object({
  companyName: nameField(),
  companyId: companyIdFields,
  contactFirstname: nameField(),
  contactLastname: nameField(),
  ...loginData,
});
export type CompanyValues = z.infer<typeof companyFields>;
export const companySchema = companyFields.check(
  passwordsMatch<CompanyValues>('password', 'passwordRepeat'),
);

const joinFields = z.object({
  companyJoinCode: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: validationIds.required }),
      z.maxLength(40, { error: fieldMessage(validationIds.tooBig, { max: 40 }) }),
    ),
  salutation: salutationField(),
  firstname: nameField(),
  lastname: nameField(),
  ...loginData,
});
export type JoinValues = z.infer<typeof joinFields>;
export const joinSchema = joinFields.check(
  passwordsMatch<JoinValues>('password', 'passwordRepeat'),
);
