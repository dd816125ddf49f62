/**
 * Logging in by the mailed magic link (docs/auth-protocol.md §4.3): `consumeCode()` without a code
 * reads the link code from the address's fragment and preAuthSessionId and tenantId from its query.
 * A link code works once, and StrictMode runs effects twice: so each link code gets one request,
 * shared by whoever asks while it runs (supertokens-auth-react#428, #873).
 */
import { useCartStore } from '@/shared/cart/cart-store';
import { loadAuthSdk } from '../session/auth-sdk';
import { useSessionStore } from '../session/session-store';
import { readPendingAttempt } from './login-attempt';

export type MagicLinkOutcome =
  | { kind: 'ok'; returnTo: string | null }
  | { kind: 'restart' }
  | { kind: 'notAllowed' }
  | { kind: 'error' };

interface Consumption {
  promise: Promise<MagicLinkOutcome>;
  settled: boolean;
}

const consumptions = new Map<string, Consumption>();

async function consume(preAuthSessionId: string): Promise<MagicLinkOutcome> {
  try {
    const { Passwordless } = await loadAuthSdk();
    // Read before the login: the attempt this browser started may say where the shopper was.
    const pending = await readPendingAttempt();
    const result = await Passwordless.consumeCode();
    switch (result.status) {
      case 'OK': {
        const ours = pending?.preAuthSessionId === preAuthSessionId ? pending : null;
        const returnTo = ours?.returnTo ?? null;
        // The link opened a tab of its own: the cart the shopper asked for it with comes along.
        const cart = useCartStore.getState();
        if (cart.items.length === 0) ours?.cart.forEach((line, index) => cart.putBack(line, index));
        // Whatever attempt this browser had waiting is moot now that the shopper is logged in.
        await Passwordless.clearLoginAttemptInfo();
        useSessionStore.getState().setPresent(result.user.id);
        return { kind: 'ok', returnTo };
      }
      case 'SIGN_IN_UP_NOT_ALLOWED':
        return { kind: 'notAllowed' };
      // Expired, already used or unknown: for a link all mean "this link no longer works".
      case 'RESTART_FLOW_ERROR':
      case 'EXPIRED_USER_INPUT_CODE_ERROR':
      case 'INCORRECT_USER_INPUT_CODE_ERROR':
        return { kind: 'restart' };
      default:
        return { kind: 'error' };
    }
  } catch (error) {
    console.error('Logging in with the magic link failed', error);
    return { kind: 'error' };
  }
}

/** Consumes the link code once, however often it is asked for while the page shows it. */
export function consumeMagicLinkOnce(
  linkCode: string,
  preAuthSessionId: string,
): Promise<MagicLinkOutcome> {
  const running = consumptions.get(linkCode);
  if (running) return running.promise;
  const consumption: Consumption = {
    promise: consume(preAuthSessionId).finally(() => {
      consumption.settled = true;
    }),
    settled: false,
  };
  consumptions.set(linkCode, consumption);
  return consumption.promise;
}

/**
 * Called when the page goes away. A finished consumption is forgotten, so opening the link again
 * asks the server (which says it was used); one still running stays, for StrictMode's remount.
 */
export function releaseMagicLink(linkCode: string): void {
  if (consumptions.get(linkCode)?.settled) consumptions.delete(linkCode);
}
