import { describe, expect, it } from 'vitest';
import { EMAIL_TOO_LONG, emailError, MAX_EMAIL_LENGTH, passwordError } from './validators';

describe('passwordError (the shop policy)', () => {
  it.each([
    ['Ab1!xyz', 'Password must contain at least 8 characters'],
    [`Ab1!${'x'.repeat(96)}`, 'Password must be shorter than 100 characters'],
    ['abcdef1!', 'Password must contain at least one uppercase letter'],
    ['ABCDEF1!', 'Password must contain at least one lowercase letter'],
    ['Abcdefg!', 'Password must contain at least one number'],
    ['Abcdefg1', 'Password must contain at least one special character'],
    ['Abcdef 1', 'Password must contain at least one special character'],
  ])('%s → %s', (password, message) => {
    expect(passwordError(password)).toBe(message);
  });

  it.each(['Demo!2345', 'Ünïcödé-Wachtwoord1', 'Zz9_zzzz'])('accepts %s', (password) => {
    expect(passwordError(password)).toBeUndefined();
  });
});

describe('emailError (SuperTokens default check)', () => {
  it.each(['anna@example.nl', 'a.b+shop@sub.example.co.uk'])('accepts %s', (email) => {
    expect(emailError(email)).toBeUndefined();
  });

  it.each(['', 'anna', 'anna@', '@example.nl', 'anna@example', 'an na@example.nl'])(
    'rejects %j',
    (email) => {
      expect(emailError(email)).toBe('Email is invalid');
    },
  );
});

describe('emailError length limit (RFC 5321)', () => {
  const ofLength = (length: number) => `${'a'.repeat(length - '@example.nl'.length)}@example.nl`;

  it('accepts 254 characters and refuses 255 before matching the pattern', () => {
    expect(emailError(ofLength(MAX_EMAIL_LENGTH))).toBeUndefined();
    expect(emailError(ofLength(MAX_EMAIL_LENGTH + 1))).toBe(EMAIL_TOO_LONG);
    expect(EMAIL_TOO_LONG).toBe('Email must be at most 254 characters');
  });
});
