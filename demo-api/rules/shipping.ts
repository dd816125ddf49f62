/**
 * Shipping and customs of an order (docs/decisions/0013-vat-reverse-charge-and-exemptions.md,
 * requirements §4.3: shipping costs carry VAT and differ per country, with a free-shipping
 * threshold per country).
 */
import type { CountryRecord } from '../db/countries';
import { addVat } from './money';

export interface ShippingCharge {
  shippingExclVat: number;
  /** With the order's VAT rate: 0 extra for reverse charge and outside the EU. */
  shippingInclVat: number;
  freeShipping: boolean;
  /** What is left to spend for free shipping, excl. VAT; null where shipping is never free. */
  leftForFreeShippingExclVat: number | null;
}

export interface ShippingInput {
  country: CountryRecord;
  /**
   * Goods total after every discount, excl. VAT: the threshold is about what the buyer really
   * spends on goods, and excl. VAT so it means the same for private and business buyers.
   */
  goodsExclVat: number;
  /** The order's VAT rate (vat.ts), not the country's: a reverse-charged order has none. */
  vatRate: number;
  /** An empty cart ships nothing, so it costs nothing (and has not earned free shipping). */
  hasGoods: boolean;
}

export function shippingCharge({
  country,
  goodsExclVat,
  vatRate,
  hasGoods,
}: ShippingInput): ShippingCharge {
  const threshold = country.freeShippingFromExclVat;
  // A threshold of 0 means "never free" (requirements §4.3), not "always free".
  const canBeFree = threshold > 0;
  const freeShipping = hasGoods && canBeFree && goodsExclVat >= threshold;
  const shippingExclVat = hasGoods && !freeShipping ? country.shippingCostExclVat : 0;
  return {
    shippingExclVat,
    shippingInclVat: addVat(shippingExclVat, vatRate),
    freeShipping,
    leftForFreeShippingExclVat: canBeFree ? Math.max(0, threshold - goodsExclVat) : null,
  };
}

/** Customs clearance outside the EU, once per order with goods. No VAT: none is charged there. */
export function customsCharge(country: CountryRecord, hasGoods: boolean): number {
  return hasGoods && !country.isEu ? country.customsCostExclVat : 0;
}
