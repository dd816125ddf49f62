/**
 * Every text the API stores is bounded by the contract's request schemas: the longest value of
 * each field passes, one character more is refused on that field. The forms check the same
 * numbers (src/shared/forms), so they cannot let through what the API refuses.
 */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { AddressInputSchema, CompanyJoinRequestSchema, UserDataUpdateSchema } from './account';
import {
  AnonymousOrderRequestSchema,
  BillingAddressSchema,
  CreateOrderRequestSchema,
  OrderLookupRequestSchema,
} from './orders';
import { MachineInputSchema, MachineLabelsSchema } from './machines';
import { MAX_FIELD_LENGTH } from './sign-up-rules';
import { TEXT_LIMITS } from './text-limits';

const address = {
  name: 'Anna Jansen',
  address: 'Oudegracht 142',
  postalcode: '3511 AZ',
  city: 'Utrecht',
  country: 'NL',
  telephone: '+31 6 2418 7730',
  isDefaultDelivery: false,
};
const { telephone: _telephone, isDefaultDelivery: _default, ...billing } = address;
const items = [{ id: 'p-1', amount: 1 }];
const guestOrder = {
  email: 'anna@example.nl',
  name: 'Anna Jansen',
  deliveryAddress: address,
  telephone: '+31 6 2418 7730',
  items,
  idempotencyKey: 'checkout-key-1',
};
const invoiceOrder = {
  items,
  deliveryAddressId: 'addr-1',
  paymentMethod: 'invoice',
  idempotencyKey: 'checkout-key-2',
};
const profile = {
  salutation: 'female',
  firstname: 'Anna',
  lastname: 'Jansen',
  data: { country: 'NL' },
};

const text = (length: number) => 'x'.repeat(length);
/** A well-formed e-mail address of exactly `length` characters. */
const email = (length: number) => `${'a'.repeat(length - '@example.nl'.length)}@example.nl`;
const digits = (length: number) => '1'.repeat(length);

type Case = [
  label: string,
  schema: z.ZodMiniType,
  valid: Record<string, unknown>,
  path: string[],
  limit: number,
  value: (length: number) => string,
];

const cases: Case[] = [
  ['an address’s name', AddressInputSchema, address, ['name'], TEXT_LIMITS.addressName, text],
  ['an address line', AddressInputSchema, address, ['address'], TEXT_LIMITS.address, text],
  ['a postal code', AddressInputSchema, address, ['postalcode'], TEXT_LIMITS.postalcode, text],
  ['a city', AddressInputSchema, address, ['city'], TEXT_LIMITS.city, text],
  ['a telephone number', AddressInputSchema, address, ['telephone'], TEXT_LIMITS.telephone, digits],
  ['a billing name', BillingAddressSchema, billing, ['name'], TEXT_LIMITS.addressName, text],
  ['a billing address line', BillingAddressSchema, billing, ['address'], TEXT_LIMITS.address, text],
  ['a billing city', BillingAddressSchema, billing, ['city'], TEXT_LIMITS.city, text],
  [
    'a guest’s e-mail address',
    AnonymousOrderRequestSchema,
    guestOrder,
    ['email'],
    TEXT_LIMITS.email,
    email,
  ],
  [
    'a guest’s name',
    AnonymousOrderRequestSchema,
    guestOrder,
    ['name'],
    TEXT_LIMITS.addressName,
    text,
  ],
  [
    'a guest’s telephone number',
    AnonymousOrderRequestSchema,
    guestOrder,
    ['telephone'],
    TEXT_LIMITS.telephone,
    digits,
  ],
  [
    'a guest’s delivery city',
    AnonymousOrderRequestSchema,
    guestOrder,
    ['deliveryAddress', 'city'],
    TEXT_LIMITS.city,
    text,
  ],
  ['an order’s note', CreateOrderRequestSchema, invoiceOrder, ['note'], TEXT_LIMITS.note, text],
  [
    'a purchase-order reference',
    CreateOrderRequestSchema,
    invoiceOrder,
    ['purchaseOrderReference'],
    TEXT_LIMITS.purchaseOrderReference,
    text,
  ],
  ['a first name', UserDataUpdateSchema, profile, ['firstname'], TEXT_LIMITS.personName, text],
  ['a last name', UserDataUpdateSchema, profile, ['lastname'], TEXT_LIMITS.personName, text],
  [
    'a profile telephone number',
    UserDataUpdateSchema,
    profile,
    ['telephone'],
    TEXT_LIMITS.telephone,
    digits,
  ],
  [
    'a join code',
    CompanyJoinRequestSchema,
    { kvkNumber: '12345678' },
    ['joinCode'],
    TEXT_LIMITS.companyJoinCode,
    text,
  ],
  [
    'a looked-up e-mail address',
    OrderLookupRequestSchema,
    { orderNumber: 'VS-2026-000001' },
    ['email'],
    TEXT_LIMITS.email,
    email,
  ],
  [
    'a machine’s name',
    MachineInputSchema,
    { brandId: 'b-nilfisk', typeId: 't-nilfisk-attix-30' },
    ['name'],
    TEXT_LIMITS.machineName,
    text,
  ],
  ['a machine’s site', MachineLabelsSchema, {}, ['site'], TEXT_LIMITS.machineSite, text],
];

/** `valid` with the value at `path` replaced. */
function withValue(valid: Record<string, unknown>, path: string[], value: string): unknown {
  const [head = '', ...rest] = path;
  if (rest.length === 0) return { ...valid, [head]: value };
  return { ...valid, [head]: withValue(valid[head] as Record<string, unknown>, rest, value) };
}

describe('the contract’s text limits', () => {
  it.each(cases)('takes %s of the longest length and refuses one more', (...testCase) => {
    const [, schema, valid, path, limit, value] = testCase;
    expect(schema.safeParse(withValue(valid, path, value(limit))).success).toBe(true);
    const tooLong = schema.safeParse(withValue(valid, path, value(limit + 1)));
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues.map((issue) => issue.path)).toEqual([path]);
  });

  it('counts after trimming, as the value is stored', () => {
    const padded = `  ${text(TEXT_LIMITS.city)}  `;
    expect(AddressInputSchema.safeParse({ ...address, city: padded }).success).toBe(true);
  });

  it('refuses a megabyte of e-mail address on its length alone', () => {
    const parsed = AnonymousOrderRequestSchema.safeParse({
      ...guestOrder,
      email: email(1024 * 1024),
    });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['email'], code: 'too_big', maximum: TEXT_LIMITS.email }),
    ]);
  });

  it('lets a name taken at sign-up be saved in the profile unchanged', () => {
    expect(TEXT_LIMITS.personName).toBe(MAX_FIELD_LENGTH);
  });
});
