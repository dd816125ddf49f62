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

/** Spec §4: a 403 invalid-claim answer goes to one handler. Returns the unsubscribe function. */
export function onInvalidClaim(listener: InvalidClaimListener): () => void {
  invalidClaimListeners.add(listener);
  return () => invalidClaimListeners.delete(listener);
}

export function publishInvalidClaim(claims: InvalidClaim[]): void {
  for (const listener of invalidClaimListeners) listener(claims);
}
