import { describe, expect, it } from 'vitest';
import { AddressInputSchema } from '@/shared/api/contract/account';
import {
  addressSchema,
  initialAddressValues,
  telephoneField,
  type AddressFormValues,
} from './address-schema';

const valid: AddressFormValues = {
  name: 'Anna Jansen',
  address: 'Oudegracht 142',
  postalcode: '3511 AZ',
  city: 'Utrecht',
  country: 'NL',
  telephone: '+31 6 2418 7730',
  isDefaultDelivery: false,
};

/** The first message per field, as the form shows it. */
function messages(values: Partial<AddressFormValues>): Record<string, string> {
  const parsed = addressSchema.safeParse({ ...valid, ...values });
  if (parsed.success) return {};
  const found: Record<string, string> = {};
  for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}

describe('the address form schema', () => {
  it('accepts an address the API accepts, trimmed', () => {
    const parsed = addressSchema.parse({ ...valid, name: '  Anna Jansen  ' });
    expect(parsed.name).toBe('Anna Jansen');
    expect(AddressInputSchema.safeParse(parsed).success).toBe(true);
  });

  it('says "required" for every empty field, blanks included', () => {
    expect(
      messages({ name: '   ', address: '', postalcode: '', city: '', country: '', telephone: '' }),
    ).toEqual({
      name: 'validation.required',
      address: 'validation.required',
      postalcode: 'validation.required',
      city: 'validation.required',
      country: 'validation.required',
      telephone: 'validation.required',
    });
  });

  it('gives too short and too big with their limits', () => {
    expect(messages({ postalcode: '1' })).toEqual({
      postalcode: 'validation.tooShort|{"min":2}',
    });
    expect(messages({ postalcode: '1234567890123' })).toEqual({
      postalcode: 'validation.tooBig|{"max":12}',
    });
    expect(messages({ name: 'x'.repeat(121) })).toEqual({ name: 'validation.tooBig|{"max":120}' });
    expect(messages({ telephone: '+123' })).toEqual({ telephone: 'validation.tooShort|{"min":6}' });
    expect(messages({ telephone: '1'.repeat(21) })).toEqual({
      telephone: 'validation.tooBig|{"max":20}',
    });
  });

  it('calls a telephone with letters or an odd country invalid', () => {
    expect(messages({ telephone: '06-CALL-ME' })).toEqual({ telephone: 'validation.invalid' });
    expect(messages({ country: 'Netherlands' })).toEqual({ country: 'validation.invalid' });
  });

  it('takes the dots and slashes of a Belgian or French number as spaces', () => {
    for (const [typed, sent] of [
      ['0470/12.34.56', '0470 12 34 56'],
      ['06.12.34.56.78', '06 12 34 56 78'],
      ['+32 (0)2 / 512.34.56', '+32 (0)2 512 34 56'],
    ]) {
      const parsed = addressSchema.safeParse({ ...valid, telephone: typed });
      expect(parsed.success && parsed.data.telephone, typed).toBe(sent);
      expect(AddressInputSchema.safeParse({ ...valid, telephone: sent }).success).toBe(true);
    }
  });

  it('takes any whitespace pasted in a number (a non-breaking space, a thin one, a tab) as a space', () => {
    for (const [typed, sent] of [
      ['06\u00a012345678', '06 12345678'],
      ['+31\u00a06\u00a01234\u00a05678', '+31 6 1234 5678'],
      ['06\u202f1234\u20095678', '06 1234 5678'],
      ['\u00a006\t12345678\u00a0', '06 12345678'],
      ['0470\u00a0/\u00a012.34.56', '0470 12 34 56'],
    ]) {
      const parsed = addressSchema.safeParse({ ...valid, telephone: typed });
      expect(parsed.success && parsed.data.telephone, JSON.stringify(typed)).toBe(sent);
      // What is sent is what the contract takes: digits, plain spaces, an optional +.
      expect(AddressInputSchema.safeParse({ ...valid, telephone: sent }).success).toBe(true);
    }
    // The profile's optional number alike.
    const profile = telephoneField({ optional: true }).safeParse('06\u00a012345678');
    expect(profile.success && profile.data).toBe('06 12345678');
    // Still no letters, however they are spaced.
    expect(messages({ telephone: '06\u00a0CALL\u00a0ME' })).toEqual({
      telephone: 'validation.invalid',
    });
  });

  it('agrees with the contract on the telephone limits', () => {
    for (const telephone of ['+123456', '123456', `+${'1'.repeat(20)}`, '1'.repeat(21), '12345']) {
      const form = addressSchema.safeParse({ ...valid, telephone }).success;
      const contract = AddressInputSchema.safeParse({ ...valid, telephone }).success;
      expect(form, telephone).toBe(contract);
    }
  });
});

describe('initialAddressValues', () => {
  it('starts a new address in the chosen country, main when it is the first', () => {
    expect(initialAddressValues(null, { countryId: 'BE', isFirst: true })).toMatchObject({
      name: '',
      country: 'BE',
      isDefaultDelivery: true,
    });
  });

  it('starts a new address, with no country chosen, in the one the shop delivers to and prices for', () => {
    // The header's "Deliver to Netherlands" and the API's default (deliveryCountryId), never an
    // empty "Choose a country" that the shopper only learns of as "required" when saving.
    expect(initialAddressValues(null, { countryId: null, isFirst: false })).toMatchObject({
      country: 'NL',
      isDefaultDelivery: false,
    });
  });

  it('starts a change from the address itself, without its id', () => {
    expect(
      initialAddressValues({ ...valid, id: 'addr-1' }, { countryId: 'BE', isFirst: false }),
    ).toEqual(valid);
  });
});

describe('the postcode of an address', () => {
  const valid = {
    name: 'Anna de Vries',
    address: 'Dorpsstraat 1',
    city: 'Utrecht',
    telephone: '06 12345678',
    isDefaultDelivery: false,
  };
  it('is written as its country writes it and refused where it is none of its', () => {
    expect(addressSchema.parse({ ...valid, postalcode: '1234ab', country: 'NL' }).postalcode).toBe(
      '1234 AB',
    );
    expect(addressSchema.parse({ ...valid, postalcode: 'B-2000', country: 'BE' }).postalcode).toBe(
      '2000',
    );
    for (const [postalcode, country] of [
      ['abcd', 'NL'],
      ['12345', 'NL'],
      ['1011', 'DE'],
    ])
      expect(
        addressSchema
          .safeParse({ ...valid, postalcode, country })
          .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
        `${postalcode} in ${country}`,
      ).toEqual(['postalcode: validation.invalid']);
  });
});
