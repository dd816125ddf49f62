import * as z from 'zod/mini';
import { addressSchema, postcodeOfCountry } from '@/shared/forms/address-schema';
import { emailField } from '@/shared/forms/validation';

/**
 * The guest's order form with the shop's rules and the messages of requirements §10.1 (src/shared/forms): the
 * address book's fields (so the API's AddressInput never answers 422) and the e-mail rule of
 * login and registration.
 */
const anonymousOrderShape = z.object({
  email: emailField(),
  name: addressSchema.shape.name,
  address: addressSchema.shape.address,
  postalcode: addressSchema.shape.postalcode,
  city: addressSchema.shape.city,
  country: addressSchema.shape.country,
  telephone: addressSchema.shape.telephone,
});

export const anonymousOrderSchema = anonymousOrderShape.check(
  ...postcodeOfCountry<z.infer<typeof anonymousOrderShape>>(),
);
