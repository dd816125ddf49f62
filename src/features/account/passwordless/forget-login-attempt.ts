/**
 * The SDK keeps a pending passwordless attempt in local storage under this key (requirements §9.3: version,
 * tenantId, deviceId, preAuthSessionId, flowType; the shop adds the e-mail address). Forgetting it
 * needs no SDK: when a session ends, the shop drops it without loading the auth code.
 */
const LOGIN_ATTEMPT_STORAGE = 'supertokens-passwordless-loginAttemptInfo';

export function forgetLoginAttempt(): void {
  try {
    localStorage.removeItem(LOGIN_ATTEMPT_STORAGE);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
