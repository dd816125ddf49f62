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
import { useSessionStore } from './session-store';

let initialised = false;

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
          if (event.action === 'SIGN_OUT' || event.action === 'UNAUTHORISED') useSessionStore.getState().setAbsent();
        },
      }),
      EmailPassword.init(),
      Passwordless.init({ contactMethod: 'EMAIL' }),
    ],
  });
}

/** Resolves the session state of spec §4 (present or absent) and records it. */
export async function resolveSession(): Promise<boolean> {
  const exists = await Session.doesSessionExist();
  const store = useSessionStore.getState();
  if (exists) store.setPresent(await Session.getUserId());
  else store.setAbsent();
  return exists;
}

export { Session };
