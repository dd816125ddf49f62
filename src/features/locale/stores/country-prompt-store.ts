import { create } from 'zustand';

interface CountryPromptState {
  /** Whether the country-selection prompt is open (home's country prompt, requirements §1.2). */
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** The country prompt's visibility; the chosen country itself is the delivery target's. */
export const useCountryPromptStore = create<CountryPromptState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));
