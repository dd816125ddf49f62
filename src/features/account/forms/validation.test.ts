import { describe, expect, it } from 'vitest';
import { loginSchema } from './login-schema';
import { newPasswordField } from './validation';

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
  });
});
