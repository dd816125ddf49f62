import { z } from 'zod';
import { CentsSchema, IdSchema, pageOf } from './common';
import { AddressInputSchema } from './account';
import { CartLineInputSchema } from './cart';

export const PaymentMethodSchema = z.enum(['bank', 'invoice']);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** One key per checkout, so a double click or a retry places one order. */
export const IdempotencyKeySchema = z.string().min(8).max(100);

const OrderItemsSchema = z.array(CartLineInputSchema).min(1).max(200);

/** POST orders (logged in). `invoice` is for business accounts only. */
export const CreateOrderRequestSchema = z
  .object({
    items: OrderItemsSchema,
    deliveryAddressId: IdSchema.optional(),
    deliveryAddress: AddressInputSchema.optional(),
    paymentMethod: PaymentMethodSchema,
    note: z.string().max(500).optional(),
    idempotencyKey: IdempotencyKeySchema,
  })
  .refine((o) => Boolean(o.deliveryAddressId) !== Boolean(o.deliveryAddress), {
    message: 'Give either deliveryAddressId or deliveryAddress',
    path: ['deliveryAddress'],
  });
export type CreateOrderRequest = z.infer<typeof CreateOrderRequestSchema>;

/** POST orders/anonymous */
export const AnonymousOrderRequestSchema = z.object({
  email: z.string().trim().email(),
  name: z.string().trim().min(1).max(120),
  deliveryAddress: AddressInputSchema,
  telephone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/),
  items: OrderItemsSchema,
  idempotencyKey: IdempotencyKeySchema,
});
export type AnonymousOrderRequest = z.infer<typeof AnonymousOrderRequestSchema>;

/** Answer of both order calls; `paymentUrl` is null for orders on invoice. */
export const OrderCreatedSchema = z.object({
  orderNumber: z.string().min(1),
  paymentUrl: z.string().min(1).nullable(),
});
export type OrderCreated = z.infer<typeof OrderCreatedSchema>;

export const OrderStatusSchema = z.enum(['awaiting_payment', 'paid', 'invoiced', 'shipped', 'cancelled']);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const OrderSummarySchema = z.object({
  orderNumber: z.string().min(1),
  /** ISO 8601 date-time. */
  orderedOn: z.iso.datetime(),
  status: OrderStatusSchema,
  totalExclVat: CentsSchema,
  totalInclVat: CentsSchema,
  itemCount: z.number().int().min(0),
  brands: z.array(z.string()),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** GET orders?query=&brandId=&year=&next= */
export const OrderSearchResponseSchema = pageOf(OrderSummarySchema);
export type OrderSearchResponse = z.infer<typeof OrderSearchResponseSchema>;

export const OrderLineSchema = z.object({
  productId: IdSchema,
  slug: z.string().min(1),
  name: z.string().min(1),
  brandName: z.string(),
  /** Pieces per packaging of the ordered product. */
  packagingAmount: z.number().int().min(1),
  /** Number of packagings ordered. */
  amount: z.number().int().min(1),
  unitPriceExclVat: CentsSchema,
  lineTotalExclVat: CentsSchema,
  lineTotalInclVat: CentsSchema,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** GET orders/{orderNumber} */
export const OrderDetailSchema = OrderSummarySchema.extend({
  paymentMethod: PaymentMethodSchema,
  deliveryAddress: AddressInputSchema,
  lines: z.array(OrderLineSchema),
  articleTotalExclVat: CentsSchema,
  discountExclVat: CentsSchema,
  shippingExclVat: CentsSchema,
  customsExclVat: CentsSchema,
  vat: CentsSchema,
  reverseCharge: z.boolean(),
  /** Path of the invoice PDF (GET orders/{orderNumber}/invoice). */
  invoiceUrl: z.string().min(1),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
