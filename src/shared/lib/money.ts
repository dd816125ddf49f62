/**
 * The one place money is formatted. Amounts arrive as integer euro cents; requirements §13.2 fixes the
 * nl-NL euro style in every language. No arithmetic on prices happens in the client.
 */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

export function formatCents(cents: number): string {
  return euro.format(cents / 100);
}
