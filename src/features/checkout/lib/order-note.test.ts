import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCheckout } from './forget-checkout';
import { isNoteTooLong, NOTE_MAX, readOrderNote, saveOrderNote } from './order-note';
import { checkoutStorageKeys } from './storage-keys';

const STORAGE = checkoutStorageKeys.orderNote;

beforeEach(() => sessionStorage.clear());

describe('the order note in session storage', () => {
  it('reads back what was saved, a note longer than the limit too; empty keeps nothing', () => {
    expect(readOrderNote()).toBe('');
    saveOrderNote('Deliver at the back');
    expect(readOrderNote()).toBe('Deliver at the back');
    saveOrderNote('x'.repeat(NOTE_MAX + 100));
    expect(readOrderNote()).toBe('x'.repeat(NOTE_MAX + 100));
    saveOrderNote('');
    expect(sessionStorage.getItem(STORAGE)).toBeNull();
  });

  it('ignores what it cannot trust: another version, a wrong type, oversized text', () => {
    for (const stored of [
      JSON.stringify({ v: 2, note: 'old' }),
      JSON.stringify({ v: 1, note: 7 }),
      JSON.stringify({ v: 1, note: 'x'.repeat(NOTE_MAX * 4 + 1) }),
      '{not json',
    ]) {
      sessionStorage.setItem(STORAGE, stored);
      expect(readOrderNote()).toBe('');
    }
  });

  it('is forgotten with the rest of the checkout when a session ends', () => {
    saveOrderNote('Deliver at the back');
    forgetCheckout();
    expect(sessionStorage.getItem(STORAGE)).toBeNull();
  });

  it('is too long past the contract limit, counted as sent (trimmed)', () => {
    expect(isNoteTooLong(` ${'x'.repeat(NOTE_MAX)} `)).toBe(false);
    expect(isNoteTooLong('x'.repeat(NOTE_MAX + 1))).toBe(true);
  });
});
