/**
 * A guest's machines (docs/decisions/0071-my-machines.md), kept in local storage so they survive a
 * reload and a new visit: the catalogue's brand and model (ids, names, slugs) only, nothing
 * personal. Versioned and validated like the cart: a corrupt stored list starts empty.
 */
import * as z from 'zod/mini';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_MACHINES } from '@/shared/api/contract/machines';
import { writeAfterHydration } from '@/shared/lib/write-after-hydration';
import type { MachineModel } from '../machine';

const RefSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });
const StoredSchema = z.object({
  models: z.array(z.object({ brand: RefSchema, type: RefSchema })).check(z.maxLength(MAX_MACHINES)),
});

interface GuestMachinesState {
  models: MachineModel[];
  /** Adds a model once; a model already saved, or a full list, changes nothing. */
  add: (model: MachineModel) => void;
  remove: (typeId: string) => void;
  clear: () => void;
}

export const useGuestMachinesStore = create<GuestMachinesState>()(
  persist(
    (set, get) => ({
      models: [],
      add: (model) => {
        const { models } = get();
        if (models.length >= MAX_MACHINES || models.some((m) => m.type.id === model.type.id))
          return;
        set({ models: [...models, { brand: { ...model.brand }, type: { ...model.type } }] });
      },
      remove: (typeId) => set({ models: get().models.filter((m) => m.type.id !== typeId) }),
      clear: () => set({ models: [] }),
    }),
    {
      name: 'shop-machines',
      version: 1,
      storage: writeAfterHydration(
        createJSONStorage(() => localStorage),
        (): boolean => useGuestMachinesStore.persist.hasHydrated(),
      ),
      partialize: (state) => ({ models: state.models }),
      merge: (persisted, current) => {
        const stored = StoredSchema.safeParse(persisted);
        return stored.success ? { ...current, models: stored.data.models } : current;
      },
      // Read after the first render (useGuestMachines): the prerendered page has no stored list.
      skipHydration: true,
    },
  ),
);
