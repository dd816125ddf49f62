/**
 * Session events the UI reacts to, kept free of the SDK so the app can subscribe before (and
 * without) loading it. The SDK setup publishes; the app layer shows what the shopper needs to see.
 */
export interface InvalidClaim {
  id: string;
  reason?: unknown;
}

type InvalidClaimListener = (claims: InvalidClaim[]) => void;

const invalidClaimListeners = new Set<InvalidClaimListener>();

/** Requirements §9.1: a 403 invalid-claim answer goes to one handler. Returns the unsubscribe function. */
export function onInvalidClaim(listener: InvalidClaimListener): () => void {
  invalidClaimListeners.add(listener);
  return () => invalidClaimListeners.delete(listener);
}

export function publishInvalidClaim(claims: InvalidClaim[]): void {
  for (const listener of invalidClaimListeners) listener(claims);
}

type SessionEndedListener = () => void;

const sessionEndedListeners = new Set<SessionEndedListener>();

/**
 * The SDK saw a session end: signed out (here or in another tab) or a refresh the server refused,
 * also while the page was still starting (the store then goes from unknown, not present, to
 * absent). Returns the unsubscribe function.
 */
export function onSessionEnded(listener: SessionEndedListener): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

export function publishSessionEnded(): void {
  for (const listener of sessionEndedListeners) listener();
}
