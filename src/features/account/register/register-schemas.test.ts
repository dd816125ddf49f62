import { describe, expect, it } from 'vitest';
import { companySchema, joinSchema, personalSchema } from './register-schemas';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);

const login = { email: 'new@example.nl', password: 'Demo!2345', passwordRepeat: 'Demo!2345' };
const company = {
  companyName: 'Acme B.V.',
  companyId: { country: 'NL', kvkNumber: '1234 5678', vatNumber: '' },
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

  const withId = (country: string, kvkNumber: string, vatNumber = '') => ({
    ...company,
    companyId: { country, kvkNumber, vatNumber },
  });

  it('normalises a KvK number and wants exactly 8 digits for a Dutch company', () => {
    expect(companySchema.safeParse(company).data?.companyId.kvkNumber).toBe('12345678');
    expect(messages(companySchema.safeParse(withId('NL', '1234.567')))).toEqual({
      'companyId.kvkNumber': 'validation.kvkNumber',
    });
    expect(messages(companySchema.safeParse(withId('NL', '')))).toEqual({
      'companyId.kvkNumber': 'validation.required',
    });
  });

  it('lets a Dutch company add its Dutch VAT number', () => {
    expect(
      companySchema.safeParse(withId('NL', '12345678', 'nl 1234.567.89 b01')).data?.companyId,
    ).toMatchObject({ vatNumber: 'NL123456789B01' });
    expect(messages(companySchema.safeParse(withId('NL', '12345678', 'BE0123456789')))).toEqual({
      'companyId.vatNumber': 'validation.vatNumber|{"prefix":"NL","example":"NL123456789B01"}',
    });
  });

  it("makes the VAT number optional elsewhere in the EU, and of the country's own prefix", () => {
    // A small VAT-exempt business: no VAT number, and no KvK number asked.
    expect(companySchema.safeParse(withId('DE', '', '')).success).toBe(true);
    expect(
      companySchema.safeParse(withId('BE', '', 'be 0123.456.789')).data?.companyId,
    ).toMatchObject({ vatNumber: 'BE0123456789' });
    expect(messages(companySchema.safeParse(withId('BE', '', '12345678')))).toEqual({
      'companyId.vatNumber': 'validation.vatNumber|{"prefix":"BE","example":"BE0123456789"}',
    });
    expect(messages(companySchema.safeParse(withId('BE', '', 'DE123456789')))).toEqual({
      'companyId.vatNumber': 'validation.vatNumber|{"prefix":"BE","example":"BE0123456789"}',
    });
    expect(companySchema.safeParse(withId('GR', '', 'EL123456789')).success).toBe(true);
    expect(messages(companySchema.safeParse(withId('GR', '', 'GR123456789')))).toEqual({
      'companyId.vatNumber': 'validation.vatNumber|{"prefix":"EL","example":"EL123456789"}',
    });
  });

  it('asks nothing of a company outside the EU, and ignores numbers left in hidden fields', () => {
    expect(companySchema.safeParse(withId('CH', '', '')).success).toBe(true);
    expect(companySchema.safeParse(withId('CH', '123', 'garbage')).success).toBe(true);
    expect(companySchema.safeParse(withId('DE', '123', '')).success).toBe(true);
  });

  it('reports a wrong company number even while other fields are still empty', () => {
    const result = companySchema.safeParse({ ...withId('NL', '123'), email: '' });
    expect(messages(result)).toEqual({
      email: 'validation.required',
      'companyId.kvkNumber': 'validation.kvkNumber',
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
