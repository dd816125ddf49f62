import { describe, expect, it } from 'vitest';
import type { Country } from '@/shared/api/contract/countries';
import { findCountry } from './find-country';

const belgium = { id: 'BE', name: 'België' } as Country;

describe('findCountry', () => {
  it('answers the country of the list', () => {
    expect(findCountry([belgium], 'BE')).toBe(belgium);
  });

  it("fails with 'Countries not loaded' without a list or with an empty one", () => {
    expect(() => findCountry(undefined, 'BE')).toThrow('Countries not loaded');
    expect(() => findCountry([], 'BE')).toThrow('Countries not loaded');
  });

  it("fails with 'Country not found' for an id the list does not have", () => {
    expect(() => findCountry([belgium], 'XX')).toThrow('Country not found');
  });
});
