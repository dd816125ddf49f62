import { create } from 'zustand';

interface AnnouncerState {
  message: string;
  announce: (message: string) => void;
}

/**
 * One polite status message for the whole shop (e.g. 'X has been added to your cart. Your cart
 * now holds 3 items.'). The same text twice in a row is cleared first, so it is read again.
 */
export const useAnnouncerStore = create<AnnouncerState>()((set, get) => ({
  message: '',
  announce: (message) => {
    if (get().message !== message) {
      set({ message });
      return;
    }
    set({ message: '' });
    setTimeout(() => set({ message }), 50);
  },
}));

/** Announces a message to screen readers from anywhere (a handler, a store). */
export const announce = (message: string): void => useAnnouncerStore.getState().announce(message);

/**
 * The live region behind announce(). It is in the page from the first render, empty, because
 * screen readers only follow changes of a region they already know.
 */
export function LiveAnnouncer() {
  const message = useAnnouncerStore((state) => state.message);
  return (
    <p className="visually-hidden" role="status" aria-live="polite" data-testid="live-announcer">
      {message}
    </p>
  );
}
