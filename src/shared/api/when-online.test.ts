import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { whenOnline } from './when-online';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('whenOnline', () => {
  it('resolves at once when the browser is online', async () => {
    expect(await settled(whenOnline(undefined, () => true))).toBe(true);
  });

  it('waits while offline and resolves on the online event', async () => {
    const waiting = whenOnline(undefined, () => false);
    expect(await settled(waiting)).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(await settled(waiting)).toBe(true);
  });

  it('does not wait where navigator has no onLine (Node 21 and later, prerendering)', async () => {
    // Node's own navigator: a user agent, no onLine.
    vi.stubGlobal('navigator', { userAgent: 'Node.js/24' });
    try {
      expect(await settled(whenOnline())).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits where the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    try {
      expect(await settled(whenOnline())).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops waiting when the caller gives up', async () => {
    const controller = new AbortController();
    const waiting = whenOnline(controller.signal, () => false);
    controller.abort();
    expect(await settled(waiting)).toBe(true);
  });
});

const guest = { accountType: 'personal', locale: 'nl', countryId: null } as const;

describe('the API client while offline', () => {
  it('sends the call only once the connection is back', async () => {
    let online = false;
    const fetchImpl = vi.fn(async () => Response.json([]));
    const client = createApiClient({
      baseUrl: '/api',
      fetch: fetchImpl as unknown as typeof fetch,
      whenOnline: (signal) => whenOnline(signal, () => online),
    });
    const call = client.call('brands', { context: guest });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchImpl).not.toHaveBeenCalled();
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect(call).resolves.toEqual([]);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('ends a waiting call as cancelled when its signal aborts', async () => {
    const fetchImpl = vi.fn(async () => Response.json([]));
    const client = createApiClient({
      baseUrl: '/api',
      fetch: fetchImpl as unknown as typeof fetch,
      whenOnline: (signal) => whenOnline(signal, () => false),
    });
    const controller = new AbortController();
    const call = client.call('brands', { context: guest, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
