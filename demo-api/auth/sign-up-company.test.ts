/**
 * Business sign-up by the company's country (docs/decisions/0018-company-identity.md): a Dutch
 * company gives its KvK number, another EU company may give its VAT number (without one it is a
 * small VAT-exempt business, still a business), a company outside the EU gives neither. Then the
 * cart prices the new account as the VAT rules say (demo-api/rules/vat.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { UserDataSchema } from '../../src/shared/api/contract/account';
import { CartCalculationSchema } from '../../src/shared/api/contract/cart';
import { packagingOf } from '../handlers/api/cart-test-client';
import { call, json } from '../handlers/test-client';
import { resetStore } from '../db/store';
import { companies, users } from '../db/users';
import { decodeFrontToken } from './front-token';
import { callJson, fields } from './test-client';

const GOOD = 'Sterk!Wachtw00rd';
const festool = packagingOf('b-festool'); // no brand discount

const business = (email: string, company: Record<string, string>) => ({
  email,
  password: GOOD,
  accountType: 'business',
  firstname: 'Eva',
  lastname: 'Berg',
  ...company,
});

/** Signs up; answers the new session's access token and the front token's payload. */
async function signUp(values: Record<string, string>) {
  const { json: body, headers } = await callJson('/auth/signup', { body: fields(values) });
  expect(body).toMatchObject({ status: 'OK' });
  return {
    token: headers.get('st-access-token') ?? '',
    payload: decodeFrontToken(headers.get('front-token') ?? '').up,
  };
}

const refusal = async (values: Record<string, string>) => {
  const before = { users: users.all().length, companies: companies.all().length };
  const { json: body } = await callJson('/auth/signup', { body: fields(values) });
  expect({ users: users.all().length, companies: companies.all().length }).toEqual(before);
  return body;
};

async function userData(token: string) {
  return UserDataSchema.parse(await json(await call('GET', '/api/user/data', { token })));
}

/** The cart of two Festool packs as the logged-in business sees it, delivered to `country`. */
async function cartFor(token: string, country: string) {
  const response = await call('POST', '/api/cart/calculate', {
    token,
    headers: { 'x-country-code': country, 'x-account-type': 'business' },
    body: { products: [{ id: festool.id, amount: 2 }], deliveryAddress: null },
  });
  expect(response.status).toBe(200);
  return CartCalculationSchema.parse(await json(response));
}

beforeEach(() => resetStore());

describe('business sign-up by country', () => {
  it('registers a German company without a VAT number as a business that pays German VAT', async () => {
    const { token, payload } = await signUp(
      business('einkauf@mueller.example.de', { companyName: 'Müller GmbH', country: 'DE' }),
    );
    expect(payload).toMatchObject({ accountType: 'business' });
    const user = await userData(token);
    expect(user).toMatchObject({
      accountType: 'business',
      company: { companyName: 'Müller GmbH', country: 'DE', kvkNumber: null, vatNumber: null },
    });

    const cart = await cartFor(token, 'DE');
    expect(cart).toMatchObject({ countryId: 'DE', vatRate: 19, reverseCharge: false });
    expect(cart.vat).toBeGreaterThan(0);
    expect(cart.customsExclVat).toBe(0);
  });

  it('reverse-charges a German company that gives its VAT number', async () => {
    const { token } = await signUp(
      business('einkauf@schmidt.example.de', {
        companyName: 'Schmidt KG',
        country: 'DE',
        vatNumber: 'de 123.456.789',
      }),
    );
    expect((await userData(token)).company).toMatchObject({
      vatNumber: 'DE123456789',
      country: 'DE',
    });
    expect(await cartFor(token, 'DE')).toMatchObject({ vatRate: 0, reverseCharge: true, vat: 0 });
  });

  it('takes the short and odd VAT numbers real member states issue, and answers them', async () => {
    for (const [country, vatNumber] of [
      ['RO', 'RO123456'],
      ['IE', 'IE1+23456A'],
    ] as const) {
      const { token } = await signUp(
        business(`inkoop@${country}.example.eu`, {
          companyName: `Firma ${country}`,
          country,
          vatNumber,
        }),
      );
      expect((await userData(token)).company).toMatchObject({ country, vatNumber });
    }
  });

  it('registers a Swiss company with no VAT number: no VAT and the customs cost to CH', async () => {
    const { token, payload } = await signUp(
      business('einkauf@sauber.example.ch', { companyName: 'Sauber AG', country: 'CH' }),
    );
    expect(payload).toMatchObject({ accountType: 'business' });
    expect((await userData(token)).company).toMatchObject({
      country: 'CH',
      kvkNumber: null,
      vatNumber: null,
    });
    const cart = await cartFor(token, 'CH');
    expect(cart).toMatchObject({
      countryId: 'CH',
      vatRate: 0,
      vat: 0,
      reverseCharge: false,
      vatExemption: 'export',
    });
    expect(cart.customsExclVat).toBe(1500);
    expect(cart.totalInclVat).toBe(cart.totalExclVat);
  });

  it('refuses a Dutch company without its KvK number', async () => {
    expect(
      await refusal(business('a@smit.example.nl', { companyName: 'Smit BV', country: 'NL' })),
    ).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'kvkNumber', error: 'Field is not optional' }],
    });
  });

  it("refuses a VAT number of another country than the company's", async () => {
    expect(
      await refusal(
        business('a@peeters.example.de', {
          companyName: 'Peeters',
          country: 'DE',
          vatNumber: 'BE0123456789',
        }),
      ),
    ).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'vatNumber', error: 'A VAT number of this country starts with DE' }],
    });
    // Greece's VAT numbers start with EL, not GR.
    expect(
      (
        await refusal(
          business('a@ellas.example.gr', {
            companyName: 'Ellas',
            country: 'GR',
            vatNumber: 'GR123456789',
          }),
        )
      ).formFields,
    ).toEqual([{ id: 'vatNumber', error: 'A VAT number of this country starts with EL' }]);
    await signUp(
      business('b@ellas.example.gr', {
        companyName: 'Ellas',
        country: 'GR',
        vatNumber: 'EL123456789',
      }),
    );
  });

  it('refuses a VAT number outside the EU and a KvK number outside the Netherlands', async () => {
    expect(
      (
        await refusal(
          business('a@sauber.example.ch', {
            companyName: 'Sauber AG',
            country: 'CH',
            vatNumber: 'CHE123456789',
            kvkNumber: '12345678',
          }),
        )
      ).formFields,
    ).toEqual([
      { id: 'kvkNumber', error: 'Only a Dutch company has a KvK number' },
      { id: 'vatNumber', error: 'A company outside the EU has no EU VAT number' },
    ]);
  });

  it('refuses the same company name in the same country when neither has a number', async () => {
    await signUp(business('a@mueller.example.de', { companyName: 'Müller GmbH', country: 'DE' }));
    expect(
      await refusal(
        business('b@mueller.example.de', { companyName: '  müller   gmbh ', country: 'DE' }),
      ),
    ).toEqual({
      status: 'FIELD_ERROR',
      formFields: [
        {
          id: 'companyName',
          error: 'This company already has an account: ask a colleague for its join code',
        },
      ],
    });
    // The same name elsewhere is another company.
    await signUp(business('c@mueller.example.at', { companyName: 'Müller GmbH', country: 'AT' }));
  });

  it('finds a company with a VAT number by its name too, when the newcomer gives none', async () => {
    // Schoonmaak Peeters BV, Belgium, BE0123456789 (demo data).
    const body = await refusal(
      business('b@peeters.example.be', { companyName: 'Schoonmaak Peeters BV', country: 'BE' }),
    );
    expect(body.formFields).toEqual([
      { id: 'companyName', error: expect.stringMatching(/already has an account/) },
    ]);
  });
});
