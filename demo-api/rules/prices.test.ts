import { describe, expect, it } from 'vitest';
import { displayPrice, type Buyer } from './prices';

const buyer = (patch: Partial<Buyer>): Buyer => ({
  accountType: 'personal',
  countryId: 'NL',
  vatNumber: null,
  discountPercentage: null,
  ...patch,
});

describe('displayPrice', () => {
  it('adds Dutch VAT for a private buyer in NL', () => {
    // 1050 + 21 % (220.5 → 221) = 1271
    expect(displayPrice(1050, buyer({}))).toEqual({ exclVat: 1050, inclVat: 1271 });
  });

  it('gives a Dutch business the same incl. price (it sees excl., its invoice carries 21 %)', () => {
    expect(displayPrice(1050, buyer({ accountType: 'business' }))).toEqual({
      exclVat: 1050,
      inclVat: 1271,
    });
  });

  it('uses the delivery country rate', () => {
    // DE 19 %: 1050 × 0.19 = 199.5 → 200 → 1250
    expect(displayPrice(1050, buyer({ countryId: 'DE' }))).toEqual({
      exclVat: 1050,
      inclVat: 1250,
    });
    // LU 17 %: 1000 × 0.17 = 170 → 1170
    expect(displayPrice(1000, buyer({ countryId: 'LU' }))).toEqual({
      exclVat: 1000,
      inclVat: 1170,
    });
  });

  it('adds nothing for reverse charge or outside the EU', () => {
    expect(
      displayPrice(
        1050,
        buyer({ accountType: 'business', countryId: 'BE', vatNumber: 'BE0123456789' }),
      ),
    ).toEqual({ exclVat: 1050, inclVat: 1050 });
    expect(displayPrice(1050, buyer({ countryId: 'CH' }))).toEqual({
      exclVat: 1050,
      inclVat: 1050,
    });
  });

  it('treats an unserved country as the home country NL', () => {
    expect(displayPrice(1050, buyer({ countryId: 'US' }))).toEqual({
      exclVat: 1050,
      inclVat: 1271,
    });
  });

  it('ignores the personal discount (that is an order discount, not a unit price)', () => {
    expect(displayPrice(1000, buyer({ discountPercentage: 5 }))).toEqual({
      exclVat: 1000,
      inclVat: 1210,
    });
  });
});
