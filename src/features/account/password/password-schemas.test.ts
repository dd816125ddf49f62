import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema, resetPasswordSchema } from './password-schemas';

const issues = (result: {
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}): [string, string][] =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('password schemas', () => {
  it('asks for an e-mail address of the right shape', () => {
    expect(issues(forgotPasswordSchema.safeParse({ email: '' }))).toEqual([
      ['email', 'validation.required'],
    ]);
    expect(issues(forgotPasswordSchema.safeParse({ email: 'anna@' }))).toEqual([
      ['email', 'validation.email'],
    ]);
  });

  it('checks every password rule, then that both entries match', () => {
    expect(issues(resetPasswordSchema.safeParse({ password: 'abc', repeatPassword: '' }))).toEqual([
      ['password', 'validation.tooShort|{"min":8}'],
      ['password', 'validation.password.uppercase'],
      ['password', 'validation.password.digit'],
      ['password', 'validation.password.special'],
      ['repeatPassword', 'validation.required'],
      // The form shows a field's first message: "required" before "do not match".
      ['repeatPassword', 'validation.passwordMismatch'],
    ]);
    expect(
      issues(
        resetPasswordSchema.safeParse({ password: 'Nieuw!2345', repeatPassword: 'Nieuw!2346' }),
      ),
    ).toEqual([['repeatPassword', 'validation.passwordMismatch']]);
    expect(
      resetPasswordSchema.safeParse({ password: 'Nieuw!2345', repeatPassword: 'Nieuw!2345' })
        .success,
    ).toBe(true);
  });
});
