/**
 * The passwordless login attempt (requirements §9.3; docs/auth-protocol.md §4) through the real SDK:
 * request a code, type it, resend it, or start over. The SDK keeps the attempt (device and pre-auth session
 * ids) in local storage; the shop adds what the screens need after a reload, under the names the
 * SDK's own prebuilt UI uses: the address (`contactInfo`) and where to go after login.
 */
import { useCartStore } from '@/shared/cart/cart-store';
import { readStoredCart, type CartItem } from '@/shared/cart/stored-cart';
import { safeReturnTo } from '@/shared/config/paths';
import { isTooManyAttempts } from '../lib/too-many-attempts';
import { loadAuthSdk } from '../session/auth-sdk';
import { useSessionStore } from '../session/session-store';

interface ShopAttemptInfo {
  contactInfo?: string;
  redirectToPath?: string | null;
  /** The cart's lines when the mail was asked for (see `PendingAttempt.cart`). */
  shopCart?: unknown;
}

export interface PendingAttempt {
  email: string | null;
  preAuthSessionId: string;
  returnTo: string | null;
  /**
   * The cart's lines when the mail was asked for. The cart lives in the tab (session storage);
   * the mail's link opens another one, which gets these lines if its own cart is empty.
   */
  cart: CartItem[];
}

export type StartOutcome = { kind: 'sent' } | { kind: 'notAllowed' } | { kind: 'error' };

export type CodeOutcome =
  | { kind: 'ok' }
  | { kind: 'incorrect'; attemptsLeft: number }
  | { kind: 'expired' }
  | { kind: 'restart' }
  | { kind: 'notAllowed' }
  | { kind: 'tooManyAttempts' }
  | { kind: 'error' };

export type ResendOutcome = { kind: 'sent' } | { kind: 'restart' } | { kind: 'error' };

/** The attempt waiting for its code in this browser, or null. */
export async function readPendingAttempt(): Promise<PendingAttempt | null> {
  const { Passwordless } = await loadAuthSdk();
  const info = await Passwordless.getLoginAttemptInfo<ShopAttemptInfo>();
  if (!info?.preAuthSessionId) return null;
  return {
    email: typeof info.contactInfo === 'string' ? info.contactInfo : null,
    preAuthSessionId: info.preAuthSessionId,
    returnTo: safeReturnTo(info.redirectToPath),
    cart: readStoredCart({ items: info.shopCart })?.items ?? [],
  };
}

/**
 * Mails a login link and code; the SDK stores the attempt (local storage, until it is used or
 * abandoned), the shop adds the address, the return path and the cart's lines.
 */
export async function startPasswordlessLogin(
  email: string,
  returnTo: string | null,
): Promise<StartOutcome> {
  try {
    const { Passwordless } = await loadAuthSdk();
    const result = await Passwordless.createCode({ email });
    if (result.status !== 'OK') return { kind: 'notAllowed' };
    const info = await Passwordless.getLoginAttemptInfo();
    if (info) {
      await Passwordless.setLoginAttemptInfo<ShopAttemptInfo>({
        attemptInfo: {
          ...info,
          contactInfo: email,
          redirectToPath: safeReturnTo(returnTo),
          shopCart: useCartStore.getState().items,
        },
      });
    }
    return { kind: 'sent' };
  } catch (error) {
    // GENERAL_ERROR (e.g. an address the server rejects), a 5xx or no connection.
    console.error('Requesting a login code failed', error);
    return { kind: 'error' };
  }
}

/** Logs in with the typed code; on success the session is present (the guards move on). */
export async function submitLoginCode(userInputCode: string): Promise<CodeOutcome> {
  try {
    const { Passwordless } = await loadAuthSdk();
    const result = await Passwordless.consumeCode({ userInputCode });
    switch (result.status) {
      case 'OK':
        // The SDK leaves the attempt in storage (docs/auth-protocol.md §4.3); it is used up now.
        await Passwordless.clearLoginAttemptInfo();
        useSessionStore.getState().setPresent(result.user.id);
        return { kind: 'ok' };
      case 'INCORRECT_USER_INPUT_CODE_ERROR': {
        const attemptsLeft = result.maximumCodeInputAttempts - result.failedCodeInputAttemptCount;
        if (attemptsLeft > 0) return { kind: 'incorrect', attemptsLeft };
        // The last attempt is used up: the server has ended this attempt already.
        await Passwordless.clearLoginAttemptInfo();
        return { kind: 'restart' };
      }
      case 'EXPIRED_USER_INPUT_CODE_ERROR':
        return { kind: 'expired' };
      case 'RESTART_FLOW_ERROR':
        await Passwordless.clearLoginAttemptInfo();
        return { kind: 'restart' };
      case 'SIGN_IN_UP_NOT_ALLOWED':
        return { kind: 'notAllowed' };
      default:
        return { kind: 'error' };
    }
  } catch (error) {
    // Too many wrong codes: the attempt stays, and its code works again after a minute.
    if (isTooManyAttempts(error)) return { kind: 'tooManyAttempts' };
    console.error('Logging in with a code failed', error);
    return { kind: 'error' };
  }
}

export async function resendLoginCode(): Promise<ResendOutcome> {
  try {
    const { Passwordless } = await loadAuthSdk();
    const result = await Passwordless.resendCode();
    if (result.status === 'OK') return { kind: 'sent' };
    await Passwordless.clearLoginAttemptInfo();
    return { kind: 'restart' };
  } catch (error) {
    console.error('Resending the login code failed', error);
    return { kind: 'error' };
  }
}

/** Forgets the attempt in this browser, e.g. to use another address. */
export async function abandonLoginAttempt(): Promise<void> {
  const { Passwordless } = await loadAuthSdk();
  await Passwordless.clearLoginAttemptInfo();
}
