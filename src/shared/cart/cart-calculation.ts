/**
 * The cart's calculation (requirements §6.2) as server state: POST cart/calculate keyed by the lines, the
 * delivery address and the shopper context. Cart and checkout read the same query, so they show
 * the same totals for the same lines and delivery target. Every change of an input is another
 * key: an answer for older inputs lands under its own key and is never shown for newer ones,
 * while the previous totals stay on screen (marked busy) until the new answer is in.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { api } from '@/shared/api/api';
import type { Address, AddressInput } from '@/shared/api/contract/account';
import type { CartCalculateRequest, CartCalculation } from '@/shared/api/contract/cart';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { cartKeys } from './cart-keys';
import { useCartStore, type CartItem } from './cart-store';
import { useCartRestored } from './use-cart-restored';

export const cartCalculationQueryOptions = (
  context: ShopperContext,
  request: CartCalculateRequest,
) =>
  queryOptions({
    queryKey: cartKeys.calculation(context, request),
    queryFn: ({ signal }) =>
      api.call('calculateCart', { context, body: request, signal }).catch((error: unknown) => {
        // A failed calculation is logged (one given up for newer inputs did not fail).
        if (!signal.aborted) console.error('Cart calculation failed', error);
        throw error;
      }),
    // Totals are money: a screen that opens asks again, showing the cached ones meanwhile.
    staleTime: 0,
    // A failure is shown as 'totals unavailable' with a retry; asking twice only delays that.
    retry: false,
  });

/** The saved address as the calculation's input (the id is the address book's, not the cart's). */
export const addressInputOf = ({
  name,
  address,
  postalcode,
  city,
  country,
  telephone,
  isDefaultDelivery,
}: Address): AddressInput => ({
  name,
  address,
  postalcode,
  city,
  country,
  telephone,
  isDefaultDelivery,
});

/** idle: empty cart; loading: an answer for the current inputs is on its way (older totals stay). */
export type CalculationStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartCalculationState {
  status: CalculationStatus;
  /** null on error: totals are shown as unavailable, never as possibly wrong numbers. */
  calculation: CartCalculation | null;
  /** The delivery country the totals are for: the chosen one, else the API's default. */
  countryId: string | null;
  retry: () => void;
}

/** The calculation of the current cart for the current delivery target, kept up to date. */
export function useCartCalculation(): CartCalculationState {
  const context = useShopperContext();
  const restored = useCartRestored();
  const items = useCartStore((state) => state.items);
  const target = useDeliveryTargetStore(
    useShallow(({ addressId, address }) => ({ addressId, address })),
  );
  // A chosen address is sent once the address book has it (after a reload, a moment later).
  const addressPending = target.addressId !== null && target.address?.id !== target.addressId;
  const request = useMemo<CartCalculateRequest>(
    () => ({
      products: items.map((item) => ({ id: item.productId, amount: item.amount })),
      deliveryAddress: target.address ? addressInputOf(target.address) : null,
    }),
    [items, target.address],
  );
  const empty = restored && items.length === 0;
  const query = useQuery({
    ...cartCalculationQueryOptions(context, request),
    enabled: restored && !empty && !addressPending,
    placeholderData: keepPreviousData,
  });

  // With no country chosen the API calculates for its own default country: cart and checkout
  // both name that one as the delivery country (and offer to change it), never two different ones.
  const countryId = context.countryId ?? query.data?.countryId ?? null;

  if (empty) return { status: 'idle', calculation: null, countryId, retry: () => undefined };
  const status: CalculationStatus = query.isError
    ? 'error'
    : query.isSuccess && !query.isPlaceholderData && !query.isFetching
      ? 'ready'
      : 'loading';
  return {
    status,
    calculation: query.isError ? null : (query.data ?? null),
    countryId,
    retry: () => void query.refetch(),
  };
}

/** The calculation named this line's product as one the shop no longer sells. */
export const isUnavailable = (calculation: CartCalculation | null, productId: string): boolean =>
  calculation?.unavailableProductIds?.includes(productId) ?? false;

/**
 * The lines an order can hold: all but those the shop no longer sells. They stay in the cart,
 * shown as unavailable with their remove button, and are never sent with an order.
 */
export const orderableItems = (
  items: readonly CartItem[],
  calculation: CartCalculation | null,
): CartItem[] => items.filter((item) => !isUnavailable(calculation, item.productId));
