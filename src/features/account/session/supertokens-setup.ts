/**
 * SuperTokens with a custom UI (no prebuilt screens), header token transfer, auth at `/auth`
 * on VITE_AUTH_DOMAIN or the page's own origin. Initialised once per page load; the SDK then
 * intercepts fetch to the API host, adding Authorization and refreshing on 401.
 */
import SuperTokens from 'supertokens-auth-react';
import EmailPassword from 'supertokens-auth-react/recipe/emailpassword';
import Passwordless from 'supertokens-auth-react/recipe/passwordless';
import Session from 'supertokens-auth-react/recipe/session';
import { getEnv } from '@/shared/config/env';
import { currentPageLanguage } from './page-language';
import { publishInvalidClaim, publishSessionEnded } from './session-events';
import { useSessionStore } from './session-store';

let initialised = false;

/** Auth calls carry the shop's language too, so mailed links and texts come in that language. */
async function withShopHeaders(context: { url: string; requestInit: RequestInit }) {
  const headers = new Headers(context.requestInit.headers);
  headers.set('x-locale', currentPageLanguage());
  return { url: context.url, requestInit: { ...context.requestInit, headers } };
}

export function initSuperTokens(): void {
  if (initialised) return;
  initialised = true;
  const origin = window.location.origin;
  SuperTokens.init({
    appInfo: {
      appName: 'Vacuum shop',
      apiDomain: getEnv().authDomain ?? origin,
      apiBasePath: '/auth',
      websiteDomain: origin,
      websiteBasePath: '/auth',
    },
    recipeList: [
      Session.init({
        tokenTransferMethod: 'header',
        onHandleEvent: (event) => {
          // A failed refresh or a sign-out anywhere (another tab too) ends the session here.
          if (event.action === 'SIGN_OUT' || event.action === 'UNAUTHORISED')
            useSessionStore.getState().setAbsent();
          // A session that really existed ended: the shop forgets what it kept of its user.
          if (
            event.action === 'SIGN_OUT' ||
            (event.action === 'UNAUTHORISED' && event.sessionExpiredOrRevoked)
          )
            publishSessionEnded();
          // A 403 is not retried by the SDK: the shop's one invalid-claim handler takes it.
          if (event.action === 'API_INVALID_CLAIM')
            publishInvalidClaim(event.claimValidationErrors);
        },
      }),
      EmailPassword.init({ preAPIHook: withShopHeaders }),
      Passwordless.init({ contactMethod: 'EMAIL', preAPIHook: withShopHeaders }),
    ],
  });
}

/** Resolves the session state of requirements §9.1 (present or absent) and records it. */
export async function resolveSession(): Promise<boolean> {
  const store = useSessionStore.getState();
  const userId = (await Session.doesSessionExist()) ? await currentUserId() : null;
  if (userId) store.setPresent(userId);
  else store.setAbsent();
  return userId !== null;
}

/**
 * The user id of the session, or null: the SDK rejects with 'No session exists' when the front
 * token went away in the meantime (e.g. a sign-out in another tab), which simply means no user.
 */
export async function currentUserId(): Promise<string | null> {
  try {
    return await Session.getUserId();
  } catch (error) {
    if (error instanceof Error && error.message === 'No session exists') return null;
    throw error;
  }
}

export * as claims from './claims';
export { EmailPassword, Passwordless, Session };
