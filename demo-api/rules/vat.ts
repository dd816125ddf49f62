/**
 * Which VAT an order carries (docs/decisions/0013-vat-reverse-charge-and-exemptions.md). The shop
 * sells from the Netherlands:
 * - outside the EU: no VAT at all (the buyer pays a customs cost instead, see shipping.ts);
 * - private buyers: the VAT of the delivery country (EU distance-selling rules);
 * - a business receiving goods in NL: Dutch VAT;
 * - a business receiving goods in another EU country with a (non-Dutch) VAT number: reverse
 *   charge, VAT 0 and the buyer declares it; without one: that country's VAT, like a private
 *   buyer (small VAT-exempt businesses are treated as regular businesses, requirements §4.1).
 * A supply without VAT says why (vatExemption): the invoice must cite the exemption.
 */
import type { VatExemption } from '../../src/shared/api/contract/cart';
import {
  isEuVatNumber,
  normaliseCompanyNumber,
} from '../../src/shared/api/contract/company-identity';
import { findCountry, HOME_COUNTRY_ID, type CountryRecord } from '../db/countries';
import type { OrderRecord } from '../db/orders';
import type { Buyer } from './prices';

export interface VatTreatment {
  /** Percentage applied to goods, discounts and shipping. */
  rate: number;
  reverseCharge: boolean;
}

/**
 * A VAT number only shifts VAT when it is an EU VAT number of another member state (the sign-up
 * rules of company-identity.ts): a Dutch number is the seller's own country, where the supply is
 * domestic.
 */
function canReverseCharge(vatNumber: string | null): boolean {
  if (vatNumber === null) return false;
  const normalised = normaliseCompanyNumber(vatNumber);
  return isEuVatNumber(normalised) && !normalised.startsWith(HOME_COUNTRY_ID);
}

export function vatTreatment(buyer: Buyer, country: CountryRecord): VatTreatment {
  if (!country.isEu) return { rate: 0, reverseCharge: false };
  const isForeignBusiness = buyer.accountType === 'business' && country.id !== HOME_COUNTRY_ID;
  if (isForeignBusiness && canReverseCharge(buyer.vatNumber))
    return { rate: 0, reverseCharge: true };
  return { rate: country.vatRate, reverseCharge: false };
}

/**
 * Why a supply with this treatment carries no VAT, or null when it carries VAT. Goods leaving the
 * EU are an export whoever buys them (art. 146 VAT Directive); goods to a business in another
 * member state with its VAT number are an intra-Community supply (art. 138), which is what the
 * reverse charge here means: the buyer declares the VAT of its acquisition.
 */
export function vatExemption(treatment: VatTreatment, country: CountryRecord): VatExemption | null {
  if (!country.isEu) return 'export';
  return treatment.reverseCharge ? 'intra_community_supply' : null;
}

/**
 * The exemption an order was placed with. Records stored before orders kept it (an old
 * DEMO_DATA_FILE) get it from what they do keep: the reverse charge, and the delivery country.
 */
export function orderVatExemption(order: OrderRecord): VatExemption | null {
  const kept = order.totals.vatExemption;
  if (kept !== undefined) return kept;
  if (order.totals.reverseCharge) return 'intra_community_supply';
  return findCountry(order.deliveryAddress.country)?.isEu === false ? 'export' : null;
}
