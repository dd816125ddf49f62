/**
 * Which VAT an order carries (DESIGN §5). The shop sells from the Netherlands:
 * - outside the EU: no VAT at all (the buyer pays a customs cost instead, see shipping.ts);
 * - private buyers: the VAT of the delivery country (EU distance-selling rules);
 * - a business receiving goods in NL: Dutch VAT;
 * - a business receiving goods in another EU country with a (non-Dutch) VAT number: reverse
 *   charge, VAT 0 and the buyer declares it; without one: that country's VAT, like a private
 *   buyer (small VAT-exempt businesses are treated as regular businesses, spec §1).
 */
import {
  isEuVatNumber,
  normaliseCompanyNumber,
} from '../../src/shared/api/contract/company-identity';
import { HOME_COUNTRY_ID, type CountryRecord } from '../db/countries';
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
