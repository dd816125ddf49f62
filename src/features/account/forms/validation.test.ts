import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';
import { newPasswordField, optionalUrlField } from '@/shared/forms/validation';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('account form schemas', () => {
  it('report message ids, required before the e-mail shape', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'validation.required',
      'validation.required',
    ]);
    expect(messages(loginSchema.safeParse({ email: 'anna@', password: 'x' }))).toEqual([
      'validation.email',
    ]);
    expect(loginSchema.safeParse({ email: ' anna@example.nl ', password: 'x' }).data?.email).toBe(
      'anna@example.nl',
    );
  });

  it('gives every missing password rule its own message', () => {
    expect(messages(newPasswordField().safeParse('abc'))).toEqual([
      'validation.tooShort|{"min":8}',
      'validation.password.uppercase',
      'validation.password.digit',
      'validation.password.special',
    ]);
    expect(newPasswordField().safeParse('Demo!2345').success).toBe(true);
    // Any language's letters, as the auth service counts them.
    expect(newPasswordField().safeParse('Übergröße1!').success).toBe(true);
    expect(messages(newPasswordField().safeParse('ÄÖÜäöüß1'))).toEqual([
      'validation.password.special',
    ]);
  });

  it('accepts an empty or http(s) web address and says an invalid one is invalid', () => {
    expect(optionalUrlField().safeParse('').success).toBe(true);
    expect(optionalUrlField().safeParse(' https://www.example.nl/shop ').success).toBe(true);
    for (const bad of ['www', 'javascript:alert(1)', 'ftp://example.nl', 'https://localhost'])
      expect(messages(optionalUrlField().safeParse(bad))).toEqual(['validation.url']);
  });
});
