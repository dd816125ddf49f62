import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * zustand's `persist` writes on every change, also before it has read what was stored: a change
 * that early (the language loader runs before startup restores the stores) would overwrite the
 * stored state. This storage ignores writes until `hydrated()` says the stored state is in.
 */
export function writeAfterHydration<S>(
  storage: PersistStorage<S> | undefined,
  hydrated: () => boolean,
): PersistStorage<S> | undefined {
  if (!storage) return storage;
  return {
    ...storage,
    setItem: (name: string, value: StorageValue<S>) =>
      hydrated() ? storage.setItem(name, value) : undefined,
  };
}
