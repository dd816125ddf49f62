/**
 * Placing an order is a mutation that carries its idempotency key: a retry after a failure, a
 * double click and the same order placed again all send the same key; another order a new one.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  IDEMPOTENCY_KEY_REUSED,
  type CreateOrderRequest,
  type OrderCreated,
} from '@/shared/api/contract/orders';
import { routeWrapper } from '../../../../tests/route-wrapper';
import { usePlaceOrder } from './use-place-order';

const wrapper = routeWrapper('/en/dashboard/checkout');

const order = (amount = 2): Omit<CreateOrderRequest, 'idempotencyKey'> => ({
  items: [{ id: 'p-1', amount }],
  deliveryAddressId: 'addr-1',
  paymentMethod: 'invoice',
});

const created: OrderCreated = {
  orderNumber: 'VS-1',
  paymentUrl: null,
  statusToken: 't'.repeat(43),
};

beforeEach(() => sessionStorage.clear());

describe('usePlaceOrder', () => {
  it('replays a failed order with the same key, and a changed order gets a new one', async () => {
    const keys: string[] = [];
    const send = vi.fn(
      async (_context: unknown, body: CreateOrderRequest): Promise<OrderCreated> => {
        keys.push(body.idempotencyKey);
        throw new Error('The connection dropped');
      },
    );
    const { result } = renderHook(() => usePlaceOrder('account', 'en', send), { wrapper });
    const placeAndFail = async (body: Omit<CreateOrderRequest, 'idempotencyKey'>) => {
      const calls = send.mock.calls.length;
      act(() => result.current.place(body));
      await waitFor(() => expect(send).toHaveBeenCalledTimes(calls + 1));
      await waitFor(() => expect(result.current.state.status).toBe('failed'));
    };

    await placeAndFail(order());
    await placeAndFail(order());
    expect(keys[1]).toBe(keys[0]);
    // Another cart is another order: a new key.
    await placeAndFail(order(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('says a key the API refused went wrong on its side, and tries again with a new key', async () => {
    const keys: string[] = [];
    const send = vi.fn(
      async (_context: unknown, body: CreateOrderRequest): Promise<OrderCreated> => {
        keys.push(body.idempotencyKey);
        if (keys.length > 1) return created;
        throw new ApiError({
          kind: 'http',
          status: 422,
          code: IDEMPOTENCY_KEY_REUSED,
          message: 'This idempotency key was already used with another request',
        });
      },
    );
    const { result } = renderHook(() => usePlaceOrder('account', 'en', send), { wrapper });

    act(() => result.current.place(order()));
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'failed', failure: 'error', fieldErrors: {} }),
    );
    // The same order again: sent (no lock left behind), once, under a key of its own.
    act(() => result.current.place(order()));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(keys[1]).not.toBe(keys[0]);
    await waitFor(() => expect(result.current.state.status).not.toBe('failed'));
  });

  it('says when a guest placed too many orders from this connection, and keeps the key', async () => {
    const keys: string[] = [];
    const send = vi.fn(
      async (_context: unknown, body: CreateOrderRequest): Promise<OrderCreated> => {
        keys.push(body.idempotencyKey);
        throw new ApiError({
          kind: 'http',
          status: 429,
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many requests. Try again in 3600 seconds.',
        });
      },
    );
    const { result } = renderHook(() => usePlaceOrder('anonymous', 'en', send), { wrapper });
    act(() => result.current.place(order()));
    await waitFor(() =>
      expect(result.current.state).toEqual({
        status: 'failed',
        failure: 'tooMany',
        fieldErrors: {},
      }),
    );
    act(() => result.current.place(order()));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('sends one order for a double click', async () => {
    const send = vi.fn(async () => created);
    const { result } = renderHook(() => usePlaceOrder('account', 'en', send), { wrapper });
    act(() => {
      result.current.place(order());
      result.current.place(order());
    });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
  });
});
