import { beforeEach, describe, expect, it } from 'vitest';
import {
  AddressListSchema,
  AddressSchema,
  CompanySchema,
  UserDataSchema,
} from '../../../src/shared/api/contract/account';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import { FavoriteListSchema } from '../../../src/shared/api/contract/favorites';
import { resetStore } from '../../db/store';
import { companies } from '../../db/users';
import { call, json, stateSnapshot } from '../test-client';

const FAMILY = 'f-nilfisk-attix-30-synthetic-dust-bags-5-layer';
const newAddress = {
  name: 'Jansen thuis',
  address: 'Biltstraat 88',
  postalcode: '3572 BJ',
  city: 'Utrecht',
  country: 'NL',
  telephone: '+31 6 5550 1234',
  isDefaultDelivery: false,
};

const addressesOf = async (userId: string) =>
  AddressListSchema.parse(await json(await call('GET', '/api/addresses', { as: userId })));
const defaults = (list: { id: string; isDefaultDelivery: boolean }[]) =>
  list.filter((a) => a.isDefaultDelivery).map((a) => a.id);

beforeEach(() => resetStore());

describe('user data', () => {
  it('answers the user with company, user count, country and discount on user/data and user/session', async () => {
    for (const path of ['/api/user/data', '/api/user/session']) {
      const response = await call('GET', path, { as: 'user-jan' });
      expect(response.status).toBe(200);
      const user = UserDataSchema.parse(await json(response));
      expect(user).toMatchObject({
        name: 'Jan de Vries',
        accountType: 'business',
        data: { country: 'NL' },
        discountPercentage: 3,
      });
      expect(user.company).toMatchObject({
        companyName: 'CleanPro Facility B.V.',
        userCount: 2,
        kvkNumber: '87654321',
      });
    }
    const anna = UserDataSchema.parse(
      await json(await call('GET', '/api/user/data', { as: 'user-anna' })),
    );
    expect(anna).toMatchObject({ accountType: 'personal', company: null, discountPercentage: 5 });
  });

  it('updates the editable profile', async () => {
    const body = {
      salutation: 'unspecified',
      firstname: 'Anne',
      lastname: 'Jansen-Smit',
      data: { country: 'BE' },
    };
    const response = await call('PUT', '/api/user/data', { as: 'user-anna', body });
    expect(response.status).toBe(200);
    expect(UserDataSchema.parse(await json(response))).toMatchObject({
      ...body,
      name: 'Anne Jansen-Smit',
    });
    const again = UserDataSchema.parse(
      await json(await call('GET', '/api/user/data', { as: 'user-anna' })),
    );
    expect(again.data.country).toBe('BE');
  });

  it('answers 401 without a token and with an invalid one', async () => {
    expect((await call('GET', '/api/user/data')).status).toBe(401);
    const invalid = await call('GET', '/api/user/data', { token: 'not-a-token' });
    expect(invalid.status).toBe(401);
    expect(await json(invalid)).toEqual({ message: 'try refresh token' });
  });

  it.each([
    ['malformed JSON', '{"salutation":', 400],
    ['a missing field', { salutation: 'male', firstname: 'Jan', data: { country: 'NL' } }, 422],
    [
      'a wrong type',
      { salutation: 'male', firstname: 'Jan', lastname: 7, data: { country: 'NL' } },
      422,
    ],
    [
      'a country the shop does not serve',
      { salutation: 'male', firstname: 'Jan', lastname: 'V', data: { country: 'US' } },
      422,
    ],
  ])('rejects %s and changes nothing', async (_label, body, status) => {
    const before = stateSnapshot();
    const response = await call('PUT', '/api/user/data', { as: 'user-jan', body });
    expect(response.status).toBe(status);
    ApiErrorBodySchema.parse(await json(response));
    expect(stateSnapshot()).toBe(before);
  });
});

describe('addresses', () => {
  it('shows each user only their own list; a business list belongs to the company', async () => {
    expect((await addressesOf('user-anna')).map((a) => a.city)).toEqual(['Utrecht']);
    expect((await addressesOf('user-dekker')).map((a) => a.city)).toEqual(['Soest', 'Huizen']);
    expect((await addressesOf('user-peeters'))[0]).toMatchObject({
      city: 'Antwerpen',
      country: 'BE',
    });
    expect(await addressesOf('user-els')).toEqual(await addressesOf('user-jan'));
  });

  it('shares changes between the users of a company', async () => {
    const created = await call('POST', '/api/addresses', { as: 'user-jan', body: newAddress });
    expect(created.status).toBe(201);
    const address = AddressSchema.parse(await json(created));
    expect((await addressesOf('user-els')).map((a) => a.id)).toContain(address.id);
    expect((await call('DELETE', `/api/addresses/${address.id}`, { as: 'user-els' })).status).toBe(
      204,
    );
    expect((await addressesOf('user-jan')).map((a) => a.id)).not.toContain(address.id);
  });

  it('keeps exactly one default: a new default replaces the old one', async () => {
    const created = AddressSchema.parse(
      await json(
        await call('POST', '/api/addresses', {
          as: 'user-dekker',
          body: { ...newAddress, isDefaultDelivery: true },
        }),
      ),
    );
    expect(defaults(await addressesOf('user-dekker'))).toEqual([created.id]);
    const huizen = (await addressesOf('user-dekker')).find((a) => a.id === 'addr-dekker-huizen');
    const { id: _id, ...rest } = AddressSchema.parse(huizen);
    await call('PUT', '/api/addresses/addr-dekker-huizen', {
      as: 'user-dekker',
      body: { ...rest, isDefaultDelivery: true },
    });
    expect(defaults(await addressesOf('user-dekker'))).toEqual(['addr-dekker-huizen']);
  });

  it('hands the default to the first other address when it is unflagged or deleted', async () => {
    const [soest] = await addressesOf('user-dekker');
    const { id: _id, ...input } = AddressSchema.parse(soest);
    const updated = await call('PUT', '/api/addresses/addr-dekker-soest', {
      as: 'user-dekker',
      body: { ...input, isDefaultDelivery: false, city: 'Baarn' },
    });
    expect(AddressSchema.parse(await json(updated))).toMatchObject({
      city: 'Baarn',
      isDefaultDelivery: false,
    });
    expect(defaults(await addressesOf('user-dekker'))).toEqual(['addr-dekker-huizen']);

    expect(
      (await call('DELETE', '/api/addresses/addr-dekker-huizen', { as: 'user-dekker' })).status,
    ).toBe(204);
    expect(defaults(await addressesOf('user-dekker'))).toEqual(['addr-dekker-soest']);
  });

  it('makes the only address the default even when it was sent as non-default', async () => {
    await call('DELETE', '/api/addresses/addr-anna-utrecht', { as: 'user-anna' });
    expect(await addressesOf('user-anna')).toEqual([]);
    const created = AddressSchema.parse(
      await json(await call('POST', '/api/addresses', { as: 'user-anna', body: newAddress })),
    );
    expect(created.isDefaultDelivery).toBe(true);
  });

  it.each([
    [
      'PUT of another customer\u2019s address',
      'PUT',
      '/api/addresses/addr-anna-utrecht',
      newAddress,
      404,
    ],
    [
      'DELETE of another customer\u2019s address',
      'DELETE',
      '/api/addresses/addr-anna-utrecht',
      undefined,
      404,
    ],
    ['PUT of an unknown id', 'PUT', '/api/addresses/addr-404', newAddress, 404],
    ['malformed JSON', 'POST', '/api/addresses', '{"name": "x",', 400],
    ['a missing field', 'POST', '/api/addresses', { ...newAddress, city: undefined }, 422],
    ['a wrong type', 'POST', '/api/addresses', { ...newAddress, isDefaultDelivery: 'yes' }, 422],
    [
      'a bad telephone number',
      'PUT',
      '/api/addresses/addr-dekker-soest',
      { ...newAddress, telephone: 'call me' },
      422,
    ],
    [
      'a country the shop does not serve',
      'POST',
      '/api/addresses',
      { ...newAddress, country: 'US' },
      422,
    ],
  ])('rejects %s and changes nothing', async (_label, method, path, body, status) => {
    const before = stateSnapshot();
    const response = await call(method, path, { as: 'user-dekker', body });
    expect(response.status).toBe(status);
    ApiErrorBodySchema.parse(await json(response));
    expect(stateSnapshot()).toBe(before);
  });

  it('answers 401 without a token, changing nothing', async () => {
    const before = stateSnapshot();
    expect((await call('GET', '/api/addresses')).status).toBe(401);
    expect((await call('POST', '/api/addresses', { body: newAddress })).status).toBe(401);
    expect((await call('DELETE', '/api/addresses/addr-anna-utrecht')).status).toBe(401);
    expect(stateSnapshot()).toBe(before);
  });
});

describe('favorites', () => {
  it('marks, lists and unmarks a family, idempotently and per user', async () => {
    expect((await call('PUT', `/api/favorites/${FAMILY}`, { as: 'user-jan' })).status).toBe(204);
    expect((await call('PUT', `/api/favorites/${FAMILY}`, { as: 'user-jan' })).status).toBe(204);
    const list = FavoriteListSchema.parse(
      await json(await call('GET', '/api/favorites', { as: 'user-jan' })),
    );
    expect(list.map((f) => f.id)).toEqual([FAMILY]);
    expect(
      FavoriteListSchema.parse(await json(await call('GET', '/api/favorites', { as: 'user-els' }))),
    ).toEqual([]);
    expect((await call('DELETE', `/api/favorites/${FAMILY}`, { as: 'user-jan' })).status).toBe(204);
    expect(
      FavoriteListSchema.parse(await json(await call('GET', '/api/favorites', { as: 'user-jan' }))),
    ).toEqual([]);
  });

  it('answers 404 for an unknown family and 401 without a token, changing nothing', async () => {
    const before = stateSnapshot();
    expect((await call('PUT', '/api/favorites/f-no-such-family', { as: 'user-anna' })).status).toBe(
      404,
    );
    expect(
      (await call('DELETE', '/api/favorites/f-no-such-family', { as: 'user-anna' })).status,
    ).toBe(404);
    expect((await call('PUT', `/api/favorites/${FAMILY}`)).status).toBe(401);
    expect(stateSnapshot()).toBe(before);
  });
});

describe('company/join', () => {
  // Drawn when the demo data is seeded: read after each reset, never written in a test.
  const cleanproCode = () => companies.byId('company-cleanpro')?.joinCode ?? '';

  it('makes the user a business member of the company, bringing their addresses along', async () => {
    const response = await call('POST', '/api/company/join', {
      as: 'user-anna',
      body: { kvkNumber: '87654321', joinCode: ` ${cleanproCode().toLowerCase()} ` },
    });
    expect(response.status).toBe(200);
    expect(CompanySchema.parse(await json(response))).toMatchObject({
      id: 'company-cleanpro',
      userCount: 3,
    });
    const anna = UserDataSchema.parse(
      await json(await call('GET', '/api/user/data', { as: 'user-anna' })),
    );
    expect(anna).toMatchObject({ accountType: 'business', company: { id: 'company-cleanpro' } });
    const shared = await addressesOf('user-els');
    expect(shared.map((a) => a.id)).toEqual([
      'addr-cleanpro-amersfoort',
      'addr-cleanpro-zwolle',
      'addr-anna-utrecht',
    ]);
    expect(defaults(shared)).toEqual(['addr-cleanpro-amersfoort']);
  });

  it.each([
    ['a wrong join code', 'user-anna', { kvkNumber: '87654321', joinCode: 'WRONG' }, 422],
    [
      'the old guessable code',
      'user-anna',
      { kvkNumber: '87654321', joinCode: 'CLEANPRO-2026' },
      422,
    ],
    ['an unknown company', 'user-anna', { kvkNumber: '11111111' }, 422],
    ['a malformed number', 'user-anna', { kvkNumber: '123' }, 422],
    ['a member of another company', 'user-dekker', { kvkNumber: '87654321' }, 409],
  ])('rejects %s and changes nothing', async (_label, userId, fields, status) => {
    const body = { joinCode: cleanproCode(), ...fields };
    const before = stateSnapshot();
    const response = await call('POST', '/api/company/join', { as: userId, body });
    expect(response.status).toBe(status);
    const error = ApiErrorBodySchema.parse(await json(response));
    if (status === 422) expect(Object.keys(error.fieldErrors ?? {})).toContain('kvkNumber');
    expect(stateSnapshot()).toBe(before);
  });
});
