import * as z from 'zod/mini';
import { addressSchema } from '@/features/account/addresses/address-schema';
import { emailField } from '@/features/account/forms/validation';

/**
 * The guest's order form with the rules and spec §5 messages of the account forms: the address
 * form's fields (so the API's AddressInput never answers 422) and the e-mail rule of login and
 * registration. Built here because the checkout feature may not import the account feature.
 */
export const anonymousOrderSchema = z.object({
  email: emailField(),
  name: addressSchema.shape.name,
  address: addressSchema.shape.address,
  postalcode: addressSchema.shape.postalcode,
  city: addressSchema.shape.city,
  country: addressSchema.shape.country,
  telephone: addressSchema.shape.telephone,
});
