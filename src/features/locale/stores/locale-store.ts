import { create } from 'zustand';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';
import { defaultLanguage, type Language } from '@/shared/config/languages';

/** A storage that ignores writes until the store has read what was stored. */
function writeOnceHydrated<S>(
  storage: PersistStorage<S> | undefined,
  hydrated: () => boolean,
): PersistStorage<S> | undefined {
  if (!storage) return storage;
  return {
    ...storage,
    setItem: (name, value) => (hydrated() ? storage.setItem(name, value) : undefined),
  };
}

interface LocaleState {
  /** The language of the current route. */
  language: Language;
  /** The chosen delivery country (`x-country-code`), or null until one is chosen. */
  countryId: string | null;
  /** Whether the country-selection prompt is open. */
  showCountryModal: boolean;
  setLanguage: (language: Language) => void;
  setCountry: (countryId: string) => void;
  setShowCountryModal: (show: boolean) => void;
}

/**
 * Language, country and the country prompt. The country persists in localStorage (versioned);
 * hydration is manual (see startup) so nothing reads storage while a page renders.
 */
export const useLocaleStore = create<LocaleState>()(
  persist(
    (set) => ({
      language: defaultLanguage,
      countryId: null,
      showCountryModal: false,
      setLanguage: (language) => set({ language }),
      setCountry: (countryId) => set({ countryId, showCountryModal: false }),
      setShowCountryModal: (showCountryModal) => set({ showCountryModal }),
    }),
    {
      name: 'shop-country',
      version: 1,
      // zustand's persist writes on every change, also before the stored state is read: the
      // language loader's setLanguage (it runs before startup) would overwrite the stored country.
      storage: writeOnceHydrated(
        createJSONStorage(() => localStorage),
        (): boolean => useLocaleStore.persist.hasHydrated(),
      ),
      partialize: (state) => ({ countryId: state.countryId }),
      migrate: (persisted) => {
        const countryId = (persisted as { countryId?: unknown } | null)?.countryId;
        return {
          countryId:
            typeof countryId === 'string' && /^[A-Z]{2}$/.test(countryId) ? countryId : null,
        };
      },
      skipHydration: true,
    },
  ),
);
