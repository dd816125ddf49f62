/**
 * The SuperTokens SDK, loaded off the first-paint path: catalogue calls never wait for it, and
 * the first call that needs a user awaits `loadAuthSdk()` (docs/architecture.md).
 */
type AuthSdk = typeof import('./supertokens-setup');

let loading: Promise<AuthSdk> | undefined;

export function loadAuthSdk(): Promise<AuthSdk> {
  loading ??= import('./supertokens-setup').then((sdk) => {
    sdk.initSuperTokens();
    return sdk;
  });
  return loading;
}
