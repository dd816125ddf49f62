/**
 * The unit price a buyer sees. The catalogue prices every packaging with this, and the cart
 * calculation uses it for its unit prices, so a product page and the cart never disagree.
 */
import { countryOrHome } from '../db/countries';
import { addVat } from './money';
import { vatTreatment } from './vat';

export interface Buyer {
  accountType: 'personal' | 'business';
  /** Delivery country (ISO alpha-2). An unserved or unknown id counts as the home country, NL. */
  countryId: string;
  /** The company's VAT number (business accounts); decides reverse charge. */
  vatNumber: string | null;
  /** The user's personal discount percentage on every order. */
  discountPercentage: number | null;
}

/**
 * Price of one unit for this buyer: excl. VAT as given; incl. VAT with the VAT of the delivery
 * country (0 for reverse charge or outside the EU). The VAT is rounded half up per unit.
 */
export function displayPrice(
  baseExclVat: number,
  buyer: Buyer,
): { exclVat: number; inclVat: number } {
  const { rate } = vatTreatment(buyer, countryOrHome(buyer.countryId));
  return { exclVat: baseExclVat, inclVat: addVat(baseExclVat, rate) };
}
