import { beforeEach, describe, expect, it } from 'vitest';
import { resetStore } from '../db/store';
import { companies, users } from '../db/users';
import { MAX_FIELD_LENGTH } from './form-fields';
import { SIGN_UP_EXTRA_FIELDS } from './signup-profile';
import { callJson, fields } from './test-client';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH } from './validators';

const GOOD = 'Sterk!Wachtw00rd';

/** An address of exactly `length` characters that passes the email check. */
const emailOfLength = (length: number) => `${'a'.repeat(length - '@example.nl'.length)}@example.nl`;
/** A password of exactly `length` characters that meets the policy. */
const passwordOfLength = (length: number) => `${GOOD}${'x'.repeat(length - GOOD.length)}`;
const ONE_MB = 1024 * 1024;
const EMAIL_TOO_LONG = {
  id: 'email',
  error: `Email must be at most ${MAX_EMAIL_LENGTH} characters`,
};
const PASSWORD_TOO_LONG = {
  id: 'password',
  error: `Password must be shorter than ${MAX_PASSWORD_LENGTH} characters`,
};
const counts = () => ({ users: users.all().length, companies: companies.all().length });

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

describe('auth form fields over their length limit', () => {
  beforeEach(() => resetStore());

  it('answers FIELD_ERROR for a 1 MB sign-up email and stores nothing', async () => {
    const before = counts();
    const { status, json } = await callJson('/auth/signup', {
      body: fields({ email: `${'a'.repeat(ONE_MB)}@example.nl`, password: GOOD }),
    });
    expect(status).toBe(200);
    expect(json).toEqual({ status: 'FIELD_ERROR', formFields: [EMAIL_TOO_LONG] });
    expect(counts()).toEqual(before);
  });

  it('takes an email of 254 characters (RFC 5321) and refuses 255', async () => {
    const longest = emailOfLength(MAX_EMAIL_LENGTH);
    const signUp = (email: string) =>
      callJson('/auth/signup', { body: fields({ email, password: GOOD }) });
    expect((await signUp(emailOfLength(MAX_EMAIL_LENGTH + 1))).json).toEqual({
      status: 'FIELD_ERROR',
      formFields: [EMAIL_TOO_LONG],
    });
    expect((await signUp(longest)).json.status).toBe('OK');
    expect(users.byEmail(longest)).toBeDefined();
  });

  it('refuses an over-long email on sign-in and reset, and an over-long password everywhere', async () => {
    const longEmail = emailOfLength(MAX_EMAIL_LENGTH + 1);
    const longPassword = passwordOfLength(MAX_PASSWORD_LENGTH);
    const fieldError = (...formFields: unknown[]) => ({ status: 'FIELD_ERROR', formFields });
    const answers = {
      signIn: await callJson('/auth/signin', {
        body: fields({ email: longEmail, password: 'x'.repeat(ONE_MB) }),
      }),
      signUp: await callJson('/auth/signup', {
        body: fields({ email: 'nieuw@example.nl', password: longPassword }),
      }),
      resetMail: await callJson('/auth/user/password/reset/token', {
        body: fields({ email: longEmail }),
      }),
      newPassword: await callJson('/auth/user/password/reset', {
        body: { ...fields({ password: longPassword }), token: 'any', method: 'token' },
      }),
    };
    expect(answers.signIn.json).toEqual(fieldError(EMAIL_TOO_LONG, PASSWORD_TOO_LONG));
    expect(answers.signUp.json).toEqual(fieldError(PASSWORD_TOO_LONG));
    expect(answers.resetMail.json).toEqual(fieldError(EMAIL_TOO_LONG));
    expect(answers.newPassword.json).toEqual(fieldError(PASSWORD_TOO_LONG));
    // The longest password the policy allows still works.
    const longest = passwordOfLength(MAX_PASSWORD_LENGTH - 1);
    expect(
      (
        await callJson('/auth/signup', {
          body: fields({ email: 'nieuw@example.nl', password: longest }),
        })
      ).json.status,
    ).toBe('OK');
    expect(
      (
        await callJson('/auth/signin', {
          body: fields({ email: 'nieuw@example.nl', password: longest }),
        })
      ).json.status,
    ).toBe('OK');
  });

  it.each(SIGN_UP_EXTRA_FIELDS)(
    'refuses a sign-up %s over the limit with only the length error',
    async (id) => {
      const before = counts();
      const { json } = await callJson('/auth/signup', {
        body: fields({
          email: 'nieuw@example.nl',
          password: GOOD,
          accountType: 'business',
          companyName: 'Bouwbedrijf Smit',
          kvkNumber: '12345670',
          // A long digit string: the over-long telephone, KvK or VAT number would break its
          // format rule too, which must not be reported next to the length.
          [id]: '1'.repeat(MAX_FIELD_LENGTH + 1),
        }),
      });
      expect(json).toEqual({
        status: 'FIELD_ERROR',
        formFields: [{ id, error: `Use at most ${MAX_FIELD_LENGTH} characters` }],
      });
      expect(counts()).toEqual(before);
    },
  );

  it('takes names of exactly the limit', async () => {
    const name = 'N'.repeat(MAX_FIELD_LENGTH);
    const { json } = await callJson('/auth/signup', {
      body: fields({ email: 'nieuw@example.nl', password: GOOD, firstname: name, lastname: name }),
    });
    expect(json.status).toBe('OK');
    expect(users.byEmail('nieuw@example.nl')).toMatchObject({ firstname: name, lastname: name });
  });
});
