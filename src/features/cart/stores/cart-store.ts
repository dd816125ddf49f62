import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { z } from 'zod';

export const CartItemSchema = z.object({
  /** Product (packaging) id. */
  productId: z.string().min(1),
  amount: z.number().int().min(1).max(9999),
  /** ISO date-time of the first add. */
  dateAdded: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

const StoredCartSchema = z.object({ items: z.array(CartItemSchema).max(200) });

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
          ? items.map((item) => (item.productId === productId ? { ...item, amount: item.amount + 1 } : item))
          : [...items, { productId, amount: 0 + 1, dateAdded: now.toISOString() }];
        set({ items: next, lastAddedProductId: productId });
      },
      remove: (productId) =>
        set({
          items: get()
            .items.map((item) => (item.productId === productId ? { ...item, amount: item.amount - 1 } : item))
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
        const parsed = StoredCartSchema.safeParse(persisted);
        return parsed.success ? { ...current, items: parsed.data.items } : current;
      },
      skipHydration: true,
    },
  ),
);
