/**
 * The note a logged-in buyer types with an order ('Note for your order'): kept through a reload
 * in session storage as the invoice details beside it are (invoice-details.ts: this tab only,
 * versioned and validated when read back), and forgotten with them once the order is confirmed
 * or the session ends (forget-checkout.ts).
 */
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { checkoutStorageKeys } from './storage-keys';

/** The contract's longest note. */
export const NOTE_MAX = TEXT_LIMITS.note;

const STORAGE = checkoutStorageKeys.orderNote;
const VERSION = 1;
/**
 * What a read takes back: a note may be typed longer than the contract's limit (it says so when
 * ordering, it is never cut), but nothing larger than this is trusted from storage.
 */
const STORED_MAX = NOTE_MAX * 4;

export function readOrderNote(): string {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return '';
    const { v, note } = stored as { v?: unknown; note?: unknown };
    return v === VERSION && typeof note === 'string' && note.length <= STORED_MAX ? note : '';
  } catch {
    return '';
  }
}

export function saveOrderNote(note: string): void {
  try {
    if (note === '') sessionStorage.removeItem(STORAGE);
    else sessionStorage.setItem(STORAGE, JSON.stringify({ v: VERSION, note }));
  } catch {
    // Storage full or blocked: the note still goes with the order, only a reload forgets it.
  }
}

export function forgetOrderNote(): void {
  try {
    sessionStorage.removeItem(STORAGE);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/** Longer than the contract takes (after trimming, as it is sent). */
export const isNoteTooLong = (note: string): boolean => note.trim().length > NOTE_MAX;
