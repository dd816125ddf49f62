import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { AddressInput } from '@/shared/api/contract/account';
import type { CartCalculation } from '@/shared/api/contract/cart';
import { writeAfterHydration } from '@/shared/lib/write-after-hydration';
import { MAX_AMOUNT, readStoredCart, type CartItem } from './stored-cart';

export type { CartItem } from './stored-cart';

export type CalculationStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface CartState {
  items: CartItem[];
  lastAddedProductId: string | null;
  /** Delivery address for the calculation (null: the shop's current country decides). Persisted. */
  address: AddressInput | null;
  /**
   * The latest calculation answer. Written only by the calculator (../calculation/calculator.ts),
   * which is loaded lazily by the cart and checkout pages: this file stays on the first paint.
   */
  calculation: CartCalculation | null;
  calculationStatus: CalculationStatus;
  /** Spec §4: raises the amount by 1; a new item starts at 0 (so 1 after the add) and gets dateAdded. */
  add: (productId: string, now?: Date) => void;
  /** Lowers the amount by 1 and drops the item at 0 or less. */
  remove: (productId: string) => void;
  /** A typed quantity: 0 or less drops the item, more than 9999 is clamped; unknown ids are ignored. */
  setAmount: (productId: string, amount: number) => void;
  setAddress: (address: AddressInput | null) => void;
  /** Spec clearCart: empties items, the calculated result and the last added item. */
  clear: () => void;
}

/**
 * The cart, restored from session storage after a reload. The stored format is versioned and
 * validated: a corrupt stored cart is discarded, never thrown.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      lastAddedProductId: null,
      address: null,
      calculation: null,
      calculationStatus: 'idle',
      add: (productId, now = new Date()) => {
        const items = get().items;
        const existing = items.find((item) => item.productId === productId);
        const next = existing
          ? items.map((item) =>
              item.productId === productId
                ? { ...item, amount: Math.min(item.amount + 1, MAX_AMOUNT) }
                : item,
            )
          : [...items, { productId, amount: 0 + 1, dateAdded: now.toISOString() }];
        set({ items: next, lastAddedProductId: productId });
      },
      remove: (productId) =>
        set({
          items: get()
            .items.map((item) =>
              item.productId === productId ? { ...item, amount: item.amount - 1 } : item,
            )
            .filter((item) => item.amount > 0),
        }),
      setAmount: (productId, amount) => {
        if (Number.isNaN(amount)) return;
        const wanted = Math.min(Math.trunc(amount), MAX_AMOUNT);
        set({
          items: get()
            .items.map((item) =>
              item.productId === productId ? { ...item, amount: wanted } : item,
            )
            .filter((item) => item.amount > 0),
        });
      },
      setAddress: (address) => set({ address }),
      clear: () =>
        set({ items: [], lastAddedProductId: null, calculation: null, calculationStatus: 'idle' }),
    }),
    {
      name: 'shop-cart',
      version: 1,
      // Nothing is written before the stored cart is read, so a reload never loses it.
      storage: writeAfterHydration(
        createJSONStorage(() => sessionStorage),
        (): boolean => useCartStore.persist.hasHydrated(),
      ),
      partialize: (state) => ({ items: state.items, address: state.address }),
      merge: (persisted, current) => {
        const stored = readStoredCart(persisted);
        return stored ? { ...current, ...stored } : current;
      },
      skipHydration: true,
    },
  ),
);
