/**
 * Every call of requirements §14.1 and docs/api-contract.md, with its request and answer schema: the single list the
 * HTTP client, the demo API and the endpoint-walk test read. Paths are relative to the API base.
 */
import * as z from 'zod/mini';
import {
  AddressInputSchema,
  AddressListSchema,
  AddressSchema,
  CompanyJoinRequestSchema,
  CompanySchema,
  PasswordChangeSchema,
  UserDataSchema,
  UserDataUpdateSchema,
} from './account';
import { CartCalculateRequestSchema, CartCalculationSchema } from './cart';
import {
  AddonListSchema,
  AddonVariantListSchema,
  BrandListSchema,
  BrandPdfSchema,
  BrandTypeListSchema,
} from './catalog';
import { CountryListSchema } from './countries';
import { BrandDiscountSchema, GlobalDiscountSchema } from './discounts';
import { FavoriteListSchema } from './favorites';
import {
  MachineInputSchema,
  MachineLabelsSchema,
  MachineListSchema,
  MachineReordersSchema,
  MachineSchema,
} from './machines';
import {
  AnonymousOrderRequestSchema,
  CreateOrderRequestSchema,
  OrderCreatedSchema,
  OrderDetailSchema,
  OrderLookupAnswerSchema,
  OrderLookupRequestSchema,
  OrderSearchResponseSchema,
  OrderStatusAnswerSchema,
} from './orders';
import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  ProductDetailSchema,
  ProductResultSchema,
  ProductSearchQuerySchema,
  ProductSearchResponseSchema,
} from './products';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Path template; `{name}` parts are URL-encoded parameters. */
  path: string;
  request: z.ZodMiniType | null;
  /** null: the answer has no body (204) or is not JSON (the invoice PDF). */
  response: z.ZodMiniType | null;
  /** Needs a logged-in user (Authorization: Bearer …). */
  auth: boolean;
}

// Generic so each entry keeps its own schema types (the client infers answers from them).
const get = <R extends z.ZodMiniType | null>(path: string, response: R, auth = false) => ({
  method: 'GET' as const,
  path,
  request: null,
  response,
  auth,
});
const send = <Q extends z.ZodMiniType | null, R extends z.ZodMiniType | null>(
  method: HttpMethod,
  path: string,
  request: Q,
  response: R,
  auth = false,
) => ({ method, path, request, response, auth });

export const endpoints = {
  globalDiscount: get('discount', GlobalDiscountSchema),
  brandDiscount: get('discount/brands/{brandId}', BrandDiscountSchema),
  countries: get('countries', CountryListSchema),
  userData: get('user/data', UserDataSchema, true),
  updateUserData: send('PUT', 'user/data', UserDataUpdateSchema, UserDataSchema, true),
  userSession: get('user/session', UserDataSchema, true),
  addresses: get('addresses', AddressListSchema, true),
  addAddress: send('POST', 'addresses', AddressInputSchema, AddressSchema, true),
  updateAddress: send('PUT', 'addresses/{id}', AddressInputSchema, AddressSchema, true),
  deleteAddress: send('DELETE', 'addresses/{id}', null, null, true),
  productDetail: get('products/{slug}', ProductDetailSchema),
  productResult: get('products/result/{id}', ProductResultSchema),
  brandPdf: get('brands/{brandId}/pdf', BrandPdfSchema),
  calculateCart: send('POST', 'cart/calculate', CartCalculateRequestSchema, CartCalculationSchema),
  brands: get('brands', BrandListSchema),
  brandTypes: get('brands/{brandId}/types', BrandTypeListSchema),
  addons: get('addons', AddonListSchema),
  addonVariants: get('addons/{addonId}/variants', AddonVariantListSchema),
  searchProducts: send('POST', 'products', ProductSearchQuerySchema, ProductSearchResponseSchema),
  autocomplete: send(
    'POST',
    'products/complete',
    AutocompleteQuerySchema,
    AutocompleteResponseSchema,
  ),
  // Extensions of docs/api-contract.md.
  createOrder: send('POST', 'orders', CreateOrderRequestSchema, OrderCreatedSchema, true),
  createAnonymousOrder: send(
    'POST',
    'orders/anonymous',
    AnonymousOrderRequestSchema,
    OrderCreatedSchema,
  ),
  orders: get('orders', OrderSearchResponseSchema, true),
  orderDetail: get('orders/{orderNumber}', OrderDetailSchema, true),
  orderInvoice: get('orders/{orderNumber}/invoice', null, true),
  // This project's own extension: with `?token=` (the order's statusToken) no login is needed;
  // without it, only a session that may see the order gets an answer (else 404).
  orderStatus: get('orders/{orderNumber}/status', OrderStatusAnswerSchema),
  // This project's own extension: a guest's order by its number and e-mail address, no login.
  // A pair that does not match is a 404 whether the number exists or not.
  orderLookup: send('POST', 'orders/lookup', OrderLookupRequestSchema, OrderLookupAnswerSchema),
  favorites: get('favorites', FavoriteListSchema, true),
  addFavorite: send('PUT', 'favorites/{productId}', null, null, true),
  removeFavorite: send('DELETE', 'favorites/{productId}', null, null, true),
  // This project's own extension: the buyer's machines ("My machines"), shared within a company.
  machines: get('machines', MachineListSchema, true),
  addMachine: send('POST', 'machines', MachineInputSchema, MachineSchema, true),
  updateMachine: send('PUT', 'machines/{id}', MachineLabelsSchema, MachineSchema, true),
  deleteMachine: send('DELETE', 'machines/{id}', null, null, true),
  // The products ordered before for each machine, to order again (decision 0079).
  machineReorders: get('machines/reorders', MachineReordersSchema, true),
  joinCompany: send('POST', 'company/join', CompanyJoinRequestSchema, CompanySchema, true),
  // This project's own extension: requirements §14.1 lists no change-password call.
  changePassword: send('PUT', 'user/password', PasswordChangeSchema, null, true),
} satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** Query parameters of GET orders. */
export const OrderSearchParamsSchema = z.object({
  query: z.optional(z.string().check(z.maxLength(100))),
  brandId: z.optional(z.string()),
  year: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))),
  next: z.optional(z.string()),
});
export type OrderSearchParams = z.infer<typeof OrderSearchParamsSchema>;

/** Query parameters of GET orders/{orderNumber}/status. */
export const OrderStatusParamsSchema = z.object({
  token: z.optional(z.string().check(z.maxLength(200))),
});
export type OrderStatusParams = z.infer<typeof OrderStatusParamsSchema>;

/** Fills `{name}` parts of a path template, URL-encoding each value (slugs keep no raw slash). */
export function fillPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}
