/**
 * The three registration forms (requirements §9.2, §10.1): required fields, the e-mail's shape, the password rules
 * and the password entered twice, plus the company numbers the chosen country asks for (the shared
 * rules of src/shared/api/contract/company-identity.ts, which the auth service applies too).
 * Messages are message ids, translated where they are shown.
 */
import * as z from 'zod/mini';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { fieldMessage } from '@/shared/ui/form/field-message';
import {
  companyNumberRules,
  isKvkNumber,
  isVatNumberOf,
  normaliseCompanyNumber,
} from '@/shared/api/contract/company-identity';
import {
  companyNumberIds,
  emailField,
  newPasswordField,
  passwordsMatch,
  validationIds,
} from '@/shared/forms/validation';
import { vatNumberMessage } from './vat-example';

/**
 * The auth service takes names of at most 100 characters (sign-up-rules.ts), the profile the same
 * (TEXT_LIMITS); saying so here saves a round trip.
 */
export const NAME_MAX_LENGTH = TEXT_LIMITS.personName;

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

/** A new form's login data. */
export const emptyLoginData = { email: '', password: '', passwordRepeat: '' };

/** A new user's own data: "Not specified" is a full answer, so the fastest path needs no click. */
export const emptyPerson = {
  salutation: 'unspecified',
  firstname: '',
  lastname: '',
} as const satisfies { salutation: SalutationValue; firstname: string; lastname: string };

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

interface CompanyIdValues {
  country: string;
  kvkNumber: string;
  vatNumber: string;
}

/**
 * What is wrong with the company numbers for their country: a Dutch company's KvK number is
 * required, an EU company's VAT number optional but of that country; a number the country does
 * not ask for is not shown, not checked and not sent.
 */
function companyNumberProblems({
  country,
  kvkNumber,
  vatNumber,
}: CompanyIdValues): Partial<Record<'kvkNumber' | 'vatNumber', string>> {
  const rules = companyNumberRules(country);
  const problems: Partial<Record<'kvkNumber' | 'vatNumber', string>> = {};
  if (rules.kvkNumber === 'required' && !kvkNumber) problems.kvkNumber = validationIds.required;
  else if (rules.kvkNumber === 'required' && !isKvkNumber(kvkNumber))
    problems.kvkNumber = companyNumberIds.kvk;
  if (rules.vatNumber === 'optional' && vatNumber && !isVatNumberOf(vatNumber, country))
    problems.vatNumber = vatNumberMessage(country);
  return problems;
}

const companyNumber = () => z.string().check(z.overwrite(normaliseCompanyNumber));

/**
 * Where the company is registered and its numbers there. Its own object, so the numbers are
 * checked against the country even while other fields of the form are still empty (zod skips a
 * form-wide check after an aborting issue elsewhere).
 */
const companyIdFields = z
  .object({
    country: z.string().check(z.regex(/^[A-Z]{2}$/, { error: validationIds.required })),
    kvkNumber: companyNumber(),
    vatNumber: companyNumber(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!/^[A-Z]{2}$/.test(value.country)) return;
      for (const [field, message] of Object.entries(companyNumberProblems(value)))
        ctx.addIssue({
          code: 'custom',
          message,
          path: [field],
          input: value[field as 'vatNumber'],
        });
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
  companyJoinCode: z.string().check(
    z.trim(),
    z.minLength(1, { error: validationIds.required }),
    z.maxLength(TEXT_LIMITS.companyJoinCode, {
      error: fieldMessage(validationIds.tooBig, { max: TEXT_LIMITS.companyJoinCode }),
    }),
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
