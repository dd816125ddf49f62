import * as z from 'zod/mini';
import type { Address } from '@/shared/api/contract/account';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { deliveryCountryId } from '@/shared/shopper/countries';
import { fieldMessage } from '@/shared/ui/form/field-message';
import { isPostcodeOf, tidyPostcode } from './postcode';
import { validationIds } from './validation';

/**
 * The address form's rules: the contract's AddressInputSchema (lengths, country id, telephone
 * shape) with the messages of requirements §10.1, so the browser rejects what the API would answer 422 to.
 * Required comes first and stops the rest: an empty field says "required", nothing else.
 */
const text = (max: number, min = 1) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: validationIds.required, abort: true }),
      z.minLength(min, { error: fieldMessage(validationIds.tooShort, { min }), abort: true }),
      z.maxLength(max, { error: fieldMessage(validationIds.tooBig, { max }) }),
    );

/** The contract allows 6 to 20 digits, spaces, brackets and dashes after an optional +. */
export const TELEPHONE_MIN = 6;
export const TELEPHONE_MAX = TEXT_LIMITS.telephone;
const telephoneBody = (value: string) => value.replace(/^\+/, '');

/**
 * A telephone number as the contract's TelephoneSchema takes it; `optional`: empty is fine too.
 * Dots and slashes, as Belgians and the French write a number ("0470/12.34.56", "06.12.34.56.78"),
 * are taken as the spaces they stand for: the number is sent with spaces. So is any other
 * whitespace: a number copied from a web page or a mail signature often holds a non-breaking
 * space ("06\u00a012345678") or a thin one, which the contract's pattern (plain spaces) refuses.
 */
export const telephoneField = ({ optional = false } = {}) =>
  z.string().check(
    z.trim(),
    z.overwrite((value) => value.replace(/\s*[./]\s*/g, ' ').replace(/\s/g, ' ')),
    ...(optional ? [] : [z.minLength(1, { error: validationIds.required, abort: true })]),
    z.refine((value) => value === '' || /^\+?[0-9 ()-]+$/.test(value), {
      error: validationIds.invalid,
      abort: true,
    }),
    z.refine((value) => value === '' || telephoneBody(value).length >= TELEPHONE_MIN, {
      error: fieldMessage(validationIds.tooShort, { min: TELEPHONE_MIN }),
      abort: true,
    }),
    z.refine((value) => telephoneBody(value).length <= TELEPHONE_MAX, {
      error: fieldMessage(validationIds.tooBig, { max: TELEPHONE_MAX }),
    }),
  );

/**
 * The checks of a form's address as a whole, for every schema with a `postalcode` and a `country`:
 * the postcode written as its country writes it ("1234ab" → "1234 AB", "B-2000" → "2000"), and
 * refused where it is none of that country's ("abcd" in the Netherlands, "1011" in Germany), on
 * the postcode field. Where the country has no rule here, any postcode of the length limits.
 */
export const postcodeOfCountry = <T extends { postalcode: string; country: string }>() =>
  [
    z.overwrite<T>((values) => ({
      ...values,
      postalcode: tidyPostcode(values.postalcode, values.country),
    })),
    z.refine<T>((values) => isPostcodeOf(values.postalcode, values.country), {
      error: validationIds.invalid,
      path: ['postalcode'],
      // With the other fields' messages, not only once they are all right.
      when: ({ value }) => {
        const { postalcode, country } = (value ?? {}) as Partial<T>;
        return (
          typeof postalcode === 'string' && postalcode.trim() !== '' && typeof country === 'string'
        );
      },
    }),
  ] as const;

const addressShape = z.object({
  name: text(TEXT_LIMITS.addressName),
  address: text(TEXT_LIMITS.address),
  postalcode: text(TEXT_LIMITS.postalcode, 2),
  city: text(TEXT_LIMITS.city),
  country: z
    .string()
    .check(
      z.minLength(1, { error: validationIds.required, abort: true }),
      z.regex(/^[A-Z]{2}$/, { error: validationIds.invalid }),
    ),
  telephone: telephoneField(),
  isDefaultDelivery: z.boolean(),
});

export const addressSchema = addressShape.check(
  ...postcodeOfCountry<z.infer<typeof addressShape>>(),
);

export type AddressFormValues = z.infer<typeof addressSchema>;
export const addressFields = Object.keys(addressShape.shape) as (keyof AddressFormValues)[];

/**
 * The form's starting values: the address to change, or an empty one in the country the shop
 * delivers to: the chosen one, else the one the header names and the API prices for
 * (`deliveryCountryId`), never an empty choice while the shop already charges for a country.
 */
export function initialAddressValues(
  address: Address | null,
  defaults: { countryId: string | null; isFirst: boolean },
): AddressFormValues {
  if (address) {
    const { id: _id, ...values } = address;
    return values;
  }
  return {
    name: '',
    address: '',
    postalcode: '',
    city: '',
    country: deliveryCountryId(defaults.countryId),
    telephone: '',
    // The first address is the main one anyway (requirements §9.5); the box says so.
    isDefaultDelivery: defaults.isFirst,
  };
}
