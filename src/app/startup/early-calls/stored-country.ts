/**
 * The delivery country the app will restore (src/shared/shopper/delivery-target-store.ts), read
 * without zustand so the early script stays tiny. Anything unreadable counts as no country; the
 * client then simply does not take the early answer.
 */
export function storedCountryId(): string | null {
  try {
    const raw = localStorage.getItem('shop-delivery-target');
    const countryId = (JSON.parse(raw ?? 'null') as { state?: { countryId?: unknown } } | null)
      ?.state?.countryId;
    return typeof countryId === 'string' && /^[A-Z]{2}$/.test(countryId) ? countryId : null;
  } catch {
    return null;
  }
}
