import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderCreatedSchema, type OrderCreated } from '../../../src/shared/api/contract/orders';
import { orders } from '../../db/orders';
import { resetStore } from '../../db/store';
import { guestOrderRequest } from '../../testing/order-fixtures';
import { call, json } from '../test-client';

let placed: OrderCreated;

/** A fresh guest order awaiting payment; `key` and `email` make it another guest's order. */
async function placeGuestOrder(key = 'bank-test-key', email = 'guest@example.nl') {
  const id = orders.all()[0]?.lines[0]?.productId ?? '';
  const response = await call('POST', '/api/orders/anonymous', {
    headers: { 'x-locale': 'en' },
    body: guestOrderRequest(id, key, email),
  });
  return OrderCreatedSchema.parse(await json(response));
}

const addressOf: Record<string, string> = {
  'user-anna': 'addr-anna-utrecht',
  'user-dekker': 'addr-dekker-huizen',
};
async function placeAccountOrder(userId: string, paymentMethod: 'bank' | 'invoice') {
  const response = await call('POST', '/api/orders', {
    as: userId,
    body: {
      items: orders
        .byNumber(placed.orderNumber)
        ?.lines.map((l) => ({ id: l.productId, amount: 1 })),
      deliveryAddressId: addressOf[userId],
      paymentMethod,
      idempotencyKey: `bank-${userId}-${paymentMethod}`,
    },
  });
  return OrderCreatedSchema.parse(await json(response));
}

/** The payment link exactly as the order's answer gave it, in another language. */
const linkIn = (lang: string, created = placed): string => {
  const url = new URL(created.paymentUrl ?? '', 'http://shop.test');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
};
const tokenOf = (created: OrderCreated): string =>
  new URL(created.paymentUrl ?? '', 'http://shop.test').searchParams.get('token') ?? '';

/** The hidden fields of the bank page's form: what the browser posts back with a button. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  ))
    fields[name] = value;
  return fields;
}

const complete = (fields: Record<string, string>) =>
  call('POST', '/__demo/bank/complete', {
    body: new URLSearchParams(fields).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });

/** Pressing a button on the page the link opens, as a browser does. */
async function press(action: 'pay' | 'cancel', lang = 'en', bank = 'Rabobank') {
  const page = await call('GET', linkIn(lang));
  return complete({ ...hiddenFields(await page.text()), action, bank });
}

async function expectInvalidLink(response: Response, text: string) {
  expect(response.status).toBe(404);
  const html = await response.text();
  expect(html).toContain(text);
  expect(html).not.toContain('<form');
}
const INVALID_EN = 'This payment link is not valid.';

beforeEach(async () => {
  resetStore();
  placed = await placeGuestOrder();
});

describe('the payment link', () => {
  it('carries an unguessable token of its own, not the order number alone', async () => {
    const token = tokenOf(placed);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits, base64url
    expect(token).not.toBe(placed.statusToken);
    const other = await placeGuestOrder('bank-other-key', 'other@example.nl');
    expect(tokenOf(other)).not.toBe(token);
  });

  it('is given by placing the order and its status only, never by the order’s other answers', async () => {
    const own = await placeAccountOrder('user-anna', 'bank');
    expect(own.paymentUrl).toContain(`token=${tokenOf(own)}`);
    const detail = await call('GET', `/api/orders/${own.orderNumber}`, { as: 'user-anna' });
    const list = await call('GET', '/api/orders', { as: 'user-anna' });
    expect(detail.status).toBe(200);
    expect(list.status).toBe(200);
    expect(await detail.text()).not.toContain(tokenOf(own));
    expect(await list.text()).not.toContain(tokenOf(own));
  });

  it('is not given for an order on invoice', async () => {
    const created = await placeAccountOrder('user-dekker', 'invoice');
    expect(created.paymentUrl).toBeNull();
    expect(orders.paymentTokenOf(created.orderNumber)).toBeUndefined();
  });
});

describe('GET /__demo/bank', () => {
  it('shows an accessible demo page in the requested language with the Dutch banks', async () => {
    const response = await call('GET', linkIn('de'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Demo-Bank');
    expect(html).toContain('<form method="post" action="/__demo/bank/complete">');
    expect(html).toContain('<legend>Wählen Sie Ihre Bank</legend>');
    for (const bank of ['ING', 'Rabobank', 'ABN AMRO', 'SNS', 'ASN', 'Triodos', 'bunq'])
      expect(html).toContain(`value="${bank}"`);
    expect(html).toContain('value="pay"');
    expect(html).toContain('value="cancel"');
    expect(html).toContain(placed.orderNumber);
    expect(hiddenFields(html)).toEqual({
      order: placed.orderNumber,
      token: tokenOf(placed),
      lang: 'de',
    });
  });

  it('refuses the order number without its token, with a wrong one or another order’s', async () => {
    const other = await placeGuestOrder('bank-other-key', 'other@example.nl');
    const number = placed.orderNumber;
    for (const query of [
      `order=${number}&lang=en`,
      `order=${number}&lang=en&token=`,
      `order=${number}&lang=en&token=${'A'.repeat(43)}`,
      `order=${number}&lang=en&token=${tokenOf(other)}`,
      `order=${number}&lang=en&token=${placed.statusToken}`,
      // A real token with an order it does not belong to, and with an order that does not exist.
      `order=${other.orderNumber}&lang=en&token=${tokenOf(placed)}`,
      `order=VS-2099-000001&lang=en&token=${tokenOf(placed)}`,
    ])
      await expectInvalidLink(await call('GET', `/__demo/bank?${query}`), INVALID_EN);
    await expectInvalidLink(
      await call('GET', `/__demo/bank?order=${number}&lang=nl`),
      'Deze betaallink is ongeldig.',
    );
  });

  it('answers 404 for an unknown order and escapes what it echoes', async () => {
    const response = await call('GET', '/__demo/bank?order=<script>&lang=xx&token=<script>');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).not.toContain('<script>');
  });
});

/** The Content-Security-Policy of an answer as directive → its sources. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('the bank page’s security headers', () => {
  it('let nothing run or load but the page’s own stylesheet, and no site frame it', async () => {
    const response = await call('GET', linkIn('en'));
    expect(response.status).toBe(200);
    const html = await response.text();
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    // No script-src: scripts fall back to default-src 'none'; the page has none.
    expect(policy.has('script-src')).toBe(false);
    expect(html).not.toMatch(/<script|\son\w+=/i);
    // The one inline stylesheet, allowed by its own hash; no style attribute anywhere.
    const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
    expect(sheets).toHaveLength(1);
    const hash = createHash('sha256')
      .update(sheets[0] ?? '')
      .digest('base64');
    expect(policy.get('style-src')).toEqual([`'sha256-${hash}'`]);
    expect(html).not.toMatch(/\sstyle=/);
    expect(response.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('are the same on the pages that only say why nothing can be paid', async () => {
    const page = await call('GET', linkIn('en'));
    const invalid = await call('GET', `/__demo/bank?order=${placed.orderNumber}&lang=en`);
    await press('pay');
    const paid = await call('GET', linkIn('en'));
    const badForm = await complete({ order: placed.orderNumber, token: tokenOf(placed) });
    for (const [response, status] of [
      [invalid, 404],
      [paid, 409],
      [badForm, 400],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('content-security-policy')).toBe(
        page.headers.get('content-security-policy'),
      );
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});

describe('POST /__demo/bank/complete', () => {
  it('pays the order and sends the shopper to order-complete; paying twice is harmless', async () => {
    const paid = await press('pay', 'fr');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/fr/order-complete?order=${placed.orderNumber}`);
    expect(paid.headers.get('referrer-policy')).toBe('no-referrer');
    expect(orders.byNumber(placed.orderNumber)).toMatchObject({ status: 'paid', bank: 'Rabobank' });

    // The same form sent again (a double click): where the first went, nothing changed.
    const form = { order: placed.orderNumber, token: tokenOf(placed), lang: 'fr' };
    const again = await complete({ ...form, bank: 'ING', action: 'pay' });
    expect(again.headers.get('location')).toBe(`/fr/order-complete?order=${placed.orderNumber}`);
    expect(orders.byNumber(placed.orderNumber)?.bank).toBe('Rabobank');
    // Paid: the token opens no pay page and cancels nothing any more.
    expect((await complete({ ...form, action: 'cancel' })).status).toBe(409);
    expect((await call('GET', linkIn('fr'))).status).toBe(409);
    expect(orders.byNumber(placed.orderNumber)?.status).toBe('paid');
  });

  it('cancels the order and sends the shopper back to checkout; the token then pays nothing', async () => {
    const cancelled = await press('cancel');
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(
      `/en/dashboard/checkout?payment=cancelled&order=${placed.orderNumber}`,
    );
    expect(orders.byNumber(placed.orderNumber)?.status).toBe('cancelled');
    const form = { order: placed.orderNumber, token: tokenOf(placed), lang: 'en' };
    expect((await complete({ ...form, bank: 'ING', action: 'pay' })).status).toBe(409);
    expect((await call('GET', linkIn('en'))).status).toBe(409);
    expect(orders.byNumber(placed.orderNumber)).toMatchObject({ status: 'cancelled', bank: null });
  });

  it('refuses to pay or cancel without the order’s token, changing nothing', async () => {
    const other = await placeGuestOrder('bank-other-key', 'other@example.nl');
    const order = placed.orderNumber;
    for (const action of ['pay', 'cancel']) {
      for (const token of [undefined, '', 'A'.repeat(43), tokenOf(other), placed.statusToken]) {
        const fields = { order, lang: 'en', bank: 'ING', action };
        const response = await complete(token === undefined ? fields : { ...fields, token });
        await expectInvalidLink(response, INVALID_EN);
      }
    }
    expect(orders.byNumber(order)).toMatchObject({ status: 'awaiting_payment', bank: null });
    // The other order's own token still works for the other order only.
    const paidOther = await complete({
      order: other.orderNumber,
      token: tokenOf(other),
      lang: 'en',
      bank: 'ING',
      action: 'pay',
    });
    expect(paidOther.status).toBe(303);
    expect(orders.byNumber(other.orderNumber)?.status).toBe('paid');
    expect(orders.byNumber(order)?.status).toBe('awaiting_payment');
  });

  it('refuses an unknown bank or action without changing the order', async () => {
    expect((await press('pay', 'nl', 'Bank of Nowhere')).status).toBe(400);
    const form = { order: placed.orderNumber, token: tokenOf(placed), lang: 'nl' };
    expect((await complete({ ...form, action: 'steal' })).status).toBe(400);
    expect((await complete({ ...form, action: 'pay' })).status).toBe(400);
    expect(orders.byNumber(placed.orderNumber)?.status).toBe('awaiting_payment');
  });

  it('does not take payment for an order on invoice (it has no payment token)', async () => {
    const response = await complete({
      order: 'VS-2026-000111',
      lang: 'nl',
      bank: 'ING',
      action: 'pay',
    });
    expect(response.status).toBe(404);
    expect(orders.byNumber('VS-2026-000111')?.status).toBe('invoiced');
  });
});
