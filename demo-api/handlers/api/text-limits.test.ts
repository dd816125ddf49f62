/**
 * No request stores a text longer than the contract allows (TEXT_LIMITS): a guest's order, an
 * address and the profile answer an over-long value like any other invalid field, 422
 * VALIDATION_ERROR naming it, and write nothing. (Sign-up's limits: demo-api/auth tests.)
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import { TEXT_LIMITS } from '../../../src/shared/api/contract/text-limits';
import { catalog } from '../../db/catalog/index';
import { orders } from '../../db/orders';
import { resetStore } from '../../db/store';
import { users } from '../../db/users';
import { GUEST_ADDRESS, guestOrderRequest } from '../../testing/order-fixtures';
import { call, json, stateSnapshot } from '../test-client';

const productId = catalog().families[0]?.packagings[0]?.id ?? '';
const guestOrder = (change: object) => ({
  ...guestOrderRequest(productId, 'limits-guest-key'),
  ...change,
});
const over = (limit: number) => 'x'.repeat(limit + 1);

/** The answer's status and the fields it names, after proving nothing was written. */
async function refused(method: string, path: string, body: object, as?: string) {
  const before = stateSnapshot();
  const response = await call(method, path, { body, as });
  expect(stateSnapshot()).toBe(before);
  const error = ApiErrorBodySchema.parse(await json(response));
  return {
    status: response.status,
    code: error.code,
    fields: Object.keys(error.fieldErrors ?? {}),
  };
}

beforeEach(() => resetStore());

describe('POST orders/anonymous with over-long texts', () => {
  it('refuses a megabyte of e-mail address and stores no order', async () => {
    const count = orders.all().length;
    const email = `${'a'.repeat(1_000_000)}@example.nl`;
    expect(await refused('POST', '/api/orders/anonymous', guestOrder({ email }))).toEqual({
      status: 422,
      code: 'VALIDATION_ERROR',
      fields: ['email'],
    });
    expect(orders.all()).toHaveLength(count);
  });

  it.each([
    ['the e-mail address', { email: `${'a'.repeat(TEXT_LIMITS.email)}@x.nl` }, 'email'],
    ['the name', { name: over(TEXT_LIMITS.addressName) }, 'name'],
    ['the telephone number', { telephone: '1'.repeat(TEXT_LIMITS.telephone + 1) }, 'telephone'],
    [
      'the street',
      { deliveryAddress: { ...GUEST_ADDRESS, address: over(TEXT_LIMITS.address) } },
      'deliveryAddress.address',
    ],
    [
      'the postal code',
      { deliveryAddress: { ...GUEST_ADDRESS, postalcode: over(TEXT_LIMITS.postalcode) } },
      'deliveryAddress.postalcode',
    ],
    [
      'the city',
      { deliveryAddress: { ...GUEST_ADDRESS, city: over(TEXT_LIMITS.city) } },
      'deliveryAddress.city',
    ],
  ])('refuses %s over its limit', async (_label, change, field) => {
    expect(await refused('POST', '/api/orders/anonymous', guestOrder(change))).toEqual({
      status: 422,
      code: 'VALIDATION_ERROR',
      fields: [field],
    });
  });

  it('takes an e-mail address of exactly the limit', async () => {
    const email = `${'a'.repeat(TEXT_LIMITS.email - '@example.nl'.length)}@example.nl`;
    const response = await call('POST', '/api/orders/anonymous', { body: guestOrder({ email }) });
    expect(response.status).toBe(201);
  });
});

describe('addresses with over-long texts', () => {
  const address = { ...GUEST_ADDRESS, name: 'Anna Jansen' };

  it.each([
    ['name', TEXT_LIMITS.addressName],
    ['address', TEXT_LIMITS.address],
    ['postalcode', TEXT_LIMITS.postalcode],
    ['city', TEXT_LIMITS.city],
  ])('refuses a %s over %i characters, new or changed', async (field, limit) => {
    const body = { ...address, [field]: over(limit) };
    const expected = { status: 422, code: 'VALIDATION_ERROR', fields: [field] };
    expect(await refused('POST', '/api/addresses', body, 'user-anna')).toEqual(expected);
    expect(await refused('PUT', '/api/addresses/addr-anna-utrecht', body, 'user-anna')).toEqual(
      expected,
    );
  });
});

describe('PUT user/data with over-long texts', () => {
  const profile = { salutation: 'female', lastname: 'Jansen', data: { country: 'NL' } };

  it('refuses a name over the limit', async () => {
    const body = { ...profile, firstname: over(TEXT_LIMITS.personName) };
    expect(await refused('PUT', '/api/user/data', body, 'user-anna')).toEqual({
      status: 422,
      code: 'VALIDATION_ERROR',
      fields: ['firstname'],
    });
  });

  it('saves again, unchanged, the longest name sign-up takes', async () => {
    const firstname = 'N'.repeat(TEXT_LIMITS.personName);
    users.update('user-anna', { firstname });
    const response = await call('PUT', '/api/user/data', {
      as: 'user-anna',
      body: { ...profile, firstname },
    });
    expect(response.status).toBe(200);
    expect(users.byId('user-anna')?.firstname).toBe(firstname);
  });
});
