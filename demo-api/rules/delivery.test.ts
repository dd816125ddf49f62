import { describe, expect, it } from 'vitest';
import { expectedDeliveryDate } from './delivery';

/** The Amsterdam calendar date of the promise, as yyyy-mm-dd. */
const deliveredOn = (orderedAtUtc: string): string =>
  expectedDeliveryDate(new Date(orderedAtUtc)).toISOString().slice(0, 10);

// January 2026: Mon 5 … Fri 9, Sat 10, Sun 11, Mon 12. Winter time, Amsterdam = UTC+1.
describe('expectedDeliveryDate in winter (CET, UTC+1)', () => {
  it('before 18:00 on a working day: 2 working days later', () => {
    expect(deliveredOn('2026-01-05T09:00:00Z')).toBe('2026-01-07'); // Mon 10:00 → Wed
    expect(deliveredOn('2026-01-05T16:59:59Z')).toBe('2026-01-07'); // Mon 17:59:59 → Wed
  });

  it('at or after 18:00: counts from the next working day', () => {
    expect(deliveredOn('2026-01-05T17:00:00Z')).toBe('2026-01-08'); // Mon 18:00 → Tue + 2 → Thu
    expect(deliveredOn('2026-01-08T17:30:00Z')).toBe('2026-01-13'); // Thu 18:30 → Fri + 2 → Tue
  });

  it('Friday before 18:00 skips the weekend; Friday evening counts from Monday', () => {
    expect(deliveredOn('2026-01-09T16:00:00Z')).toBe('2026-01-13'); // Fri 17:00 → Mon, Tue
    expect(deliveredOn('2026-01-09T19:00:00Z')).toBe('2026-01-14'); // Fri 20:00 → Mon + 2 → Wed
  });

  it('at the weekend: counts from Monday', () => {
    expect(deliveredOn('2026-01-10T09:00:00Z')).toBe('2026-01-14'); // Sat 10:00 → Wed
    expect(deliveredOn('2026-01-11T22:30:00Z')).toBe('2026-01-14'); // Sun 23:30 → Wed
  });

  it('uses the Amsterdam date, not the UTC date, around midnight', () => {
    // Sun 4 Jan 23:30 UTC is already Monday 00:30 in Amsterdam: a Monday morning order.
    expect(deliveredOn('2026-01-04T23:30:00Z')).toBe('2026-01-07');
  });

  it('returns the date at noon UTC, so any nearby time zone shows the same day', () => {
    expect(expectedDeliveryDate(new Date('2026-01-05T09:00:00Z')).toISOString()).toBe(
      '2026-01-07T12:00:00.000Z',
    );
  });
});

// Summer time (CEST, UTC+2) started Sun 29 March 2026 and ends Sun 25 October 2026.
describe('expectedDeliveryDate across daylight saving time', () => {
  it('16:30 UTC is before the cut-off in winter but after it in summer', () => {
    expect(deliveredOn('2026-01-05T16:30:00Z')).toBe('2026-01-07'); // Mon 17:30 CET → Wed
    expect(deliveredOn('2026-06-01T16:30:00Z')).toBe('2026-06-04'); // Mon 18:30 CEST → Tue + 2 → Thu
    expect(deliveredOn('2026-06-01T15:59:00Z')).toBe('2026-06-03'); // Mon 17:59 CEST → Wed
  });

  it('in the week summer time starts', () => {
    expect(deliveredOn('2026-03-27T16:30:00Z')).toBe('2026-03-31'); // Fri 17:30 CET → Mon, Tue 31
    expect(deliveredOn('2026-03-30T16:30:00Z')).toBe('2026-04-02'); // Mon 18:30 CEST → Tue + 2 → Thu 2 Apr
  });

  it('in the week summer time ends', () => {
    expect(deliveredOn('2026-10-23T16:30:00Z')).toBe('2026-10-28'); // Fri 18:30 CEST → Mon + 2 → Wed
    expect(deliveredOn('2026-10-26T16:30:00Z')).toBe('2026-10-28'); // Mon 17:30 CET → Wed
  });
});
