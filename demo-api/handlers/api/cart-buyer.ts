/**
 * Who is buying, for an order or a cart: the buyer of the request (see ../buyer.ts), delivering
 * to the address being ordered to when there is one.
 */
import type { Buyer } from '../../rules/prices';
import { buyerFromRequest } from '../buyer';

export function resolveBuyer(request: Request, deliveryCountryId: string | null): Buyer {
  const buyer = buyerFromRequest(request);
  return deliveryCountryId ? { ...buyer, countryId: deliveryCountryId } : buyer;
}
