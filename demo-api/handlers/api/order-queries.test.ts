import { beforeEach, describe, expect, it } from 'vitest';
import {
  OrderDetailSchema,
  OrderSearchResponseSchema,
} from '../../../src/shared/api/contract/orders';
import { catalog } from '../../db/catalog/index';
import { resetStore } from '../../db/store';
import { pdfText } from '../../testing/pdf-text';
import { call, json } from '../test-client';

const search = async (userId: string, query = '') => {
  const response = await call('GET', `/api/orders${query}`, { as: userId });
  expect(response.status).toBe(200);
  return OrderSearchResponseSchema.parse(await json(response));
};
const numbers = (page: { results: { orderNumber: string }[] }) =>
  page.results.map((o) => o.orderNumber);

beforeEach(() => resetStore());

describe('GET orders', () => {
  it('lists the user\u2019s own orders, newest first', async () => {
    const page = await search('user-anna');
    expect(numbers(page)).toEqual(['VS-2026-000107', 'VS-2025-000105', 'VS-2025-000101']);
    expect(page).toMatchObject({ total: 3, next: null });
    expect(page.results[0]?.brands.length).toBeGreaterThan(0);
  });

  it('shows a business user the orders of every colleague', async () => {
    const jan = await search('user-jan');
    expect(numbers(jan)).toEqual(['VS-2026-000110', 'VS-2026-000108', 'VS-2025-000103']);
    expect(await search('user-els')).toEqual(jan);
  });

  it('filters by year, brand and a query on order number or product name', async () => {
    expect(numbers(await search('user-anna', '?year=2025'))).toEqual([
      'VS-2025-000105',
      'VS-2025-000101',
    ]);
    expect(numbers(await search('user-anna', '?brandId=b-miele'))).toEqual([
      'VS-2026-000107',
      'VS-2025-000101',
    ]);
    expect(numbers(await search('user-anna', '?query=vorwerk'))).toEqual(['VS-2025-000105']);
    expect(numbers(await search('user-anna', '?query=vs-2026-000107'))).toEqual(['VS-2026-000107']);
    expect(numbers(await search('user-anna', '?query=000107&year=2025'))).toEqual([]);
    // Empty parameters, as a search form sends them, mean "any".
    expect((await search('user-anna', '?query=&brandId=&year=')).total).toBe(3);
  });

  it('finds an order by the buyer\u2019s purchase-order reference, case and separators folded', async () => {
    expect(numbers(await search('user-dekker', '?query=ink-2026-0412'))).toEqual([
      'VS-2026-000111',
    ]);
    // A colleague's reference, typed loosely: other capitals, spaces for dashes.
    expect(numbers(await search('user-jan', '?query=cP%20Zwo%202026'))).toEqual(['VS-2026-000108']);
    // Another company's reference finds nothing.
    expect((await search('user-dekker', '?query=CP-ZWO-2026-031')).total).toBe(0);
  });

  it('names who placed a company\u2019s orders and carries the reference', async () => {
    const page = await search('user-jan');
    expect(page.results.map((o) => [o.orderNumber, o.placedBy, o.purchaseOrderReference])).toEqual([
      ['VS-2026-000110', 'Jan de Vries', null],
      ['VS-2026-000108', 'Els Bakker', 'CP-ZWO-2026-031'],
      ['VS-2025-000103', 'Jan de Vries', null],
    ]);
    // A private buyer's orders are all their own: nobody to name.
    expect((await search('user-anna')).results.map((o) => o.placedBy)).toEqual([null, null, null]);
  });

  it('pages by 10 with an opaque cursor', async () => {
    const family = catalog().families[0];
    const id = family?.packagings[0]?.id ?? '';
    for (let i = 0; i < 9; i += 1) {
      const body = {
        items: [{ id, amount: 1 }],
        deliveryAddressId: 'addr-dekker-soest',
        paymentMethod: 'invoice',
        idempotencyKey: `paging-${i}-key`,
      };
      expect((await call('POST', '/api/orders', { as: 'user-dekker', body })).status).toBe(201);
    }
    const first = await search('user-dekker');
    expect(first.results).toHaveLength(10);
    expect(first.total).toBe(12);
    expect(first.next).not.toBeNull();
    const second = await search('user-dekker', `?next=${encodeURIComponent(first.next ?? '')}`);
    expect(second).toMatchObject({ total: 12, next: null });
    // The seeded orders are the oldest, so they come last.
    expect(numbers(second)).toEqual(['VS-2026-000106', 'VS-2025-000102']);
    expect(new Set([...numbers(first), ...numbers(second)]).size).toBe(12);
  });

  it.each([['?year=abc'], ['?year=1999'], ['?next=bogus']])('answers 422 for %s', async (query) => {
    expect((await call('GET', `/api/orders${query}`, { as: 'user-anna' })).status).toBe(422);
  });

  it('answers 401 without a token', async () => {
    expect((await call('GET', '/api/orders')).status).toBe(401);
  });
});

describe('GET orders/{orderNumber}', () => {
  it('answers the detail in the request\u2019s language', async () => {
    const response = await call('GET', '/api/orders/VS-2025-000104', {
      as: 'user-peeters',
      headers: { 'x-locale': 'en' },
    });
    const order = OrderDetailSchema.parse(await json(response));
    expect(order).toMatchObject({
      paymentMethod: 'invoice',
      reverseCharge: true,
      vatExemption: 'intra_community_supply',
      vat: 0,
      deliveryAddress: { city: 'Antwerpen' },
    });
    expect(order.lines[0]?.name).toMatch(/^Synthetic dust bags/);
    expect(order.totalExclVat).toBe(
      order.articleTotalExclVat -
        order.discountExclVat +
        order.shippingExclVat +
        order.customsExclVat,
    );
  });

  it('answers the invoice address and reference of an order on invoice', async () => {
    const response = await call('GET', '/api/orders/VS-2026-000108', { as: 'user-jan' });
    expect(OrderDetailSchema.parse(await json(response))).toMatchObject({
      purchaseOrderReference: 'CP-ZWO-2026-031',
      placedBy: 'Els Bakker',
      billingAddress: { address: 'Postbus 2120', postalcode: '3800 CC', city: 'Amersfoort' },
      deliveryAddress: { city: 'Zwolle' },
    });
    // Invoiced to the delivery address: no billing address of its own.
    const other = await call('GET', '/api/orders/VS-2026-000111', { as: 'user-dekker' });
    expect(OrderDetailSchema.parse(await json(other)).billingAddress).toBeNull();
  });

  it('hides orders of other customers as 404 and shares company orders', async () => {
    expect((await call('GET', '/api/orders/VS-2025-000104', { as: 'user-anna' })).status).toBe(404);
    expect((await call('GET', '/api/orders/VS-2099-999999', { as: 'user-anna' })).status).toBe(404);
    expect((await call('GET', '/api/orders/VS-2026-000108', { as: 'user-jan' })).status).toBe(200);
    expect((await call('GET', '/api/orders/VS-2025-000101')).status).toBe(401);
  });
});

describe('GET orders/{orderNumber}/invoice', () => {
  it('answers a PDF attachment with the order number and the VAT line', async () => {
    const response = await call('GET', '/api/orders/VS-2025-000101/invoice', {
      as: 'user-anna',
      headers: { 'x-locale': 'en' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="invoice-VS-2025-000101.pdf"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    const text = await pdfText(bytes);
    expect(text).toContain('Invoice VS-2025-000101');
    expect(text).toMatch(/\nVAT 21% €\s[\d.]+,\d\d\n/);
    expect(text).toContain('3511 AZ Utrecht');
  });

  it('prints the intra-Community supply (art. 138) with both VAT numbers for a reverse-charged order', async () => {
    const response = await call('GET', '/api/orders/VS-2025-000104/invoice', {
      as: 'user-peeters',
    });
    const text = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(
      'Intracommunautaire levering, vrijgesteld (art. 138 Btw-richtlijn) € 0,00',
    );
    expect(text).toContain('Btw-nummer: BE0123456789');
    expect(text).toContain('BTW NL001234567B01');
  });

  it('answers 404 for another customer\u2019s invoice and 401 without a token', async () => {
    expect(
      (await call('GET', '/api/orders/VS-2025-000104/invoice', { as: 'user-anna' })).status,
    ).toBe(404);
    expect((await call('GET', '/api/orders/VS-2025-000104/invoice')).status).toBe(401);
  });
});
