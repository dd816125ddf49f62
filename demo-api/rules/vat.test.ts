import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES } from '../../src/shared/api/contract/company-identity';
import { countryOrHome, countryRecords } from '../db/countries';
import { emptyGuestDraft } from '../testing/order-fixtures';
import type { OrderRecord } from '../db/orders';
import type { Buyer } from './prices';
import { orderVatExemption, vatExemption, vatTreatment } from './vat';

const buyer = (patch: Partial<Buyer>): Buyer => ({
  accountType: 'personal',
  countryId: 'NL',
  vatNumber: null,
  discountPercentage: null,
  ...patch,
});
const treat = (patch: Partial<Buyer>) => {
  const b = buyer(patch);
  return vatTreatment(b, countryOrHome(b.countryId));
};

describe('vatTreatment', () => {
  it('charges private buyers the VAT of the delivery country', () => {
    expect(treat({ countryId: 'NL' })).toEqual({ rate: 21, reverseCharge: false });
    expect(treat({ countryId: 'DE' })).toEqual({ rate: 19, reverseCharge: false });
    expect(treat({ countryId: 'FR' })).toEqual({ rate: 20, reverseCharge: false });
    expect(treat({ countryId: 'LU' })).toEqual({ rate: 17, reverseCharge: false });
  });

  it('charges a Dutch business Dutch VAT, with or without a VAT number', () => {
    expect(treat({ accountType: 'business', countryId: 'NL' })).toEqual({
      rate: 21,
      reverseCharge: false,
    });
    // A Belgian company receiving goods in NL: a domestic Dutch supply.
    expect(treat({ accountType: 'business', countryId: 'NL', vatNumber: 'BE0123456789' })).toEqual({
      rate: 21,
      reverseCharge: false,
    });
  });

  it('reverse-charges an EU business outside NL with a VAT number', () => {
    expect(treat({ accountType: 'business', countryId: 'BE', vatNumber: 'BE0123456789' })).toEqual({
      rate: 0,
      reverseCharge: true,
    });
    expect(
      treat({ accountType: 'business', countryId: 'DE', vatNumber: 'de 123.456.789' }),
    ).toEqual({ rate: 0, reverseCharge: true });
  });

  it('charges the local VAT to an EU business without a usable VAT number', () => {
    expect(treat({ accountType: 'business', countryId: 'BE' })).toEqual({
      rate: 21,
      reverseCharge: false,
    });
    expect(treat({ accountType: 'business', countryId: 'BE', vatNumber: 'nonsense' })).toEqual({
      rate: 21,
      reverseCharge: false,
    });
    // The seller's own country's number does not shift VAT abroad.
    expect(
      treat({ accountType: 'business', countryId: 'DE', vatNumber: 'NL123456789B01' }),
    ).toEqual({ rate: 19, reverseCharge: false });
  });

  it('charges a small VAT-exempt business (no VAT number) the VAT of its country, as a business', () => {
    // Requirements §4.1: a regular business (prices excl. VAT, on invoice), paying VAT like a Dutch business.
    expect(treat({ accountType: 'business', countryId: 'DE' })).toEqual({
      rate: 19,
      reverseCharge: false,
    });
    expect(treat({ accountType: 'business', countryId: 'FR' })).toEqual({
      rate: 20,
      reverseCharge: false,
    });
  });

  it('reverse-charges every EU VAT number the sign-up accepts, and no other', () => {
    const reverse = { rate: 0, reverseCharge: true };
    // Greece's prefix is EL; Romania's numbers may be short; old Irish ones hold + or *.
    for (const vatNumber of ['EL123456789', 'RO123456', 'IE1+23456A', 'ATU12345678'])
      expect(treat({ accountType: 'business', countryId: 'BE', vatNumber })).toEqual(reverse);
    // GR is no VAT prefix, Switzerland and Norway are outside the EU.
    for (const vatNumber of ['GR123456789', 'CHE123456789', 'NO123456789MVA'])
      expect(treat({ accountType: 'business', countryId: 'BE', vatNumber })).toEqual({
        rate: 21,
        reverseCharge: false,
      });
  });

  it("has the sign-up's EU list agree with the shop's countries", () => {
    for (const country of countryRecords)
      expect([country.id, EU_COUNTRIES.includes(country.id)]).toEqual([country.id, country.isEu]);
  });

  it('never reverse-charges a private buyer', () => {
    expect(treat({ countryId: 'BE', vatNumber: 'BE0123456789' })).toEqual({
      rate: 21,
      reverseCharge: false,
    });
  });

  it('charges no VAT outside the EU', () => {
    expect(treat({ countryId: 'CH' })).toEqual({ rate: 0, reverseCharge: false });
    expect(treat({ accountType: 'business', countryId: 'GB', vatNumber: 'GB123456789' })).toEqual({
      rate: 0,
      reverseCharge: false,
    });
    expect(treat({ countryId: 'NO' })).toEqual({ rate: 0, reverseCharge: false });
  });
});

describe('vatExemption', () => {
  const exemption = (patch: Partial<Buyer>) => {
    const b = buyer(patch);
    const country = countryOrHome(b.countryId);
    return vatExemption(vatTreatment(b, country), country);
  };

  it('names an intra-Community supply: an EU business outside NL with its VAT number', () => {
    expect(exemption({ accountType: 'business', countryId: 'BE', vatNumber: 'BE0123456789' })).toBe(
      'intra_community_supply',
    );
  });

  it('names an export for every buyer outside the EU, business or not', () => {
    expect(exemption({ countryId: 'CH' })).toBe('export');
    expect(exemption({ accountType: 'business', countryId: 'CH' })).toBe('export');
    expect(exemption({ accountType: 'business', countryId: 'GB', vatNumber: 'GB123456789' })).toBe(
      'export',
    );
    expect(exemption({ countryId: 'NO' })).toBe('export');
  });

  it('names nothing where VAT is charged', () => {
    expect(exemption({ countryId: 'NL' })).toBeNull();
    expect(exemption({ accountType: 'business', countryId: 'BE' })).toBeNull();
    expect(
      exemption({ accountType: 'business', countryId: 'NL', vatNumber: 'BE0123456789' }),
    ).toBeNull();
  });
});

describe('orderVatExemption', () => {
  const order = (country: string, totals: Partial<OrderRecord['totals']>): OrderRecord => {
    const draft = emptyGuestDraft('');
    return {
      ...draft,
      orderNumber: 'VS-2026-000999',
      deliveryAddress: { ...draft.deliveryAddress, country },
      totals: { ...draft.totals, ...totals },
    };
  };

  it('is the exemption the order was placed with', () => {
    expect(orderVatExemption(order('BE', { vatExemption: 'intra_community_supply' }))).toBe(
      'intra_community_supply',
    );
    expect(orderVatExemption(order('CH', { vatExemption: 'export' }))).toBe('export');
    expect(orderVatExemption(order('NL', { vatExemption: null }))).toBeNull();
  });

  it('tells it for a record stored before orders kept it', () => {
    expect(orderVatExemption(order('BE', { reverseCharge: true, vatRate: 0 }))).toBe(
      'intra_community_supply',
    );
    expect(orderVatExemption(order('NO', { vatRate: 0 }))).toBe('export');
    expect(orderVatExemption(order('DE', {}))).toBeNull();
  });
});
