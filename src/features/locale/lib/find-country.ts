import type { Country } from '@/shared/api/contract/countries';

/**
 * Requirements §4.2: setting the current country fails with 'Countries not loaded' (no list yet, or an
 * empty one) or 'Country not found' (an id the list does not have, e.g. a user's stored country
 * the shop no longer ships to).
 */
export function findCountry(countries: readonly Country[] | undefined, countryId: string): Country {
  if (!countries?.length) throw new Error('Countries not loaded');
  const country = countries.find((candidate) => candidate.id === countryId);
  if (!country) throw new Error('Country not found');
  return country;
}
