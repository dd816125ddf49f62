import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { passwordRuleId, serverFieldErrors } from './server-field-errors';

const unprocessable = (fieldErrors: Record<string, string>, status = 422) =>
  new ApiError({ kind: 'http', status, code: 'VALIDATION_ERROR', message: 'x', fieldErrors });

describe('serverFieldErrors', () => {
  it('keeps the known fields of a 422, as message ids', () => {
    const error = unprocessable({ firstname: 'Too big', 'data.country': 'Unknown country' });
    expect(serverFieldErrors(error, ['firstname', 'lastname'])).toEqual({
      firstname: 'validation.invalid',
    });
  });

  it('ignores anything that is not a 422 ApiError', () => {
    expect(serverFieldErrors(unprocessable({ firstname: 'x' }, 500), ['firstname'])).toEqual({});
    expect(serverFieldErrors(new Error('boom'), ['firstname'])).toEqual({});
  });
});

describe('passwordRuleId', () => {
  it.each([
    ['Password must contain at least 8 characters', 'validation.tooShort|{"min":8}'],
    ['Password must be shorter than 100 characters', 'validation.tooBig|{"max":99}'],
    ['Password must contain at least one uppercase letter', 'validation.password.uppercase'],
    ['Password must contain at least one lowercase letter', 'validation.password.lowercase'],
    ['Password must contain at least one number', 'validation.password.digit'],
    ['Password must contain at least one special character', 'validation.password.special'],
    ['Something else', 'validation.invalid'],
  ])('maps "%s"', (text, id) => {
    expect(passwordRuleId(text)).toBe(id);
  });
});
