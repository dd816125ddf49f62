import { vatPrefix } from '@/shared/forms/validation';

/** Realistic number shapes for the VAT hint; other countries get their prefix and ten digits. */
const examples: Readonly<Record<string, string>> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  DE: 'DE123456789',
  FR: 'FR12345678901',
  LU: 'LU12345678',
};

export const vatExample = (countryId: string): string =>
  examples[countryId] ?? `${vatPrefix(countryId)}0123456789`;
