import { beforeEach, describe, expect, it } from 'vitest';
import { forgetCheckout } from './forget-checkout';
import {
  emptyInvoiceDetails,
  invoiceFieldOf,
  invoiceRequestOf,
  readInvoiceDetails,
  saveInvoiceDetails,
} from './invoice-details';
import { checkoutStorageKeys } from './storage-keys';

const STORAGE = checkoutStorageKeys.invoiceDetails;

beforeEach(() => sessionStorage.clear());

describe('invoice details in session storage', () => {
  it('reads back what was saved, and starts in the delivery country otherwise', () => {
    expect(readInvoiceDetails('BE')).toEqual(emptyInvoiceDetails('BE'));
    const typed = { ...emptyInvoiceDetails('NL'), reference: 'PO-7', sameAsDelivery: false };
    saveInvoiceDetails({ ...typed, city: 'Soest', country: 'DE' });
    expect(readInvoiceDetails('NL')).toEqual({ ...typed, city: 'Soest', country: 'DE' });
  });

  it('ignores what it cannot trust: another version, wrong types, oversized text', () => {
    sessionStorage.setItem(STORAGE, JSON.stringify({ v: 2, values: { reference: 'PO-7' } }));
    expect(readInvoiceDetails(null).reference).toBe('');
    sessionStorage.setItem(
      STORAGE,
      JSON.stringify({
        v: 1,
        values: { reference: 7, sameAsDelivery: 'no', city: 'x'.repeat(301) },
      }),
    );
    expect(readInvoiceDetails(null)).toEqual(emptyInvoiceDetails(null));
    sessionStorage.setItem(STORAGE, '{not json');
    expect(readInvoiceDetails(null)).toEqual(emptyInvoiceDetails(null));
  });

  it('is forgotten with the rest of the checkout when a session ends', () => {
    saveInvoiceDetails({ reference: 'PO-7' });
    forgetCheckout();
    expect(sessionStorage.getItem(STORAGE)).toBeNull();
  });
});

describe('the order fields of the invoice details', () => {
  const own = {
    reference: '  PO-7 ',
    sameAsDelivery: false,
    name: ' Dekker ',
    address: 'Postbus 77',
    postalcode: '3760 AB',
    city: 'Soest',
    country: 'NL',
  };

  it('sends a trimmed reference and the own address; nothing for an empty one or the same address', () => {
    expect(invoiceRequestOf(own)).toEqual({
      purchaseOrderReference: 'PO-7',
      billingAddress: {
        name: 'Dekker',
        address: 'Postbus 77',
        postalcode: '3760 AB',
        city: 'Soest',
        country: 'NL',
      },
    });
    expect(invoiceRequestOf({ ...own, reference: '   ', sameAsDelivery: true })).toEqual({});
  });

  it("maps the API's field names onto the form's", () => {
    expect(invoiceFieldOf('purchaseOrderReference')).toBe('reference');
    expect(invoiceFieldOf('billingAddress.city')).toBe('city');
    expect(invoiceFieldOf('billingAddress.telephone')).toBeNull();
    expect(invoiceFieldOf('deliveryAddress.city')).toBeNull();
  });
});
