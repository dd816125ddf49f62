/**
 * The one way money and dates are written, on the shop's pages and in the demo API's mails,
 * invoice and bank page alike: euros in the nl-NL style and Dutch long dates, whatever the
 * language (requirements §13.2). It sits in the contract because that is the only part of src/
 * the demo API may import.
 */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * Amounts arrive as integer euro cents. The client does no price arithmetic, except stating an
 * excl.-VAT threshold incl. VAT for a private buyer (src/shared/shopper/vat-threshold.ts).
 */
export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}

/** Two-digit day, long month name, numeric year, on the shop's (Dutch) calendar day. */
const dutchLong = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

export function formatDutchDate(value: string | Date): string {
  return dutchLong.format(typeof value === 'string' ? new Date(value) : value);
}
