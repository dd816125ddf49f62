import { describe, expect, it } from 'vitest';
import { isPostcodeOf, tidyPostcode } from './postcode';

describe('postcodes', () => {
  it('are written as the country writes them, however they were typed', () => {
    expect(tidyPostcode('1234ab', 'NL')).toBe('1234 AB');
    expect(tidyPostcode(' 1234  ab ', 'NL')).toBe('1234 AB');
    expect(tidyPostcode('b-2000', 'BE')).toBe('2000');
    expect(tidyPostcode('B 2000', 'BE')).toBe('2000');
    expect(tidyPostcode('D-10115', 'DE')).toBe('10115');
    expect(tidyPostcode('l-1234', 'LU')).toBe('1234');
    expect(tidyPostcode('sw1a1aa', 'GB')).toBe('SW1A 1AA');
    expect(tidyPostcode('75002', 'FR')).toBe('75002');
  });

  it('refuse what is no postcode of the country, and take any for a country without a rule', () => {
    for (const [value, country] of [
      ['abcd', 'NL'],
      ['12345', 'NL'],
      ['0123 AB', 'NL'],
      ['1011', 'DE'],
      ['200', 'BE'],
      ['7500', 'FR'],
    ] as const)
      expect(isPostcodeOf(value, country), `${value} in ${country}`).toBe(false);
    for (const [value, country] of [
      ['1234 AB', 'NL'],
      ['1234ab', 'NL'],
      ['B-2000', 'BE'],
      ['10115', 'DE'],
      ['8001', 'CH'],
      ['EC1A 1BB', 'GB'],
      ['381 01', 'CZ'],
    ] as const)
      expect(isPostcodeOf(value, country), `${value} in ${country}`).toBe(true);
  });
});
