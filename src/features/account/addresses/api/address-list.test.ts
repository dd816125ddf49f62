import { describe, expect, it } from 'vitest';
import type { Address } from '@/shared/api/contract/account';
import { withoutAddress, withSavedAddress } from './address-list';

const address = (id: string, isDefaultDelivery = false): Address => ({
  id,
  name: `Name ${id}`,
  address: 'Street 1',
  postalcode: '1234 AB',
  city: 'City',
  country: 'NL',
  telephone: '+31 6 1234 5678',
  isDefaultDelivery,
});

describe('the cached address list', () => {
  it('adds a new address at the end and replaces a changed one in place', () => {
    const list = [address('a', true), address('b')];
    expect(withSavedAddress(list, address('c')).map((a) => a.id)).toEqual(['a', 'b', 'c']);
    const renamed = { ...address('b'), name: 'Depot' };
    expect(withSavedAddress(list, renamed)[1]).toEqual(renamed);
  });

  it('keeps exactly one main address when the saved one is main', () => {
    const list = [address('a', true), address('b')];
    const flags = withSavedAddress(list, address('b', true)).map((a) => a.isDefaultDelivery);
    expect(flags).toEqual([false, true]);
  });

  it('drops a deleted address', () => {
    expect(withoutAddress([address('a'), address('b')], 'a').map((a) => a.id)).toEqual(['b']);
  });
});
