import { z } from 'zod';
import { AccountTypeSchema, CountryIdSchema, IdSchema, PercentageSchema } from './common';

export const SalutationSchema = z.enum(['female', 'male', 'unspecified']);
export type Salutation = z.infer<typeof SalutationSchema>;

/** Dutch Chamber of Commerce number: 8 digits. */
export const KvkNumberSchema = z.string().regex(/^\d{8}$/);
/** EU VAT number: country prefix and 8 to 12 letters or digits (e.g. BE0123456789). */
export const VatNumberSchema = z.string().regex(/^[A-Z]{2}[0-9A-Z]{8,12}$/);

export const CompanySchema = z.object({
  id: IdSchema,
  companyName: z.string().min(1),
  contactFirstname: z.string(),
  contactLastname: z.string(),
  kvkNumber: KvkNumberSchema.nullable(),
  vatNumber: VatNumberSchema.nullable(),
  country: CountryIdSchema,
  /** Number of users of this company account. */
  userCount: z.number().int().min(1),
});
export type Company = z.infer<typeof CompanySchema>;

/** GET user/data and GET user/session: the logged-in user. */
export const UserDataSchema = z.object({
  id: IdSchema,
  email: z.string().email(),
  salutation: SalutationSchema,
  firstname: z.string(),
  lastname: z.string(),
  /** Display name: first and last name, or the company name. */
  name: z.string(),
  accountType: AccountTypeSchema,
  company: CompanySchema.nullable(),
  data: z.object({ country: CountryIdSchema.nullable() }),
  /** Personal discount on every order, or null. */
  discountPercentage: PercentageSchema.nullable(),
});
export type UserData = z.infer<typeof UserDataSchema>;

/** PUT user/data: the editable part of the profile. Answers the updated UserData. */
export const UserDataUpdateSchema = z.object({
  salutation: SalutationSchema,
  firstname: z.string().trim().min(1).max(80),
  lastname: z.string().trim().min(1).max(80),
  data: z.object({ country: CountryIdSchema.nullable() }),
});
export type UserDataUpdate = z.infer<typeof UserDataUpdateSchema>;

/** POST company/join: become an extra user of an existing company account. */
export const CompanyJoinRequestSchema = z.object({
  kvkNumber: KvkNumberSchema,
  joinCode: z.string().trim().min(1).max(40),
});
export type CompanyJoinRequest = z.infer<typeof CompanyJoinRequestSchema>;
export { CompanySchema as CompanyJoinResponseSchema };

/** Address input: what the address form sends (POST/PUT addresses, cart and anonymous orders). */
export const AddressInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  address: z.string().trim().min(1).max(200),
  postalcode: z.string().trim().min(2).max(12),
  city: z.string().trim().min(1).max(80),
  country: CountryIdSchema,
  telephone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/),
  isDefaultDelivery: z.boolean(),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

export const AddressSchema = AddressInputSchema.extend({ id: IdSchema });
export type Address = z.infer<typeof AddressSchema>;
/** GET addresses */
export const AddressListSchema = z.array(AddressSchema);
