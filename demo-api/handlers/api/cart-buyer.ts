/**
 * Who is buying, for the pricing rules: from the logged-in user's record when there is one (its
 * account type, company VAT number and personal discount win over the headers, which anyone can
 * set), else from the shop's headers as an anonymous visitor.
 */
import { companies } from '../../db/users';
import { HOME_COUNTRY_ID } from '../../db/countries';
import type { Buyer } from '../../rules/prices';
import { optionalUser, shopContext } from '../http';

/**
 * The delivery country: the address being ordered to, else the country the visitor picked
 * (`x-country-code`), else the home country.
 */
export function resolveBuyer(request: Request, deliveryCountryId: string | null): Buyer {
  const context = shopContext(request);
  const user = optionalUser(request);
  const company = user?.companyId ? companies.byId(user.companyId) : undefined;
  return {
    accountType: user?.accountType ?? context.accountType,
    countryId: deliveryCountryId ?? context.countryId ?? HOME_COUNTRY_ID,
    vatNumber: company?.vatNumber ?? null,
    discountPercentage: user?.discountPercentage ?? null,
  };
}
