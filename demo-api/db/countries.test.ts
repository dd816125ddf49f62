import { describe, expect, it } from 'vitest';
import { CountrySchema } from '../../src/shared/api/contract/countries';
import { countryOrHome, countryRecords, findCountry, toCountry } from './countries';

describe('countries', () => {
  it('every country passes the contract in every language', () => {
    for (const record of countryRecords) {
      for (const locale of ['nl', 'en', 'de', 'fr'] as const)
        CountrySchema.parse(toCountry(record, locale));
    }
  });

  it('charges shipping VAT at the country rate', () => {
    const shipping = (id: string) => toCountry(countryOrHome(id), 'nl').shippingData[0];
    expect(shipping('DE')).toMatchObject({ shippingCostExclVat: 995, shippingCostInclVat: 1184 }); // + 189.05 → 189
    expect(shipping('FR')).toMatchObject({ shippingCostExclVat: 1295, shippingCostInclVat: 1554 }); // + 259
    expect(shipping('LU')).toMatchObject({ shippingCostExclVat: 995, shippingCostInclVat: 1164 }); // + 169.15 → 169
    expect(shipping('NO')).toMatchObject({
      shippingCostExclVat: 2995,
      shippingCostInclVat: 2995,
      customsCostExclVat: 1500,
    });
  });

  it('finds by id in any case and falls back to NL', () => {
    expect(findCountry('be')?.id).toBe('BE');
    expect(findCountry('US')).toBeUndefined();
    expect(countryOrHome('US').id).toBe('NL');
    expect(countryOrHome(null).id).toBe('NL');
  });

  it('has VAT only inside the EU and customs only outside', () => {
    for (const c of countryRecords) {
      expect(c.isEu ? c.customsCostExclVat : c.vatRate).toBe(0);
    }
  });
});
