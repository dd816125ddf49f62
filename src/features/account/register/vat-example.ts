import { vatPrefix } from '@/shared/api/contract/company-identity';
import { companyNumberIds } from '@/shared/forms/validation';
import { fieldMessage } from '@/shared/ui/form/field-message';

/**
 * Realistic number shapes for the VAT hint and message (the shop's EU countries and a few more);
 * other countries get their prefix and ten digits.
 */
const examples: Readonly<Record<string, string>> = {
  AT: 'ATU12345678',
  BE: 'BE0123456789',
  DE: 'DE123456789',
  ES: 'ESX1234567X',
  FR: 'FR12345678901',
  GR: 'EL123456789',
  IE: 'IE1234567WA',
  IT: 'IT12345678901',
  LU: 'LU12345678',
  NL: 'NL123456789B01',
};

export const vatExample = (countryId: string): string =>
  examples[countryId] ?? `${vatPrefix(countryId)}0123456789`;

/** The message for a VAT number that is not one of that country: its prefix and an example. */
export const vatNumberMessage = (countryId: string): string =>
  fieldMessage(companyNumberIds.vat, {
    prefix: vatPrefix(countryId),
    example: vatExample(countryId),
  });
