/**
 * A guest's machines (docs/decisions/0071-my-machines.md), kept in local storage so they survive a
 * reload and a new visit: the catalogue's brand and model (ids, names, slugs) only, nothing
 * personal. Versioned and validated like the cart: a corrupt stored list starts empty.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_MACHINES } from '@/shared/api/contract/constants';
import { writeAfterHydration } from '@/shared/lib/write-after-hydration';
import type { MachineModel } from '../machine';

// A check by hand rather than a schema: home and product pages read this list, and the schema
// library is not in their scripts.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isRef = (value: unknown): boolean =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.url === 'string';
const isModel = (value: unknown): value is MachineModel =>
  isRecord(value) && isRef(value.brand) && isRef(value.type);

/** The stored models, or null when the stored value is not a list of at most MAX_MACHINES. */
function storedModels(persisted: unknown): MachineModel[] | null {
  if (!isRecord(persisted) || !Array.isArray(persisted.models)) return null;
  const models: unknown[] = persisted.models;
  return models.length <= MAX_MACHINES && models.every(isModel)
    ? models.map(({ brand, type }) => ({
        brand: { id: brand.id, name: brand.name, url: brand.url },
        type: { id: type.id, name: type.name, url: type.url },
      }))
    : null;
}

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
        const models = storedModels(persisted);
        return models ? { ...current, models } : current;
      },
      // Read after the first render (useGuestMachines): the prerendered page has no stored list.
      skipHydration: true,
    },
  ),
);
