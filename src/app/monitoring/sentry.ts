/**
 * Error reporting and session replay (requirements §12.1): active only when VITE_SENTRY_DSN is set, loaded
 * after first paint so it costs a shopper nothing up front.
 */
import type { ErrorEvent } from '@sentry/react';
import type { Env } from '@/shared/config/env';
import { hasSentryClient, setSentryClient } from './sentry-handle';
import { scrubEvent, scrubRecordingEvent } from './scrub';

type Sentry = typeof import('@sentry/react');

/** An event processor for every event type (replay events carry the visited URLs in `urls`). */
export const scrubIntegration = {
  name: 'ScrubPersonalData',
  processEvent: <T extends object>(event: T) => scrubEvent(event),
};

/** Replay options: everything masked, and URLs in the recording scrubbed. */
export const replayOptions = {
  maskAllText: true,
  blockAllMedia: true,
  beforeAddRecordingEvent: scrubRecordingEvent,
};

export function sentryOptions(env: Env, integrations: { tracing: unknown; replay: unknown }) {
  return {
    dsn: env.sentryDsn,
    environment: env.sentryEnvironment,
    // The build id: the release this build uploads its source maps to
    // (vite/sentry-source-maps.ts), so stack traces are shown with the original code.
    release: env.buildId,
    // The rates of requirements §12.1 unless the build configures others (src/shared/config/env.ts).
    tracesSampleRate: env.sentryTracesSampleRate,
    replaysSessionSampleRate: env.sentryReplaysSessionSampleRate,
    replaysOnErrorSampleRate: env.sentryReplaysOnErrorSampleRate,
    // A deploy removes old chunks; the app reloads for those (reload-once), so they are not bugs.
    ignoreErrors: [/dynamically imported module/i, /Importing a module script failed/i],
    // Every path out of the browser is scrubbed: errors, transactions, streamed spans and
    // breadcrumbs (a password-reset URL's token lands in a navigation breadcrumb otherwise; they
    // are scrubbed before the replay records them, too). Replay events and anything else go
    // through the scrubbing integration below.
    beforeSend: (event: ErrorEvent) => scrubEvent(event),
    beforeSendTransaction: <T extends object>(event: T) => scrubEvent(event),
    beforeSendSpan: <T extends object>(span: T) => scrubEvent(span),
    beforeBreadcrumb: <T extends object>(breadcrumb: T) => scrubEvent(breadcrumb),
    integrations: (defaults: Array<{ name: string }>) => [
      // Session tracking only in production.
      ...defaults.filter(
        (integration) => env.isProduction || integration.name !== 'BrowserSession',
      ),
      scrubIntegration,
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
    replay: module.replayIntegration(replayOptions),
  });
  module.init(options as Parameters<Sentry['init']>[0]);
  setSentryClient(module);
}
