import { describe, expect, it } from 'vitest';
import type { Address } from '@/shared/api/contract/account';
import { preselectedAddress } from './checkout';

const address = (id: string, country: string, isDefaultDelivery = false): Address => ({
  id,
  name: 'Anna de Vries',
  address: 'Straat 1',
  postalcode: '1000',
  city: 'Stad',
  country,
  telephone: '+31 20 123 4567',
  isDefaultDelivery,
});

describe('the address a checkout starts with', () => {
  const book = [address('nl-1', 'NL'), address('de-1', 'DE'), address('nl-main', 'NL', true)];

  it('is the main address when it lies in the delivery country', () => {
    expect(preselectedAddress(book, 'NL')?.id).toBe('nl-main');
  });

  it('else the first address in that country, never one elsewhere', () => {
    expect(preselectedAddress(book, 'DE')?.id).toBe('de-1');
    expect(preselectedAddress(book, 'BE')).toBeUndefined();
  });

  it('is the main address while no country is known yet', () => {
    expect(preselectedAddress(book, null)?.id).toBe('nl-main');
  });
});
