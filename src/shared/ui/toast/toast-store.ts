import { create } from 'zustand';

/** A translatable text: a message id with values, or text that is already final (a server message). */
export type ToastText = { id: string; values?: Record<string, string | number> } | { raw: string };

export type ToastTone = 'error' | 'success' | 'info';

export interface Toast {
  key: number;
  tone: ToastTone;
  title: ToastText;
  text?: ToastText;
  /** An optional action, e.g. 'Reload' when a new build is live. */
  action?: { label: ToastText; onClick: () => void };
}

/** At most this many toasts are visible at once (requirements §11.4); a new one pushes out the oldest. */
export const MAX_VISIBLE_TOASTS = 5;
const AUTO_CLOSE_MS: Record<ToastTone, number | null> = { error: null, success: 6000, info: 6000 };

interface ToastState {
  toasts: Toast[];
  show: (toast: Omit<Toast, 'key'>) => number;
  dismiss: (key: number) => void;
  clear: () => void;
}

let nextKey = 1;

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  show: (toast) => {
    // The same message twice (two calls refused for one reason) is said once: the one on screen.
    const same = get().toasts.find(
      (shown) =>
        shown.tone === toast.tone &&
        JSON.stringify([shown.title, shown.text]) === JSON.stringify([toast.title, toast.text]) &&
        !shown.action &&
        !toast.action,
    );
    if (same) return same.key;
    const key = nextKey++;
    set({ toasts: [...get().toasts, { ...toast, key }].slice(-MAX_VISIBLE_TOASTS) });
    // A toast with an action waits for the shopper; errors stay until closed.
    const closeAfter = toast.action ? null : AUTO_CLOSE_MS[toast.tone];
    if (closeAfter !== null) setTimeout(() => get().dismiss(key), closeAfter);
    return key;
  },
  dismiss: (key) => set({ toasts: get().toasts.filter((t) => t.key !== key) }),
  clear: () => set({ toasts: [] }),
}));

/** Shows a toast from anywhere (query caches, startup, handlers). */
export const showToast = (toast: Omit<Toast, 'key'>): number =>
  useToastStore.getState().show(toast);
