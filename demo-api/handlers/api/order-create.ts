/**
 * Placing orders (docs/api-contract.md): POST orders (logged in) and POST orders/anonymous.
 *
 * - Idempotent: the first answer to an idempotency key (per user; for a guest, per e-mail address:
 *   idempotency-scope.ts) is 201; the same key with the same request answers 200 with that same
 *   order and never creates a second one. The same key with another request (another
 *   fingerprint: request-fingerprint.ts) is a 422 IDEMPOTENCY_KEY_REUSED: the old order is not
 *   what this request asks for, and a new one would make one key stand for two orders.
 * - Never a partial write: everything is validated and priced first, then the order is stored
 *   in one step. Nothing is awaited between the key lookup and that write, so two simultaneous
 *   requests with one key (a double click) cannot both miss the key.
 * - The server prices the order (calculateCart) for the buyer and the delivery address's country;
 *   the client's own totals are never trusted.
 * - A guest order needs no account, so a client may place only so many (request-limits.ts); a
 *   repeated request and one refused for its fields do not count.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { AddressInput } from '../../../src/shared/api/contract/account';
import {
  AnonymousOrderRequestSchema,
  CreateOrderRequestSchema,
  IDEMPOTENCY_KEY_REUSED,
  type BillingAddress,
  type CreateOrderRequest,
} from '../../../src/shared/api/contract/orders';
import { addresses, ownerOf } from '../../db/addresses';
import { findCountry } from '../../db/countries';
import { priceOrder } from '../../db/order-pricing';
import { orders, type KeyUse, type OrderRecord } from '../../db/orders';
import { companies } from '../../db/users';
import type { Buyer } from '../../rules/prices';
import { apiPath } from '../paths';
import { errorResponse, parseBody, requireUser, shopContext } from '../http';
import { mailOrderConfirmation } from '../../mail/order-mails';
import { guestScope, userScope } from './idempotency-scope';
import { toOrderCreated } from './order-view';
import { requestFingerprint } from './request-fingerprint';
import { clientKey } from '../../throttle/client-key';
import { apiTooManyAttempts } from '../../throttle/refusals';
import { checkRequest, GUEST_ORDERS_PER_CLIENT } from '../../throttle/request-limits';

const created = (order: OrderRecord, replay: boolean): Response =>
  HttpResponse.json(toOrderCreated(order), { status: replay ? 200 : 201 });

/** The answer a key that was used before settles at once: its order again, or the refusal. */
function earlierAnswer(use: KeyUse): Response | undefined {
  if (use.kind === 'same-request') return created(use.order, true);
  if (use.kind === 'other-request')
    return errorResponse(422, {
      message:
        'This idempotency key was already used with another request; send a new key for a new order',
      code: IDEMPOTENCY_KEY_REUSED,
    });
  return undefined;
}

const invalid = (fieldErrors: Record<string, string>): Response =>
  errorResponse(422, { message: 'Some fields are invalid', code: 'VALIDATION_ERROR', fieldErrors });

const NO_DELIVERY = 'The shop does not deliver to this country';

/**
 * The invoice's own details (docs/api-contract.md, extension): the buyer's purchase-order
 * reference and where the invoice goes. Both belong to an order on invoice only; a bank order has
 * no invoice to put them on, so sending either with it is an error rather than silently dropped.
 * An empty reference is none; no billing address means the delivery address (stored as null).
 */
function invoiceDetails(input: CreateOrderRequest): {
  purchaseOrderReference: string | null;
  billingAddress: BillingAddress | null;
  fieldErrors: Record<string, string>;
} {
  const fieldErrors: Record<string, string> = {};
  const onInvoice = input.paymentMethod === 'invoice';
  // The schema trimmed it already: blanks alone are no reference.
  const reference = input.purchaseOrderReference || null;
  const billing = input.billingAddress ?? null;
  if (reference && !onInvoice)
    fieldErrors.purchaseOrderReference = 'A purchase-order reference is for orders on invoice only';
  if (billing && !onInvoice)
    fieldErrors.billingAddress = 'A billing address is for orders on invoice only';
  else if (billing && !findCountry(billing.country))
    fieldErrors['billingAddress.country'] = 'This country is not in the shop\u2019s country list';
  return {
    purchaseOrderReference: onInvoice ? reference : null,
    billingAddress: onInvoice ? billing : null,
    fieldErrors,
  };
}

export const orderCreateHandlers: RequestHandler[] = [
  http.post(apiPath('orders'), async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, CreateOrderRequestSchema);
    if (!body.ok) return body.response;
    const input = body.data;
    const user = auth.user;
    const scope = userScope(user.id);
    const fingerprint = requestFingerprint(input);
    const earlier = earlierAnswer(orders.keyUse(scope, input.idempotencyKey, fingerprint));
    if (earlier) return earlier;

    const fieldErrors: Record<string, string> = {};
    if (input.paymentMethod === 'invoice' && user.accountType !== 'business') {
      fieldErrors.paymentMethod = 'Paying on invoice is for business accounts only';
    }
    let address: AddressInput | undefined = input.deliveryAddress;
    if (input.deliveryAddressId) {
      address = addresses.find(ownerOf(user), input.deliveryAddressId);
      if (!address) fieldErrors.deliveryAddressId = 'This address does not exist';
    } else if (address && !findCountry(address.country)) {
      fieldErrors['deliveryAddress.country'] = NO_DELIVERY;
    }
    const invoiceExtras = invoiceDetails(input);
    Object.assign(fieldErrors, invoiceExtras.fieldErrors);
    const company = user.companyId ? companies.byId(user.companyId) : undefined;
    const { locale } = shopContext(request);
    const buyer: Buyer = {
      accountType: user.accountType,
      countryId: address?.country ?? user.country ?? 'NL',
      vatNumber: company?.vatNumber ?? null,
      discountPercentage: user.discountPercentage,
    };
    const priced = priceOrder(input.items, buyer, locale);
    if (!priced.ok) Object.assign(fieldErrors, priced.fieldErrors);
    if (!priced.ok || !address || Object.keys(fieldErrors).length > 0) return invalid(fieldErrors);

    const order = orders.place(
      {
        orderedOn: new Date().toISOString(),
        status: input.paymentMethod === 'invoice' ? 'invoiced' : 'awaiting_payment',
        paymentMethod: input.paymentMethod,
        userId: user.id,
        companyId: user.accountType === 'business' ? user.companyId : null,
        accountType: user.accountType,
        locale,
        customer: {
          name: [user.firstname, user.lastname].join(' ').trim() || user.email,
          email: user.email,
          telephone: address.telephone,
          companyName: company?.companyName ?? null,
          kvkNumber: company?.kvkNumber ?? null,
          vatNumber: company?.vatNumber ?? null,
        },
        deliveryAddress: { ...address, isDefaultDelivery: false },
        lines: priced.lines,
        totals: priced.totals,
        note: input.note?.trim() || null,
        purchaseOrderReference: invoiceExtras.purchaseOrderReference,
        billingAddress: invoiceExtras.billingAddress,
        bank: null,
      },
      scope,
      input.idempotencyKey,
      fingerprint,
    );
    mailOrderConfirmation(order);
    return created(order, false);
  }),

  http.post(apiPath('orders/anonymous'), async ({ request }) => {
    const body = await parseBody(request, AnonymousOrderRequestSchema);
    if (!body.ok) return body.response;
    const input = body.data;
    const scope = guestScope(input.email);
    const fingerprint = requestFingerprint(input);
    const earlier = earlierAnswer(orders.keyUse(scope, input.idempotencyKey, fingerprint));
    if (earlier) return earlier;
    const placing = checkRequest([{ limit: GUEST_ORDERS_PER_CLIENT, key: clientKey(request) }]);
    if (placing.refused) return apiTooManyAttempts(placing.retryAfterSeconds, 'requests');

    const address = input.deliveryAddress;
    if (!findCountry(address.country)) return invalid({ 'deliveryAddress.country': NO_DELIVERY });
    const { locale } = shopContext(request);
    // A guest always buys as a private person: VAT of the delivery country, no personal discount.
    const buyer: Buyer = {
      accountType: 'personal',
      countryId: address.country,
      vatNumber: null,
      discountPercentage: null,
    };
    const priced = priceOrder(input.items, buyer, locale);
    if (!priced.ok) return invalid(priced.fieldErrors);
    placing.count();

    const order = orders.place(
      {
        orderedOn: new Date().toISOString(),
        status: 'awaiting_payment',
        paymentMethod: 'bank',
        userId: null,
        companyId: null,
        accountType: 'personal',
        locale,
        customer: {
          name: input.name,
          email: input.email,
          telephone: input.telephone,
          companyName: null,
          kvkNumber: null,
          vatNumber: null,
        },
        deliveryAddress: { ...address, isDefaultDelivery: false },
        lines: priced.lines,
        totals: priced.totals,
        note: null,
        bank: null,
      },
      scope,
      input.idempotencyKey,
      fingerprint,
    );
    mailOrderConfirmation(order);
    return created(order, false);
  }),
];
