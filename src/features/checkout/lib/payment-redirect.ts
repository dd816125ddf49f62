/**
 * Leaving the shop for the bank's payment page. One object, so tests can see where the shop would
 * go (jsdom cannot navigate away) without mocking a module.
 */
export const paymentRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/** Only a web address is followed: never `javascript:` or another scheme from an answer. */
export function isPaymentUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
