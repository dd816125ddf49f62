import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { writeAfterHydration } from '@/shared/lib/write-after-hydration';
import { MAX_AMOUNT, readStoredCart, type CartItem } from './stored-cart';

export type { CartItem } from './stored-cart';

export interface CartState {
  items: CartItem[];
  lastAddedProductId: string | null;
  /** Requirements §6.1: raises the amount by 1; a new item starts at 0 (so 1 after the add) and gets dateAdded. */
  add: (productId: string, now?: Date) => void;
  /** Adds `count` packagings at once (the product page's quantity), as `count` adds would. */
  addCount: (productId: string, count: number, now?: Date) => void;
  /** Lowers the amount by 1 and drops the item at 0 or less. */
  remove: (productId: string) => void;
  /** A typed quantity: 0 or less drops the item, more than 9999 is clamped; unknown ids are ignored. */
  setAmount: (productId: string, amount: number) => void;
  /**
   * Undoes a line's removal: the line comes back where it was, with its date; if the product was
   * added again since, its amount is added to that line.
   */
  putBack: (line: CartItem, index: number) => void;
  /** clearCart: empties the items and the last added item (the calculation follows the lines). */
  clear: () => void;
}

/**
 * The cart's lines: client state, restored from session storage after a reload. What the server
 * answers about them (the calculation) lives in React Query (./cart-calculation.ts); where they
 * go, in the delivery target (src/shared/shopper). The stored format is versioned and validated:
 * a corrupt stored cart is discarded, never thrown.
 */
export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      items: [],
      lastAddedProductId: null,
      add: (productId, now = new Date()) => get().addCount(productId, 1, now),
      addCount: (productId, count, now = new Date()) => {
        if (!Number.isInteger(count) || count < 1) return;
        const items = get().items;
        const existing = items.find((item) => item.productId === productId);
        const next = existing
          ? items.map((item) =>
              item.productId === productId
                ? { ...item, amount: Math.min(item.amount + count, MAX_AMOUNT) }
                : item,
            )
          : [
              ...items,
              { productId, amount: Math.min(0 + count, MAX_AMOUNT), dateAdded: now.toISOString() },
            ];
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
      putBack: (line, index) => {
        const items = get().items;
        if (items.some((item) => item.productId === line.productId))
          return get().addCount(line.productId, line.amount);
        set({ items: [...items.slice(0, index), line, ...items.slice(index)] });
      },
      clear: () => set({ items: [], lastAddedProductId: null }),
    }),
    {
      name: 'shop-cart',
      version: 2,
      // Nothing is written before the stored cart is read, so a reload never loses it.
      storage: writeAfterHydration(
        createJSONStorage(() => sessionStorage),
        (): boolean => useCartStore.persist.hasHydrated(),
      ),
      partialize: (state) => ({ items: state.items }),
      // Version 1 carried the delivery address too: only its lines are kept (readStoredCart).
      migrate: (persisted) => persisted as { items: CartItem[] },
      merge: (persisted, current) => {
        const stored = readStoredCart(persisted);
        return stored ? { ...current, ...stored } : current;
      },
      skipHydration: true,
    },
  ),
);
