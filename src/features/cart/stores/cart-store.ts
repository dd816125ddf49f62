import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readStoredCart, type CartItem } from './stored-cart';

export type { CartItem } from './stored-cart';

interface CartState {
  items: CartItem[];
  lastAddedProductId: string | null;
  /** Spec §4: raises the amount by 1; a new item starts at 0 (so 1 after the add) and gets dateAdded. */
  add: (productId: string, now?: Date) => void;
  /** Lowers the amount by 1 and drops the item at 0 or less. */
  remove: (productId: string) => void;
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
      add: (productId, now = new Date()) => {
        const items = get().items;
        const existing = items.find((item) => item.productId === productId);
        const next = existing
          ? items.map((item) =>
              item.productId === productId ? { ...item, amount: item.amount + 1 } : item,
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
      clear: () => set({ items: [], lastAddedProductId: null }),
    }),
    {
      name: 'shop-cart',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ items: state.items }),
      merge: (persisted, current) => {
        const items = readStoredCart(persisted);
        return items ? { ...current, items } : current;
      },
      skipHydration: true,
    },
  ),
);
