import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { defaultLanguage, type Language } from '@/shared/config/languages';
import { writeAfterHydration } from '@/shared/lib/write-after-hydration';

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
      // The language loader's setLanguage runs before startup restores the country.
      storage: writeAfterHydration(
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
