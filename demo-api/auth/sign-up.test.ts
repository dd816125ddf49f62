import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../db/store';
import { companies, users } from '../db/users';
import { decodeFrontToken } from './front-token';
import { verifyPassword } from './password-hash';
import { callJson, fields } from './test-client';

const GOOD = 'Sterk!Wachtw00rd';
const signUp = (values: Record<string, string>) =>
  callJson('/auth/signup', { body: fields(values) });

describe('POST /auth/signup', () => {
  beforeEach(() => resetStore());

  it('creates a personal user with a trimmed email, the FDI user shape and a session', async () => {
    const { status, json, headers } = await signUp({
      email: '  nieuw@example.nl ',
      password: GOOD,
      firstname: 'Sem',
      salutation: 'male',
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ status: 'OK', createdNewRecipeUser: true });
    const user = json.user as {
      id: string;
      loginMethods: { recipeId: string; email: string; verified: boolean }[];
    };
    expect(json.user).toMatchObject({
      emails: ['nieuw@example.nl'],
      tenantIds: ['public'],
      isPrimaryUser: false,
      phoneNumbers: [],
      thirdParty: [],
    });
    expect(user.loginMethods).toEqual([
      expect.objectContaining({
        recipeId: 'emailpassword',
        recipeUserId: user.id,
        email: 'nieuw@example.nl',
        verified: false,
      }),
    ]);
    expect(users.byId(user.id)).toMatchObject({
      accountType: 'personal',
      firstname: 'Sem',
      salutation: 'male',
      companyId: null,
    });
    // Stored as a salted hash of the password, never the password itself.
    const stored = users.byId(user.id)?.password ?? null;
    expect(stored).not.toContain(GOOD);
    expect(verifyPassword(GOOD, stored)).toBe(true);
    expect(decodeFrontToken(headers.get('front-token') ?? '').up).toMatchObject({
      sub: user.id,
      accountType: 'personal',
    });
    expect(headers.get('st-access-token')).toBeTruthy();
  });

  it('creates a Dutch business with its KvK number and puts the company in the token', async () => {
    const { json, headers } = await signUp({
      email: 'inkoop@bouwbedrijf.example.nl',
      password: GOOD,
      accountType: 'business',
      companyName: 'Bouwbedrijf Smit',
      kvkNumber: '1234 5670',
      firstname: 'Kees',
      lastname: 'Smit',
    });
    expect(json.status).toBe('OK');
    const user = users.byEmail('inkoop@bouwbedrijf.example.nl');
    const company = companies.byId(user?.companyId ?? '');
    expect(company).toMatchObject({
      companyName: 'Bouwbedrijf Smit',
      kvkNumber: '12345670',
      vatNumber: null,
      country: 'NL',
      contactFirstname: 'Kees',
    });
    expect(company?.joinCode).toMatch(/^BOUWBEDRIJ-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(user).toMatchObject({ accountType: 'business', country: 'NL' });
    expect(decodeFrontToken(headers.get('front-token') ?? '').up).toMatchObject({
      accountType: 'business',
      companyId: company?.id,
    });
  });

  it('creates a foreign business from its VAT number and lets a colleague join with the code', async () => {
    await signUp({
      email: 'achat@nettoyage.example.fr',
      password: GOOD,
      accountType: 'business',
      companyName: 'Nettoyage SA',
      vatNumber: 'FR 12 345678901',
    });
    const company = companies.all().find((c) => c.companyName === 'Nettoyage SA');
    expect(company).toMatchObject({ vatNumber: 'FR12345678901', kvkNumber: null, country: 'FR' });
    const join = await signUp({
      email: 'collegue@nettoyage.example.fr',
      password: GOOD,
      accountType: 'business',
      companyJoinCode: company?.joinCode.toLowerCase() ?? '',
    });
    expect(join.json.status).toBe('OK');
    expect(users.byEmail('collegue@nettoyage.example.fr')).toMatchObject({
      companyId: company?.id,
      country: 'FR',
    });
    expect(companies.all()).toHaveLength(4);
  });

  it('answers FIELD_ERROR for every broken field at once, and writes nothing', async () => {
    const before = { users: users.all().length, companies: companies.all().length };
    const { json } = await signUp({
      email: 'not-an-email',
      password: 'short',
      accountType: 'business',
      kvkNumber: '123',
    });
    expect(json).toEqual({
      status: 'FIELD_ERROR',
      formFields: [
        { id: 'email', error: 'Email is invalid' },
        { id: 'password', error: 'Password must contain at least 8 characters' },
        { id: 'companyName', error: 'Field is not optional' },
        { id: 'kvkNumber', error: 'A KvK number has exactly 8 digits' },
      ],
    });
    expect({ users: users.all().length, companies: companies.all().length }).toEqual(before);
  });

  it.each([
    [{ email: '', password: GOOD }, [{ id: 'email', error: 'Field is not optional' }]],
    [{ password: GOOD }, [{ id: 'email', error: 'Field is not optional' }]],
    [
      { email: 'a@b.nl', password: 'alllowercase1!' },
      [{ id: 'password', error: 'Password must contain at least one uppercase letter' }],
    ],
    [
      { email: 'a@b.nl', password: 'Ab1!', accountType: 'admin' },
      [
        { id: 'password', error: 'Password must contain at least 8 characters' },
        { id: 'accountType', error: 'Account type must be personal or business' },
      ],
    ],
    [
      // No country, and no KvK or VAT number to tell it: where the company is decides the rest.
      { email: 'a@b.nl', password: GOOD, accountType: 'business', companyName: 'X' },
      [{ id: 'country', error: 'Field is not optional' }],
    ],
    [
      {
        email: 'a@b.nl',
        password: GOOD,
        accountType: 'business',
        companyName: 'X',
        vatNumber: 'US123456789',
      },
      [{ id: 'vatNumber', error: expect.stringMatching(/not a valid EU VAT/) }],
    ],
    [
      {
        email: 'a@b.nl',
        password: GOOD,
        accountType: 'business',
        companyName: 'X',
        kvkNumber: '12345678',
      },
      [{ id: 'kvkNumber', error: expect.stringMatching(/already has an account/) }],
    ],
    [
      { email: 'a@b.nl', password: GOOD, accountType: 'business', companyJoinCode: 'WRONG-0000' },
      [{ id: 'companyJoinCode', error: 'No company has this join code' }],
    ],
    [
      { email: 'a@b.nl', password: GOOD, country: 'Nederland', telephone: 'call me' },
      [
        { id: 'telephone', error: 'Telephone number is invalid' },
        { id: 'country', error: expect.stringMatching(/two-letter/) },
      ],
    ],
    [
      { email: 'ANNA@example.nl', password: GOOD },
      [{ id: 'email', error: 'This email already exists. Please sign in instead.' }],
    ],
  ])('rejects %j', async (values, formFields) => {
    const count = users.all().length;
    expect((await signUp(values)).json).toEqual({ status: 'FIELD_ERROR', formFields });
    expect(users.all()).toHaveLength(count);
  });

  it('answers on the tenant path too, and refuses unknown tenants', async () => {
    expect(
      (
        await callJson('/auth/public/signup', {
          body: fields({ email: 't@example.nl', password: GOOD }),
        })
      ).json.status,
    ).toBe('OK');
    expect(
      (
        await callJson('/auth/shop2/signup', {
          body: fields({ email: 'u@example.nl', password: GOOD }),
        })
      ).status,
    ).toBe(400);
  });

  it('ignores an Authorization header, even a bad one', async () => {
    const { json } = await callJson('/auth/signup', {
      body: fields({ email: 'v@example.nl', password: GOOD }),
      headers: { authorization: 'Bearer expired.token.here' },
    });
    expect(json.status).toBe('OK');
  });
});
