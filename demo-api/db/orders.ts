/**
 * Placed orders. An order is a historical record: its lines keep the names and prices of the day it
 * was placed, so later catalogue or price changes never rewrite past orders or invoices.
 * Business orders belong to the company too, so colleagues see each other's orders.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import type { AddressInput } from '../../src/shared/api/contract/account';
import type { VatExemption } from '../../src/shared/api/contract/cart';
import {
  AccountTypeSchema,
  LocaleSchema,
  type AccountType,
  type Locale,
} from '../../src/shared/api/contract/common';
import {
  OrderStatusSchema,
  PaymentMethodSchema,
  type BillingAddress,
  type OrderLine,
  type OrderStatus,
  type PaymentMethod,
} from '../../src/shared/api/contract/orders';
import { seedOrders } from './order-seed';
import { defineSection, saveStore } from './store';
import type { UserRecord } from './users';

export interface OrderLineRecord extends OrderLine {
  brandId: string;
  familyId: string;
}

export interface OrderTotals {
  articleTotalExclVat: number;
  articleTotalInclVat: number;
  discountExclVat: number;
  discountInclVat: number;
  shippingExclVat: number;
  shippingInclVat: number;
  customsExclVat: number;
  vatRate: number;
  vat: number;
  reverseCharge: boolean;
  /** Why no VAT was charged; absent in records stored before it was kept (see orderVatExemption). */
  vatExemption?: VatExemption | null;
  totalExclVat: number;
  totalInclVat: number;
}

export interface OrderCustomer {
  name: string;
  email: string;
  telephone: string;
  companyName: string | null;
  kvkNumber: string | null;
  vatNumber: string | null;
}

export interface OrderRecord {
  orderNumber: string;
  /** ISO 8601 date-time. */
  orderedOn: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** null for anonymous orders. */
  userId: string | null;
  companyId: string | null;
  accountType: AccountType;
  /** Language of the checkout: the invoice and the bank page speak it. */
  locale: Locale;
  customer: OrderCustomer;
  deliveryAddress: AddressInput;
  lines: OrderLineRecord[];
  totals: OrderTotals;
  note: string | null;
  /** The buyer's purchase-order reference (orders on invoice); absent in records from before it. */
  purchaseOrderReference?: string | null;
  /** Where the invoice goes (orders on invoice); absent or null: the delivery address. */
  billingAddress?: BillingAddress | null;
  /** The bank chosen on the demo bank page, once paid. */
  bank: string | null;
}

export type OrderDraft = Omit<OrderRecord, 'orderNumber'>;

interface OrderState {
  orders: OrderRecord[];
  /** Sequence of order numbers, shared by all years (VS-2026-000123). */
  nextSequence: number;
  /** `<scope>|<key>` → order number: the first answer to an idempotency key is the only one. */
  idempotency: Record<string, string>;
  /**
   * `<scope>|<key>` → the fingerprint of the request that placed the order. A key replays its
   * order only to that same request; another body with it is refused. Keys stored before
   * fingerprints existed have none and replay as they always did.
   */
  idempotencyFingerprints?: Record<string, string>;
  /**
   * Order number → its status token (docs/api-contract.md: GET orders/{orderNumber}/status). Kept
   * beside the orders, never in them: no answer about an order may ever echo it. Seeded orders have none.
   */
  statusTokens?: Record<string, string>;
  /**
   * Order number → the token of its demo bank link (`paymentUrl`), for bank-paid orders placed
   * since payment tokens exist. A token of its own, not the status token: the bank page's address
   * is handed to the bank, the status token never leaves the shop's tab.
   */
  paymentTokens?: Record<string, string>;
}

function seed(): OrderState {
  return {
    ...seedOrders(orderNumberFor),
    idempotency: {},
    idempotencyFingerprints: {},
    statusTokens: {},
    paymentTokens: {},
  };
}

/** What an idempotency key already stands for, seen from a request that sends it again. */
export type KeyUse =
  { kind: 'unused' } | { kind: 'same-request'; order: OrderRecord } | { kind: 'other-request' };

/** 256 random bits, base64url: unguessable, and safe in a query string. */
const newToken = (): string => randomBytes(32).toString('base64url');

/** Compares in constant time, so the answer's timing tells nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

// A data file written before tokens (or key fingerprints) existed has no map for them yet.
const statusTokens = (): Record<string, string> => (section.get().statusTokens ??= {});
const paymentTokens = (): Record<string, string> => (section.get().paymentTokens ??= {});
const fingerprints = (): Record<string, string> => (section.get().idempotencyFingerprints ??= {});

export function orderNumberFor(sequence: number, orderedOn: string): string {
  return `VS-${orderedOn.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

const stringMap = z.record(z.string(), z.string());

/**
 * Stored orders, as far as finding, showing and changing them relies on. Lines, totals and
 * addresses are checked as objects only: they were checked and priced when the order was placed,
 * and fields added to them since are optional.
 */
const StoredOrdersSchema = z.looseObject({
  orders: z.array(
    z.looseObject({
      orderNumber: z.string(),
      orderedOn: z.string(),
      status: OrderStatusSchema,
      paymentMethod: PaymentMethodSchema,
      userId: z.nullable(z.string()),
      companyId: z.nullable(z.string()),
      accountType: AccountTypeSchema,
      locale: LocaleSchema,
      customer: z.looseObject({ email: z.string() }),
      deliveryAddress: z.looseObject({}),
      lines: z.array(z.looseObject({})),
      totals: z.looseObject({}),
    }),
  ),
  nextSequence: z.number(),
  idempotency: stringMap,
  statusTokens: z.optional(stringMap),
  paymentTokens: z.optional(stringMap),
});

const section = defineSection('orders', seed, { schema: StoredOrdersSchema });

/** Own orders, and for a business user also the orders of colleagues at the same company. */
export function canSee(user: UserRecord, order: OrderRecord): boolean {
  if (order.userId === user.id) return true;
  return (
    user.accountType === 'business' && user.companyId !== null && order.companyId === user.companyId
  );
}

export const orders = {
  all: (): OrderRecord[] => [...section.get().orders],

  byNumber: (orderNumber: string): OrderRecord | undefined =>
    section.get().orders.find((o) => o.orderNumber === orderNumber.trim().toUpperCase()),

  /** Orders the user may see, newest first. */
  visibleTo: (user: UserRecord): OrderRecord[] =>
    section
      .get()
      .orders.filter((o) => canSee(user, o))
      .sort(
        (a, b) =>
          b.orderedOn.localeCompare(a.orderedOn) || b.orderNumber.localeCompare(a.orderNumber),
      ),

  byIdempotencyKey: (scope: string, key: string): OrderRecord | undefined => {
    const number = section.get().idempotency[`${scope}|${key}`];
    return number === undefined ? undefined : orders.byNumber(number);
  },

  /**
   * Whether this key placed an order already, and if so whether it was for this very request
   * (`fingerprint`: the request's body without its key). Only the same request may have the order
   * back: a key sent again with another cart or address is a client mistake, never a replay.
   */
  keyUse: (scope: string, key: string, fingerprint: string): KeyUse => {
    const order = orders.byIdempotencyKey(scope, key);
    if (!order) return { kind: 'unused' };
    const stored = fingerprints()[`${scope}|${key}`];
    return stored === undefined || stored === fingerprint
      ? { kind: 'same-request', order }
      : { kind: 'other-request' };
  },

  /**
   * Stores a fully validated and priced order in one step, remembering its idempotency key and the
   * fingerprint of the request (without one the key replays its order to any body: tests and
   * scripts that place orders directly have no request).
   * With DEMO_DATA_FILE the order is on disk when this returns: `saveStore()` is synchronous and
   * atomic (db/store.ts), so the handler cannot confirm an order a crash would lose. When the save
   * fails the order is taken back out and the error thrown (the client gets a 500): a retry with
   * the same key must place it again, not answer with an order that exists in memory only.
   */
  place: (draft: OrderDraft, scope: string, key: string, fingerprint?: string): OrderRecord => {
    const state = section.get();
    const order: OrderRecord = {
      ...draft,
      orderNumber: orderNumberFor(state.nextSequence, draft.orderedOn),
    };
    // New lists and maps, so the previous ones can be put back as they were.
    const previous: OrderState = {
      ...state,
      idempotencyFingerprints: fingerprints(),
      statusTokens: statusTokens(),
      paymentTokens: paymentTokens(),
    };
    state.nextSequence += 1;
    state.orders = [...state.orders, order];
    state.idempotency = { ...state.idempotency, [`${scope}|${key}`]: order.orderNumber };
    if (fingerprint !== undefined)
      state.idempotencyFingerprints = {
        ...previous.idempotencyFingerprints,
        [`${scope}|${key}`]: fingerprint,
      };
    state.statusTokens = { ...previous.statusTokens, [order.orderNumber]: newToken() };
    if (order.paymentMethod === 'bank')
      state.paymentTokens = { ...previous.paymentTokens, [order.orderNumber]: newToken() };
    try {
      saveStore();
    } catch (error) {
      Object.assign(state, previous);
      throw error;
    }
    return order;
  },

  /** The status token handed out when the order was placed (undefined for seeded orders). */
  statusTokenOf: (orderNumber: string): string | undefined => statusTokens()[orderNumber],

  /** Whether `token` is the status token of this order. */
  hasStatusToken: (orderNumber: string, token: string): boolean => {
    const expected = statusTokens()[orderNumber];
    return expected !== undefined && sameToken(token, expected);
  },

  /** The token of the order's bank link (undefined for orders on invoice and seeded orders). */
  paymentTokenOf: (orderNumber: string): string | undefined => paymentTokens()[orderNumber],

  /**
   * Whether `token` opens this order's bank page. It proves only that the bearer holds the link:
   * the bank still acts only while the order awaits its payment, so once the order is paid or
   * cancelled the token can change nothing any more.
   */
  hasPaymentToken: (orderNumber: string, token: string): boolean => {
    const expected = paymentTokens()[orderNumber];
    return expected !== undefined && sameToken(token, expected);
  },

  update: (
    orderNumber: string,
    patch: Partial<Pick<OrderRecord, 'status' | 'bank'>>,
  ): OrderRecord | undefined => {
    const order = orders.byNumber(orderNumber);
    if (!order) return undefined;
    const before = { status: order.status, bank: order.bank };
    Object.assign(order, patch);
    try {
      saveStore();
    } catch (error) {
      Object.assign(order, before); // not on disk: not changed
      throw error;
    }
    return order;
  },
};
