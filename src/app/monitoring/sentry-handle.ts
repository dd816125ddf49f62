/**
 * The running Sentry client, once `initSentry` (loaded after first paint) has started it. Kept
 * apart from the set-up so error pages can report without pulling the set-up into the entry.
 */
interface SentryClient {
  captureException: (error: unknown) => string;
}

let client: SentryClient | undefined;

export function setSentryClient(next: SentryClient): void {
  client = next;
}

export const hasSentryClient = (): boolean => client !== undefined;

/** Reports an error when Sentry is active; answers the event id, or undefined. */
export function captureError(error: unknown): string | undefined {
  return client?.captureException(error);
}
