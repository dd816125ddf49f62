/**
 * Error reporting and session replay (spec §9): active only when VITE_SENTRY_DSN is set, loaded
 * after first paint so it costs a shopper nothing up front.
 */
import type { ErrorEvent } from '@sentry/react';
import type { Env } from '@/shared/config/env';
import { hasSentryClient, setSentryClient } from './sentry-handle';
import { scrubEvent } from './scrub';

type Sentry = typeof import('@sentry/react');

export const TRACES_SAMPLE_RATE = 0.2;
export const REPLAYS_SESSION_SAMPLE_RATE = 1;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1;

export function sentryOptions(env: Env, integrations: { tracing: unknown; replay: unknown }) {
  return {
    dsn: env.sentryDsn,
    environment: env.sentryEnvironment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
    // A deploy removes old chunks; the app reloads for those (reload-once), so they are not bugs.
    ignoreErrors: [/dynamically imported module/i, /Importing a module script failed/i],
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
    integrations: (defaults: Array<{ name: string }>) => [
      // Session tracking only in production.
      ...defaults.filter(
        (integration) => env.isProduction || integration.name !== 'BrowserSession',
      ),
      integrations.tracing,
      integrations.replay,
    ],
  };
}

export async function initSentry(env: Env): Promise<void> {
  if (!env.sentryDsn || hasSentryClient()) return;
  const module = await import('@sentry/react');
  const options = sentryOptions(env, {
    tracing: module.browserTracingIntegration(),
    replay: module.replayIntegration({ maskAllText: true, blockAllMedia: true }),
  });
  module.init(options as Parameters<Sentry['init']>[0]);
  setSentryClient(module);
}
