import * as z from 'zod/mini';
import {
  AccountTypeSchema,
  count,
  CountryIdSchema,
  IdSchema,
  PercentageSchema,
  TextSchema,
} from './common';
import { TEXT_LIMITS } from './text-limits';

export const SalutationSchema = z.enum(['female', 'male', 'unspecified']);
export type Salutation = z.infer<typeof SalutationSchema>;

/** Dutch Chamber of Commerce number: 8 digits. */
export const KvkNumberSchema = z.string().check(z.regex(/^\d{8}$/));
/**
 * A company's VAT number as answered: a two-letter prefix and 2 to 12 letters, digits, + or *
 * (e.g. BE0123456789, RO123456, IE1+23456A). Looser than sign-up's check (company-identity.ts),
 * which also wants the prefix of the company's EU country: an answer must never fail on a number
 * the shop once accepted.
 */
export const VatNumberSchema = z.string().check(z.regex(/^[A-Z]{2}[0-9A-Z+*]{2,12}$/));
/**
 * A telephone number: 6 to 20 (TEXT_LIMITS.telephone) digits, spaces, brackets and dashes,
 * optionally after a leading +.
 */
export const TelephoneSchema = z.string().check(z.trim(), z.regex(/^\+?[0-9 ()-]{6,20}$/));

export const CompanySchema = z.object({
  id: IdSchema,
  companyName: z.string().check(z.minLength(1)),
  contactFirstname: z.string(),
  contactLastname: z.string(),
  kvkNumber: z.nullable(KvkNumberSchema),
  vatNumber: z.nullable(VatNumberSchema),
  country: CountryIdSchema,
  /** Number of users of this company account. */
  userCount: count(1),
  /**
   * The code colleagues join the company with (a contract extension): only in the answers to the
   * company's own users, who pass it on.
   */
  joinCode: z.optional(z.string()),
});
export type Company = z.infer<typeof CompanySchema>;

/** GET user/data and GET user/session: the logged-in user. */
export const UserDataSchema = z.object({
  id: IdSchema,
  email: z.email(),
  salutation: SalutationSchema,
  firstname: z.string(),
  lastname: z.string(),
  /** Display name: first and last name, or the company name. */
  name: z.string(),
  accountType: AccountTypeSchema,
  company: z.nullable(CompanySchema),
  data: z.object({ country: z.nullable(CountryIdSchema) }),
  /** Personal discount on every order, or null. */
  discountPercentage: z.nullable(PercentageSchema),
  /** The user's own telephone number (a contract extension); absent or null when not given. */
  telephone: z.optional(z.nullable(z.string())),
});
export type UserData = z.infer<typeof UserDataSchema>;

/** PUT user/data: the editable part of the profile. Answers the updated UserData. */
export const UserDataUpdateSchema = z.object({
  salutation: SalutationSchema,
  firstname: TextSchema(1, TEXT_LIMITS.personName),
  lastname: TextSchema(1, TEXT_LIMITS.personName),
  data: z.object({ country: z.nullable(CountryIdSchema) }),
  /** Null removes it; left out, it stays as it is. */
  telephone: z.optional(z.nullable(TelephoneSchema)),
});
export type UserDataUpdate = z.infer<typeof UserDataUpdateSchema>;

/**
 * PUT user/password: this project's extension (requirements §14.1 names no change-password call).
 * Only the shape is checked here; the server applies the password policy to `newPassword` and
 * answers 204, or 422 with a field error (code WRONG_PASSWORD when `oldPassword` is wrong).
 */
export const PasswordChangeSchema = z.object({
  oldPassword: z.string().check(z.minLength(1)),
  newPassword: z.string().check(z.minLength(1)),
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** POST company/join: become an extra user of an existing company account. Answers the Company. */
export const CompanyJoinRequestSchema = z.object({
  kvkNumber: KvkNumberSchema,
  joinCode: TextSchema(1, TEXT_LIMITS.companyJoinCode),
});
export type CompanyJoinRequest = z.infer<typeof CompanyJoinRequestSchema>;

/** Address input: what the address form sends (POST/PUT addresses, cart and anonymous orders). */
export const AddressInputSchema = z.object({
  name: TextSchema(1, TEXT_LIMITS.addressName),
  address: TextSchema(1, TEXT_LIMITS.address),
  postalcode: TextSchema(2, TEXT_LIMITS.postalcode),
  city: TextSchema(1, TEXT_LIMITS.city),
  country: CountryIdSchema,
  telephone: TelephoneSchema,
  isDefaultDelivery: z.boolean(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = z.extend(AddressInputSchema, { id: IdSchema });
export type Address = z.infer<typeof AddressSchema>;
/** GET addresses */
export const AddressListSchema = z.array(AddressSchema);
