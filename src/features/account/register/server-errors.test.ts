import { describe, expect, it } from 'vitest';
import {
  COMPANY_EXISTS,
  JOIN_CODE_UNKNOWN,
  KVK_INVALID,
  VAT_INVALID,
} from '../../../../demo-api/auth/company-rules';
import { signUpMessages, vatOfOtherCountry } from '@/shared/api/contract/sign-up-rules';
import { NOT_OPTIONAL } from '../../../../demo-api/auth/form-fields';
import { EMAIL_INVALID } from '../../../../demo-api/auth/validators';
import { EMAIL_EXISTS } from '../../../../demo-api/handlers/auth/sign-up-in';
import { serverFieldMessage } from './server-errors';

const nl = { country: 'NL' };

describe('serverFieldMessage', () => {
  it("turns the auth service's sentences into the shop's message ids", () => {
    expect(serverFieldMessage(NOT_OPTIONAL, nl)).toBe('validation.required');
    expect(serverFieldMessage(EMAIL_EXISTS, nl)).toBe('register.error.emailExists');
    expect(serverFieldMessage(EMAIL_INVALID, nl)).toBe('validation.email');
    expect(serverFieldMessage(COMPANY_EXISTS, nl)).toBe('register.error.companyExists');
    expect(serverFieldMessage(JOIN_CODE_UNKNOWN, nl)).toBe('register.error.joinCode');
    expect(serverFieldMessage(KVK_INVALID, nl)).toBe('validation.kvkNumber');
    expect(serverFieldMessage(VAT_INVALID, { country: 'BE' })).toBe(
      'validation.vatNumber|{"prefix":"BE","example":"BE0123456789"}',
    );
  });

  it("words a VAT number of another country with the company's own prefix and example", () => {
    expect(serverFieldMessage(vatOfOtherCountry('EL'), { country: 'GR' })).toBe(
      'validation.vatNumber|{"prefix":"EL","example":"EL123456789"}',
    );
  });

  it('calls a number the country does not ask for invalid, not malformed', () => {
    expect(serverFieldMessage(signUpMessages.kvkNotDutch, { country: 'DE' })).toBe(
      'validation.invalid',
    );
    expect(serverFieldMessage(signUpMessages.vatOutsideEu, { country: 'CH' })).toBe(
      'validation.invalid',
    );
  });

  it('gives each password rule its own message', () => {
    expect(serverFieldMessage('Password must contain at least 8 characters', nl)).toBe(
      'validation.tooShort|{"min":8}',
    );
    expect(serverFieldMessage('Password must be shorter than 100 characters', nl)).toBe(
      'validation.tooBig|{"max":100}',
    );
    expect(serverFieldMessage('Password must contain at least one uppercase letter', nl)).toBe(
      'validation.password.uppercase',
    );
    expect(serverFieldMessage('Password must contain at least one lowercase letter', nl)).toBe(
      'validation.password.lowercase',
    );
    expect(serverFieldMessage('Password must contain at least one number', nl)).toBe(
      'validation.password.digit',
    );
    expect(serverFieldMessage('Password must contain at least one special character', nl)).toBe(
      'validation.password.special',
    );
  });

  it('says "invalid" for anything it does not know', () => {
    expect(serverFieldMessage('Use at most 100 characters', nl)).toBe(
      'validation.tooBig|{"max":100}',
    );
    expect(serverFieldMessage('Something new', nl)).toBe('validation.invalid');
  });
});
