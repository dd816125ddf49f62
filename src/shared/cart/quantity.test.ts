import { describe, expect, it } from 'vitest';
import { checkQuantity } from './quantity';

describe('checkQuantity (requirements §10.1 messages)', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['9999', 9999],
  ])('takes %j as %i packagings', (text, count) => {
    expect(checkQuantity(text)).toEqual({ ok: true, count });
  });

  it.each([
    ['', 'validation.required', {}],
    ['abc', 'validation.invalid', {}],
    ['1.5', 'validation.invalid', {}],
    ['-2', 'validation.invalid', {}],
    ['0', 'validation.tooShort', { min: 1 }],
    ['10000', 'validation.tooBig', { max: 9999 }],
  ])('refuses %j with %s', (text, messageId, values) => {
    expect(checkQuantity(text)).toEqual({ ok: false, messageId, values });
  });
});
