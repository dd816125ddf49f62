/**
 * The favourite a guest asked for: the heart opens the login dialog instead, and once they are
 * logged in (in that dialog, or by registering from it) the product is added for them
 * (../api/add-pending-favorite.ts), so they need not find the heart again.
 *
 * Session storage, not memory: registering leaves the product page for two registration pages
 * and may take a reload, which the return path survives (it is in the URL) and so should the
 * wish. Not local storage: a wish outliving the tab would be added for whoever logs in on this
 * browser days later. For the same reason it expires after half an hour, and closing the dialog
 * without logging in forgets it (src/app/layout/modal-hosts.tsx). Versioned and validated when
 * read; anything unreadable counts as absent.
 */
const STORAGE_KEY = 'shop-pending-favorite';
const VERSION = 1;
/** Long enough to fill in both registration steps, short enough not to surprise anyone later. */
export const PENDING_FAVORITE_MAX_AGE_MS = 30 * 60 * 1000;

interface StoredWish {
  v: typeof VERSION;
  productId: string;
  /** When the guest pressed the heart (ms since the epoch). */
  at: number;
}

export function rememberPendingFavorite(productId: string, now = Date.now()): void {
  const wish: StoredWish = { v: VERSION, productId, at: now };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(wish));
  } catch {
    // Storage full or blocked: the login still works, the shopper presses the heart again.
  }
}

export function forgetPendingFavorite(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

function read(): unknown {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

/** The product the guest asked for, at most once: reading it forgets it. */
export function takePendingFavorite(now = Date.now()): string | null {
  const wish = read();
  forgetPendingFavorite();
  if (typeof wish !== 'object' || wish === null) return null;
  const { v, productId, at } = wish as Partial<Record<keyof StoredWish, unknown>>;
  if (v !== VERSION || typeof productId !== 'string' || !productId) return null;
  if (typeof at !== 'number' || at > now || now - at > PENDING_FAVORITE_MAX_AGE_MS) return null;
  return productId;
}
