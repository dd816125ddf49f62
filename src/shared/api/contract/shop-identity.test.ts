import { describe, expect, it } from 'vitest';
import config from '../../../../shop.config.json';
import { postalAddress, shopIdentity } from './shop-identity';
import { parseShopIdentity, ShopIdentityError } from './shop-identity-schema';

describe('parseShopIdentity', () => {
  it('accepts the demo shop of shop.config.json', () => {
    expect(parseShopIdentity(config)).toEqual(shopIdentity);
  });

  it('names every wrong field', () => {
    const bad = { ...config, kvkNumber: '1234', iban: 'not an iban', telephone: '030 123' };
    expect(() => parseShopIdentity(bad)).toThrow(ShopIdentityError);
    expect(() => parseShopIdentity(bad)).toThrow(/kvkNumber: .*; iban: .*; telephone: /);
    expect(() => parseShopIdentity({ ...config, email: 'service' })).toThrow(/email/);
    expect(() => parseShopIdentity({ ...config, vatNumber: 'XX123' })).toThrow(/vatNumber/);
    expect(() => parseShopIdentity({ ...config, address: { street: 'x' } })).toThrow(
      /address\.postalCode/,
    );
  });
});

describe('postalAddress', () => {
  const shop = parseShopIdentity({
    ...config,
    address: { street: 'Havenkade 7', postalCode: '9711 AB', city: 'Groningen', countryId: 'NL' },
    telephone: '+31 50 765 43 21',
  });

  it('names the country for readers of another language', () => {
    expect(postalAddress(shop, 'nl')).toBe('Havenkade 7, 9711 AB Groningen');
    expect(postalAddress(shop, 'de')).toBe('Havenkade 7, 9711 AB Groningen, Niederlande');
    expect(postalAddress(shop, 'fr')).toBe('Havenkade 7, 9711 AB Groningen, Pays-Bas');
  });
});
