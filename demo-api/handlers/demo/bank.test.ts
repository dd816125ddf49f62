import { beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../db/orders';
import { resetStore } from '../../db/store';
import { call } from '../test-client';

let orderNumber = '';

/** A fresh guest order awaiting payment. */
async function placeGuestOrder(): Promise<string> {
  const id = orders.all()[0]?.lines[0]?.productId ?? '';
  const response = await call('POST', '/api/orders/anonymous', {
    headers: { 'x-locale': 'en' },
    body: {
      email: 'guest@example.nl',
      name: 'Sanne de Boer',
      telephone: '+31 6 3333 4444',
      deliveryAddress: {
        name: 'Sanne de Boer',
        address: 'Dorpsstraat 1',
        postalcode: '1234 AB',
        city: 'Ede',
        country: 'NL',
        telephone: '+31 6 3333 4444',
        isDefaultDelivery: false,
      },
      items: [{ id, amount: 1 }],
      idempotencyKey: 'bank-test-key',
    },
  });
  const body = (await response.json()) as { orderNumber: string };
  return body.orderNumber;
}

const complete = (fields: Record<string, string>) =>
  call('POST', '/__demo/bank/complete', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

beforeEach(async () => {
  resetStore();
  orderNumber = await placeGuestOrder();
});

describe('GET /__demo/bank', () => {
  it('shows an accessible demo page in the requested language with the Dutch banks', async () => {
    const response = await call('GET', `/__demo/bank?order=${orderNumber}&lang=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Demo-Bank');
    expect(html).toContain('<form method="post" action="/__demo/bank/complete">');
    expect(html).toContain('<legend>Wählen Sie Ihre Bank</legend>');
    for (const bank of ['ING', 'Rabobank', 'ABN AMRO', 'SNS', 'ASN', 'Triodos', 'bunq'])
      expect(html).toContain(`value="${bank}"`);
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');
    expect(html).toContain(orderNumber);
  });

  it('answers 404 for an unknown order and escapes what it echoes', async () => {
    const response = await call('GET', '/__demo/bank?order=<script>&lang=xx');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).not.toContain('<script>');
  });
});

describe('POST /__demo/bank/complete', () => {
  it('pays the order and sends the shopper to order-complete; paying twice is harmless', async () => {
    const paid = await complete({
      order: orderNumber,
      lang: 'fr',
      bank: 'Rabobank',
      action: 'pay',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/fr/order-complete?order=${orderNumber}`);
    expect(orders.byNumber(orderNumber)).toMatchObject({ status: 'paid', bank: 'Rabobank' });

    const again = await complete({ order: orderNumber, lang: 'fr', bank: 'ING', action: 'pay' });
    expect(again.headers.get('location')).toBe(`/fr/order-complete?order=${orderNumber}`);
    expect(orders.byNumber(orderNumber)?.bank).toBe('Rabobank');
    expect((await complete({ order: orderNumber, lang: 'fr', action: 'cancel' })).status).toBe(409);
    expect((await call('GET', `/__demo/bank?order=${orderNumber}&lang=fr`)).status).toBe(409);
  });

  it('cancels the order and sends the shopper back to checkout', async () => {
    const cancelled = await complete({ order: orderNumber, lang: 'en', action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `/en/dashboard/checkout?payment=cancelled&order=${orderNumber}`,
    );
    expect(orders.byNumber(orderNumber)?.status).toBe('cancelled');
    expect(
      (await complete({ order: orderNumber, lang: 'en', bank: 'ING', action: 'pay' })).status,
    ).toBe(409);
  });

  it('refuses an unknown bank, action or order without changing the order', async () => {
    expect(
      (await complete({ order: orderNumber, lang: 'nl', bank: 'Bank of Nowhere', action: 'pay' }))
        .status,
    ).toBe(400);
    expect((await complete({ order: orderNumber, lang: 'nl', action: 'steal' })).status).toBe(400);
    expect(
      (await complete({ order: 'VS-2099-000001', lang: 'nl', action: 'pay', bank: 'ING' })).status,
    ).toBe(404);
    expect(orders.byNumber(orderNumber)?.status).toBe('awaiting_payment');
  });

  it('does not take payment for an order on invoice', async () => {
    expect(
      (await complete({ order: 'VS-2026-000111', lang: 'nl', bank: 'ING', action: 'pay' })).status,
    ).toBe(409);
    expect(orders.byNumber('VS-2026-000111')?.status).toBe('invoiced');
  });
});
