/**
 * An order record as the contract's answers. Product names follow the language of the request
 * (the same product in the shopper's current language); prices stay as they were when ordered.
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import type {
  OrderCreated,
  OrderDetail,
  OrderStatusAnswer,
  OrderSummary,
} from '../../../src/shared/api/contract/orders';
import { findFamily } from '../../db/catalog/index';
import { searchKey } from '../../db/catalog/slug';
import { orders, type OrderLineRecord, type OrderRecord } from '../../db/orders';
import { orderVatExemption } from '../../rules/vat';

/**
 * The shop's demo bank page for a bank-paid order (docs/decisions/0032-checkout.md), with the
 * order's payment token: the order number alone opens nothing. Null for orders on invoice, and for
 * a bank order placed before payment tokens existed (an old DEMO_DATA_FILE): a link without a
 * token would only be refused.
 */
export function paymentUrlOf(order: OrderRecord): string | null {
  if (order.paymentMethod !== 'bank') return null;
  const token = orders.paymentTokenOf(order.orderNumber);
  if (!token) return null;
  const query = new URLSearchParams({ order: order.orderNumber, lang: order.locale, token });
  return `/__demo/bank?${query.toString()}`;
}

export function toOrderCreated(order: OrderRecord): OrderCreated {
  const statusToken = orders.statusTokenOf(order.orderNumber);
  if (!statusToken) throw new Error(`Order ${order.orderNumber} has no status token`);
  return { orderNumber: order.orderNumber, paymentUrl: paymentUrlOf(order), statusToken };
}

/** Where the order stands; the payment page only while a bank order can still be paid. */
export const toOrderStatus = (order: OrderRecord): OrderStatusAnswer => ({
  status: order.status,
  paymentUrl: order.status === 'awaiting_payment' ? paymentUrlOf(order) : null,
});

export function localizedLines(order: OrderRecord, locale: Locale): OrderLineRecord[] {
  return order.lines.map((line) => ({
    ...line,
    name: findFamily(line.familyId)?.names[locale] ?? line.name,
  }));
}

export function toOrderSummary(order: OrderRecord): OrderSummary {
  return {
    orderNumber: order.orderNumber,
    orderedOn: order.orderedOn,
    status: order.status,
    totalExclVat: order.totals.totalExclVat,
    totalInclVat: order.totals.totalInclVat,
    itemCount: order.lines.reduce((count, line) => count + line.amount, 0),
    brands: [...new Set(order.lines.map((line) => line.brandName))],
    purchaseOrderReference: order.purchaseOrderReference ?? null,
    // Colleagues share a company's orders: the name tells them whose order it is. A private
    // buyer's orders are all their own, so there is no one to name.
    placedBy: order.companyId ? order.customer.name : null,
  };
}

export function toOrderDetail(order: OrderRecord, locale: Locale): OrderDetail {
  const t = order.totals;
  return {
    ...toOrderSummary(order),
    paymentMethod: order.paymentMethod,
    deliveryAddress: { ...order.deliveryAddress },
    billingAddress: order.billingAddress ? { ...order.billingAddress } : null,
    lines: localizedLines(order, locale).map(
      ({ brandId: _brandId, familyId: _familyId, ...line }) => line,
    ),
    articleTotalExclVat: t.articleTotalExclVat,
    articleTotalInclVat: t.articleTotalInclVat,
    discountExclVat: t.discountExclVat,
    discountInclVat: t.discountInclVat,
    shippingExclVat: t.shippingExclVat,
    shippingInclVat: t.shippingInclVat,
    customsExclVat: t.customsExclVat,
    vatRate: t.vatRate,
    vat: t.vat,
    reverseCharge: t.reverseCharge,
    vatExemption: orderVatExemption(order),
    // Relative to the API base, like every path of the contract (GET orders/{orderNumber}/invoice).
    invoiceUrl: `orders/${encodeURIComponent(order.orderNumber)}/invoice`,
  };
}

/**
 * Everything a search query may match, in searchKey form (so "karcher" finds "Kärcher"):
 * the order number, the buyer's purchase-order reference and the product names in every language.
 */
export function searchText(order: OrderRecord): string {
  const names = order.lines.flatMap((line) => {
    const family = findFamily(line.familyId);
    return family ? Object.values(family.names) : [line.name];
  });
  const reference = order.purchaseOrderReference ? [order.purchaseOrderReference] : [];
  return [order.orderNumber, ...reference, ...names].map(searchKey).join('\n');
}
