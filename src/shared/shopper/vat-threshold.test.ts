/**
 * A threshold the API gives excl. VAT, as each buyer reads it: a private buyer incl. the VAT of the
 * delivery country, rounded half up to the cent as the API rounds its prices; a business buyer as
 * given.
 */
import { describe, expect, it } from 'vitest';
import type { Country } from '@/shared/api/contract/countries';
import { privateVatRate, thresholdAmount } from './vat-threshold';

const country = (isEu: boolean, vatRate: number): Country => ({
  id: isEu ? 'NL' : 'CH',
  name: isEu ? 'Netherlands' : 'Switzerland',
  isEu,
  vatRate,
  shippingData: [],
});

describe('thresholdAmount', () => {
  it('states it incl. VAT for a private buyer: € 66,00 at 21% is € 79,86', () => {
    expect(thresholdAmount(6600, 'personal', 21)).toEqual({ cents: 7986, vat: 'incl' });
    expect(thresholdAmount(25000, 'personal', 21)).toEqual({ cents: 30250, vat: 'incl' });
  });

  it('rounds the VAT half up to the cent, as the prices are', () => {
    expect(thresholdAmount(1050, 'personal', 21)).toEqual({ cents: 1271, vat: 'incl' }); // 220,5 → 221
    expect(thresholdAmount(1049, 'personal', 21)).toEqual({ cents: 1269, vat: 'incl' }); // 220,29 → 220
  });

  it('leaves it excl. VAT for a business buyer, whatever the rate', () => {
    expect(thresholdAmount(6600, 'business', 21)).toEqual({ cents: 6600, vat: 'excl' });
  });

  it('leaves it excl. VAT, and says so, while the rate is unknown', () => {
    expect(thresholdAmount(6600, 'personal', null)).toEqual({ cents: 6600, vat: 'excl' });
  });
});

describe('privateVatRate', () => {
  it("is the country's rate in the EU and none outside it", () => {
    expect(privateVatRate(country(true, 21))).toBe(21);
    expect(privateVatRate(country(false, 8.1))).toBe(0);
  });
});
