/**
 * An e-mail address handed to a registration form by the page that links there (the order
 * lookup's "Create an account with …"). It travels in the history entry's state, never in the
 * URL: an address in a URL ends up in server logs, browser history and shared links.
 */
export interface PrefillEmailState {
  prefillEmail: string;
}

export const prefillEmailState = (email: string): PrefillEmailState => ({ prefillEmail: email });

/** The address a link handed over, or '' (history state is anything a page pushed). */
export function prefilledEmail(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('prefillEmail' in state)) return '';
  const { prefillEmail } = state;
  return typeof prefillEmail === 'string' && prefillEmail.length <= 254 ? prefillEmail.trim() : '';
}
