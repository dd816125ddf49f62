import { describe, expect, it } from 'vitest';
import type { Country } from '@/shared/api/contract/countries';
import { splitByFreeShipping } from './countries';

const country = (id: string, name: string, freeFrom: number): Country => ({
  id,
  name,
  isEu: true,
  vatRate: 21,
  shippingData: [
    {
      shippingCostExclVat: 500,
      shippingCostInclVat: 605,
      freeShippingCostFromExclVat: freeFrom,
      shippingTimeDays: 2,
      customsCostExclVat: 0,
    },
  ],
});

describe('splitByFreeShipping', () => {
  it('splits on a threshold above 0 and sorts each list by name', () => {
    const result = splitByFreeShipping(
      [
        country('NL', 'Nederland', 7500),
        country('CH', 'Zwitserland', 0),
        country('BE', 'België', 10000),
        country('GB', 'Groot-Brittannië', 0),
      ],
      'nl-NL',
    );
    expect(result.freeShipping.map((c) => c.id)).toEqual(['BE', 'NL']);
    expect(result.paidShipping.map((c) => c.id)).toEqual(['GB', 'CH']);
  });
});
