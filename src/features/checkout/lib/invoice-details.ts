/**
 * What a business adds to an order on invoice (docs/api-contract.md, extension): its own
 * purchase-order reference and, when the invoice goes elsewhere, an invoice address. Typed values
 * survive a reload through session storage (this tab only, like the rest of the checkout),
 * versioned and validated when read back; forgotten once the order is confirmed or the session ends.
 */
import type { CreateOrderRequest } from '@/shared/api/contract/orders';
import { checkoutStorageKeys } from './storage-keys';

export interface InvoiceDetailsValues {
  /** The buyer's purchase-order reference; empty: none. */
  reference: string;
  /** Checked (the default): the invoice goes to the delivery address, no address is sent. */
  sameAsDelivery: boolean;
  name: string;
  address: string;
  postalcode: string;
  city: string;
  country: string;
}

const textFields = [
  'reference',
  'name',
  'address',
  'postalcode',
  'city',
  'country',
] as const satisfies readonly (keyof InvoiceDetailsValues)[];

/** The invoice address's own fields, as the API names them under `billingAddress.`. */
export const billingFields = ['name', 'address', 'postalcode', 'city', 'country'] as const;

const STORAGE = checkoutStorageKeys.invoiceDetails;
const VERSION = 1;

export function emptyInvoiceDetails(countryId: string | null): InvoiceDetailsValues {
  return {
    reference: '',
    sameAsDelivery: true,
    name: '',
    address: '',
    postalcode: '',
    city: '',
    country: countryId ?? '',
  };
}

export function readInvoiceDetails(countryId: string | null): InvoiceDetailsValues {
  const values = emptyInvoiceDetails(countryId);
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return values;
    const { v, values: saved } = stored as { v?: unknown; values?: unknown };
    if (v !== VERSION || typeof saved !== 'object' || saved === null) return values;
    const record = saved as Record<string, unknown>;
    for (const field of textFields) {
      const value = record[field];
      if (typeof value === 'string' && value.length <= 300) values[field] = value;
    }
    if (typeof record.sameAsDelivery === 'boolean') values.sameAsDelivery = record.sameAsDelivery;
    return values;
  } catch {
    return values;
  }
}

export function saveInvoiceDetails(values: Partial<InvoiceDetailsValues>): void {
  try {
    sessionStorage.setItem(STORAGE, JSON.stringify({ v: VERSION, values }));
  } catch {
    // Storage full or blocked: the form still works, only a reload forgets it.
  }
}

export function forgetInvoiceDetails(): void {
  try {
    sessionStorage.removeItem(STORAGE);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * The order's invoice fields from the checked form: an empty reference is left out (none), and
 * no address is sent while the invoice goes to the delivery address.
 */
export function invoiceRequestOf(
  values: InvoiceDetailsValues,
): Pick<CreateOrderRequest, 'purchaseOrderReference' | 'billingAddress'> {
  const reference = values.reference.trim();
  return {
    ...(reference ? { purchaseOrderReference: reference } : {}),
    ...(values.sameAsDelivery
      ? {}
      : {
          billingAddress: {
            name: values.name.trim(),
            address: values.address.trim(),
            postalcode: values.postalcode.trim(),
            city: values.city.trim(),
            country: values.country,
          },
        }),
  };
}

/** The API's field paths (`purchaseOrderReference`, `billingAddress.city`) as the form's fields. */
export function invoiceFieldOf(apiField: string): keyof InvoiceDetailsValues | null {
  if (apiField === 'purchaseOrderReference') return 'reference';
  const name = /^billingAddress\.(\w+)$/.exec(apiField)?.[1];
  return (billingFields as readonly string[]).includes(name ?? '')
    ? (name as keyof InvoiceDetailsValues)
    : null;
}
