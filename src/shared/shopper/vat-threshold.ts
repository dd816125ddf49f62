/**
 * Thresholds come from the API excl. VAT: a country's free shipping (requirements §4.3), a
 * discount's minimum order (requirements §3.3), what is left to spend for free shipping
 * (requirements §6.2). A private buyer sees every amount incl. VAT (requirements §3.2), so beside
 * their prices a threshold is stated incl. VAT too, with the VAT of the delivery country
 * (requirements §4.1) and the API's own rounding (`addVat`); a business buyer sees it as given.
 */
import type { AccountType } from '@/shared/api/contract/common';
import type { Country } from '@/shared/api/contract/countries';
import { addVat } from '@/shared/api/contract/money';
import { deliveryCountryId, useCountries } from './countries';
import { useShopperContext } from './use-shopper-context';

export interface ThresholdAmount {
  cents: number;
  /** Which label the amount needs. */
  vat: 'incl' | 'excl';
}

/**
 * `vatRate` is the private buyer's rate for the delivery country; null while it is unknown (no
 * country list): then the amount stays excl. VAT, and says so, rather than guess a rate.
 */
export function thresholdAmount(
  exclVat: number,
  accountType: AccountType,
  vatRate: number | null,
): ThresholdAmount {
  if (accountType === 'business' || vatRate === null) return { cents: exclVat, vat: 'excl' };
  return { cents: addVat(exclVat, vatRate), vat: 'incl' };
}

/** A private buyer's VAT rate in a country: none outside the EU (requirements §4.1). */
export const privateVatRate = (country: Country) => (country.isEu ? country.vatRate : 0);

/** The threshold rule for this shopper: their account type and delivery country. */
export function useThresholdAmount(): (exclVat: number) => ThresholdAmount {
  const { accountType, countryId } = useShopperContext();
  const country = useCountries().data?.find((c) => c.id === deliveryCountryId(countryId));
  const rate = country ? privateVatRate(country) : null;
  return (exclVat) => thresholdAmount(exclVat, accountType, rate);
}
