/**
 * The per-client attempt limits key on the address the demo server saw the request come from; a
 * client must not be able to choose that key by sending the header itself.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, clientKey } from '../throttle/client-key';
import { startHandlerServer, type RunningServer } from './create-server';

let server: RunningServer;

beforeAll(async () => {
  server = await startHandlerServer({
    port: 0,
    handlers: [
      http.post('*/auth/signin', ({ request }) =>
        HttpResponse.json({
          value: request.headers.get(CLIENT_ADDRESS_HEADER),
          key: clientKey(request),
        }),
      ),
    ],
  });
});
afterAll(() => server.close());

describe('the client address of a request to the demo server', () => {
  it('is the remote address of the connection, whatever the client sent', async () => {
    const response = await fetch(`${server.url}/auth/signin`, {
      method: 'POST',
      headers: { [CLIENT_ADDRESS_HEADER]: '203.0.113.66' },
      body: '{}',
    });
    const { value, key } = (await response.json()) as { value: string; key: string };
    expect(value).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(key).toBe('127.0.0.1');
  });
});
