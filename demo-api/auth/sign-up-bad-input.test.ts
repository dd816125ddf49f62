import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../db/store';
import { companies, users } from '../db/users';
import { callJson, fields } from './test-client';

const GOOD = 'Sterk!Wachtw00rd';

describe('POST /auth/signup with malformed input', () => {
  beforeEach(() => resetStore());

  it.each([
    ['malformed JSON', '{"formFields": [', 'The request body is not valid JSON'],
    ['a JSON array', '[]', 'The request body must be a JSON object'],
    ['an empty body', '', 'The request body is not valid JSON'],
    ['no formFields', {}, 'Missing required parameter: formFields'],
    ['formFields not an array', { formFields: { email: 'a@b.nl' } }, 'formFields must be an array'],
    [
      'an entry without id',
      { formFields: [{ value: 'a@b.nl' }] },
      'formFields must be an array of objects containing id and value',
    ],
    [
      'a number as value',
      {
        formFields: [
          { id: 'email', value: 42 },
          { id: 'password', value: GOOD },
        ],
      },
      'The value of formField "email" must be a string',
    ],
    [
      'an unknown field',
      fields({ email: 'a@b.nl', password: GOOD, isAdmin: 'true' }),
      'Are you sending too many formFields?',
    ],
    [
      'a field twice',
      {
        formFields: fields({ email: 'a@b.nl', password: GOOD }).formFields.concat({
          id: 'email',
          value: 'c@d.nl',
        }),
      },
      'formFields contains "email" more than once',
    ],
    [
      'a business sign-up with an unknown field',
      fields({
        email: 'a@b.nl',
        password: GOOD,
        accountType: 'business',
        companyName: 'X',
        kvkNumber: '11223344',
        iban: 'NL00',
      }),
      'Are you sending too many formFields?',
    ],
    [
      'a non-boolean linking flag',
      { ...fields({ email: 'a@b.nl', password: GOOD }), shouldTryLinkingWithSessionUser: 'yes' },
      'shouldTryLinkingWithSessionUser must be a boolean',
    ],
  ])('answers 400 with a message for %s and writes nothing', async (_case, body, message) => {
    const before = { users: users.all().length, companies: companies.all().length };
    const { status, json } = await callJson('/auth/signup', { body });
    expect(status).toBe(400);
    expect(json).toEqual({ message });
    expect({ users: users.all().length, companies: companies.all().length }).toEqual(before);
  });

  it('answers the same way on the sign-in and reset endpoints', async () => {
    for (const path of [
      '/auth/signin',
      '/auth/user/password/reset/token',
      '/auth/user/password/reset',
    ]) {
      const { status, json } = await callJson(path, { body: '{nope' });
      expect(status).toBe(400);
      expect(json).toEqual({ message: 'The request body is not valid JSON' });
    }
  });
});
