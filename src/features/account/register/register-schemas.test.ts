import { describe, expect, it } from 'vitest';
import { companySchema, joinSchema, personalSchema } from './register-schemas';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

const login = { email: 'new@example.nl', password: 'Demo!2345', passwordRepeat: 'Demo!2345' };
const company = {
  companyName: 'Acme B.V.',
  companyId: { country: 'NL', number: '1234 5678' },
  contactFirstname: 'Ada',
  contactLastname: 'Jansen',
  ...login,
};

describe('registration schemas', () => {
  it('require every field of the personal form and compare the passwords', () => {
    expect(
      messages(
        personalSchema.safeParse({
          salutation: '',
          firstname: ' ',
          lastname: '',
          email: '',
          password: '',
          passwordRepeat: '',
        }),
      ),
    ).toEqual({
      salutation: 'validation.required',
      firstname: 'validation.required',
      lastname: 'validation.required',
      email: 'validation.required',
      password: 'validation.required',
      passwordRepeat: 'validation.required',
    });
    const names = { salutation: 'female', firstname: 'Anna', lastname: 'de Vries' };
    expect(
      messages(personalSchema.safeParse({ ...names, ...login, passwordRepeat: 'Demo!2346' })),
    ).toEqual({ passwordRepeat: 'validation.passwordMismatch' });
    expect(personalSchema.safeParse({ ...names, ...login }).success).toBe(true);
  });

  it('limits names to what the auth service takes', () => {
    const result = personalSchema.safeParse({
      salutation: 'male',
      firstname: 'x'.repeat(101),
      lastname: 'Jansen',
      ...login,
    });
    expect(messages(result)).toEqual({ firstname: 'validation.tooBig|{"max":100}' });
  });

  const withId = (country: string, number: string) => ({
    ...company,
    companyId: { country, number },
  });

  it('normalises a KvK number and wants exactly 8 digits for a Dutch company', () => {
    expect(companySchema.safeParse(company).data?.companyId.number).toBe('12345678');
    expect(messages(companySchema.safeParse(withId('NL', '1234.567')))).toEqual({
      'companyId.number': 'validation.kvkNumber',
    });
    expect(messages(companySchema.safeParse(withId('NL', '')))).toEqual({
      'companyId.number': 'validation.required',
    });
  });

  it("wants a VAT number with the country's own prefix elsewhere", () => {
    expect(companySchema.safeParse(withId('BE', 'be 0123.456.789')).data?.companyId.number).toBe(
      'BE0123456789',
    );
    expect(messages(companySchema.safeParse(withId('BE', '12345678')))).toEqual({
      'companyId.number': 'validation.vatNumber|{"prefix":"BE"}',
    });
    expect(messages(companySchema.safeParse(withId('BE', 'DE123456789')))).toEqual({
      'companyId.number': 'validation.vatNumber|{"prefix":"BE"}',
    });
    expect(companySchema.safeParse(withId('GR', 'EL123456789')).success).toBe(true);
  });

  it('reports a wrong company number even while other fields are still empty', () => {
    const result = companySchema.safeParse({ ...withId('NL', '123'), email: '' });
    expect(messages(result)).toEqual({
      email: 'validation.required',
      'companyId.number': 'validation.kvkNumber',
    });
  });

  it('requires the join code when joining a company', () => {
    const person = { salutation: 'unspecified', firstname: 'Els', lastname: 'Bakker', ...login };
    expect(messages(joinSchema.safeParse({ ...person, companyJoinCode: ' ' }))).toEqual({
      companyJoinCode: 'validation.required',
    });
    expect(joinSchema.safeParse({ ...person, companyJoinCode: 'DEKKER-2026' }).success).toBe(true);
  });
});
