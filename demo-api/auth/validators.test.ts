import { describe, expect, it } from 'vitest';
import { emailError, passwordError } from './validators';

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
