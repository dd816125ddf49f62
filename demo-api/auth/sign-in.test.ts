import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../db/store';
import { DEMO_PASSWORD } from '../db/users';
import { decodeFrontToken } from './front-token';
import { callJson, fields } from './test-client';

describe('POST /auth/signin', () => {
  beforeEach(() => resetStore());
  const signIn = (email: string, password: string) =>
    callJson('/auth/signin', { body: fields({ email, password }) });

  it('signs a seeded user in with a session', async () => {
    const { json, headers } = await signIn(' Anna@Example.nl', DEMO_PASSWORD);
    expect(json).toMatchObject({ status: 'OK', user: { id: 'user-anna' } });
    expect(json).not.toHaveProperty('createdNewRecipeUser');
    expect(decodeFrontToken(headers.get('front-token') ?? '').uid).toBe('user-anna');
  });

  it('answers WRONG_CREDENTIALS_ERROR for a wrong password or unknown email, FIELD_ERROR for empty fields', async () => {
    expect((await signIn('anna@example.nl', 'wrong')).json).toEqual({
      status: 'WRONG_CREDENTIALS_ERROR',
    });
    expect((await signIn('nobody@example.nl', DEMO_PASSWORD)).json).toEqual({
      status: 'WRONG_CREDENTIALS_ERROR',
    });
    expect((await signIn('anna@example.nl', '')).json).toEqual({
      status: 'FIELD_ERROR',
      formFields: [{ id: 'password', error: 'Field is not optional' }],
    });
    expect(
      (
        await callJson('/auth/signin', {
          body: fields({ email: 'anna@example.nl', password: 'x', accountType: 'personal' }),
        })
      ).status,
    ).toBe(400);
  });
});

describe('email exists', () => {
  beforeEach(() => resetStore());

  it.each([
    '/auth/emailpassword/email/exists',
    '/auth/signup/email/exists',
    '/auth/passwordless/email/exists',
  ])('%s', async (path) => {
    expect((await callJson(`${path}?email=anna%40example.nl`, { method: 'GET' })).json).toEqual({
      status: 'OK',
      exists: true,
    });
    expect((await callJson(`${path}?email=nobody%40example.nl`, { method: 'GET' })).json).toEqual({
      status: 'OK',
      exists: false,
    });
    expect((await callJson(path, { method: 'GET' })).status).toBe(400);
  });

  it.each(['/auth/passwordless/phonenumber/exists', '/auth/signup/phoneNumber/exists'])(
    '%s',
    async (path) => {
      expect(
        (await callJson(`${path}?phoneNumber=%2B31612345678`, { method: 'GET' })).json,
      ).toEqual({ status: 'OK', exists: false });
    },
  );
});
