/**
 * The one place money is formatted. Amounts arrive as integer euro cents; requirements §13.2 fixes the
 * nl-NL euro style in every language. The client does no price arithmetic, except stating an
 * excl.-VAT threshold incl. VAT for a private buyer (src/shared/shopper/vat-threshold.ts).
 */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}
