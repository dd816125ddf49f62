/**
 * The session-storage keys of the checkout, apart from the code that reads them: forgetting a
 * session's personal data (src/app/startup/forget-personal-data.ts) runs on every page and must
 * not pull the checkout's code into the first paint.
 */
export const checkoutStorageKeys = {
  /** The idempotency key and the order snapshot it belongs to (checkout-storage.ts). */
  idempotencyKey: 'shop-checkout-key',
  /** The pending order with its status token (checkout-storage.ts). */
  pendingOrder: 'shop-pending-order',
  /** What a guest typed on order-anonymous (anonymous-order-values.ts). */
  anonymousOrder: 'shop-anonymous-order',
  /** A business's reference and invoice address for an order on invoice (invoice-details.ts). */
  invoiceDetails: 'shop-checkout-invoice',
  /** A logged-in buyer's typed note for the order (order-note.ts). */
  orderNote: 'shop-checkout-note',
} as const;
