import * as z from 'zod/mini';
import {
  CentsSchema,
  count,
  CountryIdSchema,
  IdSchema,
  pageOf,
  PercentageSchema,
  TextSchema,
} from './common';
import { AddressInputSchema, TelephoneSchema } from './account';
import { CartLineInputSchema, VatExemptionSchema } from './cart';
import { TEXT_LIMITS } from './text-limits';

export const PaymentMethodSchema = z.enum(['bank', 'invoice']);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * The e-mail address a guest orders with (or looks an order up by): trimmed, and its length
 * checked before its shape, so a megabyte of text is refused without being matched at all.
 */
export const OrderEmailSchema = z
  .string()
  .check(z.trim(), z.maxLength(TEXT_LIMITS.email, { abort: true }), z.email());

/** One key per checkout, so a double click or a retry places one order. */
export const IdempotencyKeySchema = z.string().check(z.minLength(8), z.maxLength(100));

/**
 * The code of the 422 to a key sent again with another request (other lines, address, payment…):
 * a key belongs to the one request it was first sent with, and a new order needs a new key.
 */
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

const OrderItemsSchema = z.array(CartLineInputSchema).check(z.minLength(1), z.maxLength(200));

/**
 * The buyer's own purchase-order reference (a contract extension): up to 35 characters, the
 * length an EDI/UBL invoice's order reference carries. Only on orders on invoice.
 */
export const PurchaseOrderReferenceSchema = z
  .string()
  .check(z.trim(), z.maxLength(TEXT_LIMITS.purchaseOrderReference));

/**
 * Where the invoice goes (a contract extension), for orders on invoice: the company name or the
 * person to address, street and number, postal code, city, country. No telephone: nobody calls
 * an invoice.
 */
export const BillingAddressSchema = z.object({
  name: TextSchema(1, TEXT_LIMITS.addressName),
  address: TextSchema(1, TEXT_LIMITS.address),
  postalcode: TextSchema(2, TEXT_LIMITS.postalcode),
  city: TextSchema(1, TEXT_LIMITS.city),
  country: CountryIdSchema,
});
export type BillingAddress = z.infer<typeof BillingAddressSchema>;

/** POST orders (logged in). `invoice` is for business accounts only. */
export const CreateOrderRequestSchema = z
  .object({
    items: OrderItemsSchema,
    deliveryAddressId: z.optional(IdSchema),
    deliveryAddress: z.optional(AddressInputSchema),
    paymentMethod: PaymentMethodSchema,
    note: z.optional(z.string().check(z.maxLength(TEXT_LIMITS.note))),
    /** Orders on invoice only; empty or left out: none. */
    purchaseOrderReference: z.optional(PurchaseOrderReferenceSchema),
    /** Orders on invoice only; left out: the delivery address is the billing address. */
    billingAddress: z.optional(BillingAddressSchema),
    idempotencyKey: IdempotencyKeySchema,
  })
  .check(
    z.refine((o) => Boolean(o.deliveryAddressId) !== Boolean(o.deliveryAddress), {
      message: 'Give either deliveryAddressId or deliveryAddress',
      path: ['deliveryAddress'],
    }),
  );
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/** POST orders/anonymous */
export const AnonymousOrderRequestSchema = z.object({
  email: OrderEmailSchema,
  name: TextSchema(1, TEXT_LIMITS.addressName),
  deliveryAddress: AddressInputSchema,
  telephone: TelephoneSchema,
  items: OrderItemsSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type AnonymousOrderRequest = z.infer<typeof AnonymousOrderRequestSchema>;

/**
 * Proof that the caller placed the order: opaque and unguessable (at least 128 random bits). It
 * lets GET orders/{orderNumber}/status answer without a login, so a guest's order-complete page
 * can follow the API; an order number alone is not enough.
 */
export const StatusTokenSchema = z.string().check(z.minLength(22), z.maxLength(200));

/**
 * Answer of both order calls; `paymentUrl` is null for orders on invoice. A bank order's
 * `paymentUrl` carries that order's payment token (the order number alone opens no bank page):
 * the shop follows it as given and never builds one.
 */
export const OrderCreatedSchema = z.object({
  orderNumber: z.string().check(z.minLength(1)),
  paymentUrl: z.nullable(z.string().check(z.minLength(1))),
  statusToken: StatusTokenSchema,
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

export const OrderStatusSchema = z.enum([
  'awaiting_payment',
  'paid',
  'invoiced',
  'shipped',
  'cancelled',
]);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/**
 * GET orders/{orderNumber}/status?token=…: where the order stands. `paymentUrl` is where it can
 * still be paid, only while a bank order awaits its payment; otherwise null.
 */
export const OrderStatusAnswerSchema = z.object({
  status: OrderStatusSchema,
  paymentUrl: z.nullable(z.string().check(z.minLength(1))),
});
export type OrderStatusAnswer = z.infer<typeof OrderStatusAnswerSchema>;

export const OrderSummarySchema = z.object({
  orderNumber: z.string().check(z.minLength(1)),
  /** ISO 8601 date-time. */
  orderedOn: z.iso.datetime(),
  status: OrderStatusSchema,
  totalExclVat: CentsSchema,
  totalInclVat: CentsSchema,
  itemCount: count(0),
  brands: z.array(z.string()),
  /** The buyer's purchase-order reference (extension); null when none was given. */
  purchaseOrderReference: z.optional(z.nullable(z.string())),
  /**
   * Who placed it (extension): the person's name on a company's orders, so colleagues can tell
   * their orders apart; null on a private buyer's orders.
   */
  placedBy: z.optional(z.nullable(z.string())),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** GET orders?query=&brandId=&year=&next= */
export const OrderSearchResponseSchema = pageOf(OrderSummarySchema);
export type OrderSearchResponse = z.infer<typeof OrderSearchResponseSchema>;

export const OrderLineSchema = z.object({
  productId: IdSchema,
  slug: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  brandName: z.string(),
  /** Pieces per packaging of the ordered product. */
  packagingAmount: count(1),
  /** Number of packagings ordered. */
  amount: count(1),
  /** What one packaging cost, as the cart line showed it (a brand discount included). */
  unitPriceExclVat: CentsSchema,
  unitPriceInclVat: CentsSchema,
  lineTotalExclVat: CentsSchema,
  lineTotalInclVat: CentsSchema,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/**
 * GET orders/{orderNumber}. Every amount comes as the pair the cart's calculation had when the
 * order was placed, so the order shows the figures checkout showed: incl. VAT for private buyers,
 * excl. VAT for business buyers. The discount is the sum of the order-wide discounts.
 */
export const OrderDetailSchema = z.extend(OrderSummarySchema, {
  paymentMethod: PaymentMethodSchema,
  deliveryAddress: AddressInputSchema,
  /** Where the invoice went (extension): orders on invoice; null for the others. */
  billingAddress: z.optional(z.nullable(BillingAddressSchema)),
  lines: z.array(OrderLineSchema),
  articleTotalExclVat: CentsSchema,
  articleTotalInclVat: CentsSchema,
  discountExclVat: CentsSchema,
  discountInclVat: CentsSchema,
  shippingExclVat: CentsSchema,
  shippingInclVat: CentsSchema,
  /** Customs carry no VAT (only charged outside the EU): one value. */
  customsExclVat: CentsSchema,
  vatRate: PercentageSchema,
  vat: CentsSchema,
  reverseCharge: z.boolean(),
  /** Why the order carries no VAT (extension), as cart/calculate said; null or absent: VAT charged. */
  vatExemption: z.optional(z.nullable(VatExemptionSchema)),
  /** Path of the invoice PDF (GET orders/{orderNumber}/invoice). */
  invoiceUrl: z.string().check(z.minLength(1)),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/**
 * POST orders/lookup (this project's extension): a guest finds an order placed without an account
 * by its number and the e-mail address it was placed with. No login; trimmed, the e-mail address
 * compared case-insensitively.
 */
export const OrderLookupRequestSchema = z.object({
  orderNumber: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  email: OrderEmailSchema,
});
export type OrderLookupRequest = z.infer<typeof OrderLookupRequestSchema>;

/**
 * The found order: the order detail without `invoiceUrl`, whose download needs a login a guest
 * does not have. Guests buy as private persons, so it shows incl. VAT.
 */
export const OrderLookupAnswerSchema = z.omit(OrderDetailSchema, { invoiceUrl: true });
export type OrderLookupAnswer = z.infer<typeof OrderLookupAnswerSchema>;
