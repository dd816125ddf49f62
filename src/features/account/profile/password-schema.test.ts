import { describe, expect, it } from 'vitest';
import { passwordChangeSchema } from './password-schema';
import { profileSchema } from './profile-schema';

const issues = (result: {
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): [string, string][] =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('passwordChangeSchema', () => {
  it('accepts the current password and a new one entered twice', () => {
    const values = { oldPassword: 'old', newPassword: 'Nieuw!2345', repeatPassword: 'Nieuw!2345' };
    expect(passwordChangeSchema.safeParse(values).success).toBe(true);
  });

  it('reports a mismatch on the second entry, beside the policy', () => {
    const result = passwordChangeSchema.safeParse({
      oldPassword: 'old',
      newPassword: 'nieuw!2345',
      repeatPassword: 'Nieuw!2345',
    });
    expect(issues(result)).toEqual([
      ['newPassword', 'validation.password.uppercase'],
      ['repeatPassword', 'validation.passwordMismatch'],
    ]);
  });

  it('says "required" first for empty fields', () => {
    const result = passwordChangeSchema.safeParse({
      oldPassword: '',
      newPassword: '',
      repeatPassword: '',
    });
    expect(issues(result).slice(0, 3)).toEqual([
      ['oldPassword', 'validation.required'],
      ['newPassword', 'validation.required'],
      ['repeatPassword', 'validation.required'],
    ]);
  });
});

describe('profileSchema', () => {
  it('trims names and limits them to 100 characters, as sign-up does; the telephone may stay empty', () => {
    const ok = profileSchema.safeParse({
      salutation: 'male',
      firstname: ' Jan ',
      lastname: 'V',
      telephone: ' ',
    });
    expect(ok.data).toEqual({ salutation: 'male', firstname: 'Jan', lastname: 'V', telephone: '' });
    const longest = 'x'.repeat(100);
    expect(
      profileSchema.safeParse({
        salutation: 'male',
        firstname: longest,
        lastname: longest,
        telephone: '',
      }).success,
    ).toBe(true);
    const long = profileSchema.safeParse({
      salutation: 'female',
      firstname: 'x'.repeat(101),
      lastname: ' ',
      telephone: '06-CALL-ME',
    });
    expect(issues(long)).toEqual([
      ['firstname', 'validation.tooBig|{"max":100}'],
      ['lastname', 'validation.required'],
      ['telephone', 'validation.invalid'],
    ]);
  });
});
