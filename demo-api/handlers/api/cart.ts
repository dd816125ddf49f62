/**
 * Cart calculation and the reference data it depends on: countries and discounts (requirements §6.2, §14.1).
 * The money is all in demo-api/rules; these handlers only read the request and the store.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  CartCalculateRequestSchema,
  type CartCalculation,
} from '../../../src/shared/api/contract/cart';
import type { Country } from '../../../src/shared/api/contract/countries';
import type { BrandDiscount, GlobalDiscount } from '../../../src/shared/api/contract/discounts';
import { countryRecords, findCountry, toCountry } from '../../db/countries';
import { discountSettings } from '../../db/discounts';
import { calculateCart } from '../../rules/calculate-cart';
import { brandDiscount } from '../../rules/discount-policy';
import { errorResponse, notFound, parseBody, shopContext } from '../http';
import { apiPath } from '../paths';
import { resolveBuyer } from './cart-buyer';
import { cartLines } from './cart-lines';

export const cartHandlers: RequestHandler[] = [
  http.get(apiPath('countries'), ({ request }) => {
    const { locale } = shopContext(request);
    const body: Country[] = countryRecords.map((record) => toCountry(record, locale));
    return HttpResponse.json(body);
  }),

  http.get(apiPath('discount'), () => {
    const body: GlobalDiscount = discountSettings.get().global;
    return HttpResponse.json(body);
  }),

  http.get(apiPath('discount/brands/:brandId'), ({ params }) => {
    const found = brandDiscount(String(params.brandId));
    if (!found.brandExists) return notFound('Brand');
    const body: BrandDiscount = found.discount;
    return HttpResponse.json(body);
  }),

  http.post(apiPath('cart/calculate'), async ({ request }) => {
    const parsed = await parseBody(request, CartCalculateRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { products, deliveryAddress } = parsed.data;

    // The schema accepts any two capitals; an address must be in a country we deliver to.
    if (deliveryAddress && !findCountry(deliveryAddress.country)) {
      return errorResponse(422, {
        message: 'Some fields are invalid',
        code: 'VALIDATION_ERROR',
        fieldErrors: { 'deliveryAddress.country': 'We do not deliver to this country' },
      });
    }
    // A product withdrawn while in a cart does not block the rest: it is left out and named.
    const { lines, unknownIds } = cartLines(products);
    const buyer = resolveBuyer(request, deliveryAddress?.country ?? null);
    const body: CartCalculation = {
      ...calculateCart({ lines, buyer }),
      unavailableProductIds: unknownIds,
    };
    return HttpResponse.json(body);
  }),
];
