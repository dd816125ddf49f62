import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addresses } from '../../db/addresses';
import { resetStore } from '../../db/store';
import { call } from '../test-client';

beforeEach(() => resetStore());
afterEach(() => {
  delete process.env.DEMO_TIMEOUT_MS;
});

const DEMO_FAULT = { message: 'Demo fault: internal server error', code: 'DEMO_FAULT' };

describe('faults by header or query', () => {
  it('answers 500 with the demo fault body', async () => {
    const response = await call('GET', '/api/countries', { headers: { 'x-demo-fault': '500' } });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual(DEMO_FAULT);
    expect((await call('GET', '/api/countries?demo-fault=500')).status).toBe(500);
  });

  it('answers valid JSON of the wrong shape for malformed, and invalid JSON for malformed-json', async () => {
    const wrongShape = await call('GET', '/api/user/data', {
      as: 'user-anna',
      headers: { 'x-demo-fault': 'malformed' },
    });
    expect(wrongShape.status).toBe(200);
    expect(await wrongShape.json()).toEqual({ unexpected: true });
    const broken = await call('GET', '/api/countries?demo-fault=malformed-json');
    expect(broken.status).toBe(200);
    expect(broken.headers.get('content-type')).toContain('application/json');
    await expect(broken.json()).rejects.toThrow();
  });

  it('waits DEMO_TIMEOUT_MS and then answers 504', async () => {
    process.env.DEMO_TIMEOUT_MS = '30';
    const started = Date.now();
    const response = await call('POST', '/auth/signin', {
      headers: { 'x-demo-fault': 'timeout' },
      body: {},
    });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('fails before the handler runs, so nothing is written', async () => {
    const before = JSON.stringify(addresses.list('user:user-anna'));
    const body = {
      name: 'X',
      address: 'Y 1',
      postalcode: '1234 AB',
      city: 'Z',
      country: 'NL',
      telephone: '+31 6 1234 5678',
      isDefaultDelivery: true,
    };
    expect(
      (
        await call('POST', '/api/addresses', {
          as: 'user-anna',
          body,
          headers: { 'x-demo-fault': '500' },
        })
      ).status,
    ).toBe(500);
    expect(JSON.stringify(addresses.list('user:user-anna'))).toBe(before);
  });

  it('leaves other requests and unknown fault values alone', async () => {
    expect((await call('GET', '/api/countries')).status).toBe(200);
    expect(
      (await call('GET', '/api/countries', { headers: { 'x-demo-fault': 'explode' } })).status,
    ).toBe(200);
    expect(
      (await call('GET', '/__demo/health', { headers: { 'x-demo-fault': '500' } })).status,
    ).toBe(200);
  });
});

describe('configured fault rules', () => {
  it('fails the matching path and method the given number of times, then lets requests through', async () => {
    const added = await call('POST', '/__demo/faults', {
      body: { path: 'cart/calculate', method: 'post', fault: '500', times: 2 },
    });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({
      path: 'cart/calculate',
      method: 'POST',
      fault: '500',
      remaining: 2,
    });
    const calculate = () =>
      call('POST', '/api/cart/calculate', { body: { products: [], deliveryAddress: null } });
    expect((await call('GET', '/api/countries')).status).toBe(200);
    expect((await calculate()).status).toBe(500);
    expect(await (await call('GET', '/__demo/faults')).json()).toMatchObject([{ remaining: 1 }]);
    expect((await calculate()).status).toBe(500);
    expect((await calculate()).status).toBe(200);
    expect(await (await call('GET', '/__demo/faults')).json()).toEqual([]);
  });

  it('matches auth paths and whole path segments, until cleared', async () => {
    await call('POST', '/__demo/faults', { body: { path: '/auth/signin', fault: 'malformed' } });
    await call('POST', '/__demo/faults', { body: { path: 'orders', fault: '500' } });
    for (let i = 0; i < 3; i += 1) {
      expect(await (await call('POST', '/auth/signin', { body: {} })).json()).toEqual({
        unexpected: true,
      });
    }
    expect((await call('GET', '/api/orders/VS-2025-000101', { as: 'user-anna' })).status).toBe(500);
    expect((await call('GET', '/api/countries')).status).toBe(200);
    expect((await call('DELETE', '/__demo/faults')).status).toBe(204);
    expect((await call('GET', '/api/orders/VS-2025-000101', { as: 'user-anna' })).status).toBe(200);
  });

  it('rejects an invalid rule', async () => {
    expect(
      (await call('POST', '/__demo/faults', { body: { path: 'cart', fault: 'explode' } })).status,
    ).toBe(422);
    expect((await call('POST', '/__demo/faults', { body: { fault: '500' } })).status).toBe(422);
    expect((await call('POST', '/__demo/faults', { body: '{' })).status).toBe(400);
    expect(await (await call('GET', '/__demo/faults')).json()).toEqual([]);
  });
});

describe('health and reset', () => {
  it('answers health and re-seeds the store on reset, clearing fault rules too', async () => {
    expect(await (await call('GET', '/__demo/health')).json()).toEqual({ ok: true });
    await call('DELETE', '/api/addresses/addr-anna-utrecht', { as: 'user-anna' });
    await call('POST', '/__demo/faults', { body: { path: 'brands', fault: '500' } });
    expect((await call('POST', '/__demo/reset')).status).toBe(200);
    expect(addresses.list('user:user-anna').map((a) => a.id)).toEqual(['addr-anna-utrecht']);
    expect(await (await call('GET', '/__demo/faults')).json()).toEqual([]);
  });
});
