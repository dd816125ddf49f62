/**
 * Who is asking, for prices: a logged-in user's own record wins over the headers (anyone can set
 * a header, but an account's type and VAT number are facts), else the shop's headers describe an
 * anonymous visitor. The country is the one the shopper picked (`x-country-code`), else the
 * user's own, else the home country.
 */
import { HOME_COUNTRY_ID } from '../db/countries';
import { companies } from '../db/users';
import type { AccountType } from '../../src/shared/api/contract/common';
import type { Buyer } from '../rules/prices';
import { optionalUser, shopContext } from './http';

/** `accountType`: the search body's own field, used for anonymous visitors instead of the header. */
export function buyerFromRequest(request: Request, accountType?: AccountType): Buyer {
  const context = shopContext(request);
  // No bearer token, no session: skip the session lookup entirely for anonymous catalogue calls.
  const user = request.headers.has('authorization') ? optionalUser(request) : null;
  if (!user) {
    return {
      accountType: accountType ?? context.accountType,
      countryId: context.countryId ?? HOME_COUNTRY_ID,
      vatNumber: null,
      discountPercentage: null,
    };
  }
  const company = user.companyId ? companies.byId(user.companyId) : undefined;
  return {
    accountType: user.accountType,
    countryId: context.countryId ?? user.country ?? HOME_COUNTRY_ID,
    vatNumber: company?.vatNumber ?? null,
    discountPercentage: user.discountPercentage,
  };
}
