/**
 * The payment token lives with its order in DEMO_DATA_FILE: a link handed out before a restart
 * still opens the bank afterwards, and an order whose save failed leaves no token behind. A
 * restart is fresh module instances reading the same file (as in db/store.test.ts).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderCreatedSchema } from '../../../src/shared/api/contract/orders';
import { guestOrderRequest } from '../../testing/order-fixtures';

let folder = '';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

/** A new start of the demo API on DEMO_DATA_FILE. */
async function start(file: string) {
  vi.stubEnv('DEMO_DATA_FILE', file);
  vi.resetModules();
  const store = await import('../../db/store');
  store.loadStore();
  return { ...(await import('../test-client')), ...(await import('../../db/orders')) };
}

const guestOrder = (productId: string) => guestOrderRequest(productId, 'restart-guest-key');

describe('the payment token and DEMO_DATA_FILE', () => {
  it('opens the bank after a restart, and pays once', async () => {
    folder = mkdtempSync(join(tmpdir(), 'demo-bank-'));
    const file = join(folder, 'demo-state.json');
    const first = await start(file);
    const productId = first.orders.all()[0]?.lines[0]?.productId ?? '';
    const placed = OrderCreatedSchema.parse(
      await first.json(
        await first.call('POST', '/api/orders/anonymous', { body: guestOrder(productId) }),
      ),
    );
    const link = placed.paymentUrl ?? '';
    const token = new URL(link, first.TEST_ORIGIN).searchParams.get('token') ?? '';

    const second = await start(file);
    expect((await second.call('GET', link)).status).toBe(200);
    const form = { order: placed.orderNumber, token, lang: 'nl', bank: 'ING', action: 'pay' };
    const pay = () =>
      second.call('POST', '/__demo/bank/complete', {
        body: new URLSearchParams(form).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
    expect((await pay()).status).toBe(303);

    const third = await start(file);
    expect(third.orders.byNumber(placed.orderNumber)?.status).toBe('paid');
    expect((await third.call('GET', link)).status).toBe(409);
  });

  it('keeps no token of an order whose save failed', async () => {
    folder = mkdtempSync(join(tmpdir(), 'demo-bank-'));
    // A folder that does not exist yet: the file reads as absent, and every save fails.
    const demo = await start(join(folder, 'missing', 'demo-state.json'));
    const productId = demo.orders.all()[0]?.lines[0]?.productId ?? '';
    // The number the order would have had: the one after the highest so far.
    const highest = Math.max(...demo.orders.all().map((o) => Number(o.orderNumber.slice(-6))));
    const wouldBe = demo.orderNumberFor(highest + 1, new Date().toISOString());
    const before = demo.orders.all().map((o) => o.orderNumber);

    // The handler throws (the server answers 500): the order is not confirmed.
    await expect(
      demo.call('POST', '/api/orders/anonymous', { body: guestOrder(productId) }),
    ).rejects.toThrow(/ENOENT/);
    expect(demo.orders.all().map((o) => o.orderNumber)).toEqual(before);
    expect(demo.orders.paymentTokenOf(wouldBe)).toBeUndefined();

    // The disk is back: the retry places that order, with a token that opens its bank page.
    mkdirSync(join(folder, 'missing'));
    const retried = OrderCreatedSchema.parse(
      await demo.json(
        await demo.call('POST', '/api/orders/anonymous', { body: guestOrder(productId) }),
      ),
    );
    expect(retried.orderNumber).toBe(wouldBe);
    expect((await demo.call('GET', retried.paymentUrl ?? '')).status).toBe(200);
  });
});
