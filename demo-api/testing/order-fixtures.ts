/**
 * Orders the demo API's tests (and scripts/persistence-crash.ts) place: one guest and one empty
 * draft, so a change to the order's shape is made once.
 */
import type { AnonymousOrderRequest } from '../../src/shared/api/contract/orders';
import type { OrderDraft } from '../db/orders';

const GUEST = {
  email: 'guest@example.nl',
  name: 'Sanne de Boer',
  telephone: '+31 6 3333 4444',
};

export const GUEST_ADDRESS: AnonymousOrderRequest['deliveryAddress'] = {
  name: GUEST.name,
  address: 'Dorpsstraat 1',
  postalcode: '1234 AB',
  city: 'Ede',
  country: 'NL',
  telephone: GUEST.telephone,
  isDefaultDelivery: false,
};

/** `POST /api/orders/anonymous`'s body: one packaging, once; `email` makes it another guest. */
export function guestOrderRequest(
  productId: string,
  idempotencyKey: string,
  email = GUEST.email,
): AnonymousOrderRequest {
  return {
    ...GUEST,
    email,
    deliveryAddress: GUEST_ADDRESS,
    items: [{ id: productId, amount: 1 }],
    idempotencyKey,
  };
}

/** A guest's order as the store keeps it, without lines: what persistence tests write. */
export function emptyGuestDraft(note: string, orderedOn = '2026-03-01T10:00:00.000Z'): OrderDraft {
  return {
    orderedOn,
    status: 'awaiting_payment',
    paymentMethod: 'bank',
    userId: null,
    companyId: null,
    accountType: 'personal',
    locale: 'nl',
    customer: {
      name: GUEST.name,
      email: GUEST.email,
      telephone: GUEST.telephone,
      companyName: null,
      kvkNumber: null,
      vatNumber: null,
    },
    deliveryAddress: GUEST_ADDRESS,
    lines: [],
    totals: {
      articleTotalExclVat: 0,
      articleTotalInclVat: 0,
      discountExclVat: 0,
      discountInclVat: 0,
      shippingExclVat: 0,
      shippingInclVat: 0,
      customsExclVat: 0,
      vatRate: 21,
      vat: 0,
      reverseCharge: false,
      totalExclVat: 0,
      totalInclVat: 0,
    },
    note,
    bank: null,
  };
}
