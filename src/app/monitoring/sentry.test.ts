import * as Sentry from '@sentry/react';
import { describe, expect, it, vi } from 'vitest';
import { parseEnv } from '@/shared/config/env';
import { initSentry, replayOptions, scrubIntegration, sentryOptions } from './sentry';

// The SDK itself is not under test: initSentry's call to it is.
vi.mock('@sentry/react', () => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  replayIntegration: () => ({ name: 'Replay' }),
}));

const integrations = { tracing: { name: 'BrowserTracing' }, replay: { name: 'Replay' } };
const defaults = [{ name: 'BrowserSession' }, { name: 'Dedupe' }];

describe('Sentry options (requirements §12.1)', () => {
  it('samples 20% of traces and replays every session and every error session', () => {
    const options = sentryOptions(
      parseEnv({ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1' }),
      integrations,
    );
    expect(options).toMatchObject({
      dsn: 'https://k@o1.ingest.sentry.io/1',
      environment: 'development',
      tracesSampleRate: 0.2,
      replaysSessionSampleRate: 1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('takes other sample rates from the build', () => {
    const options = sentryOptions(
      parseEnv({
        VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
        VITE_SENTRY_TRACES_SAMPLE_RATE: '0.01',
        VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '0',
        VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '0.5',
      }),
      integrations,
    );
    expect(options).toMatchObject({
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 0.5,
    });
  });

  it('starts Sentry with the build id as its release', async () => {
    await initSentry(
      parseEnv({
        VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
        VITE_BUILD_ID: '2026-11-26T10:00:00.000Z',
      }),
    );
    expect(Sentry.init).toHaveBeenCalledTimes(1);
    expect(Sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        release: '2026-11-26T10:00:00.000Z',
        tracesSampleRate: 0.2,
        replaysSessionSampleRate: 1,
        replaysOnErrorSampleRate: 1,
      }),
    );
  });

  it('tracks sessions only in production', () => {
    const dev = sentryOptions(
      parseEnv({ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1' }),
      integrations,
    );
    const prod = sentryOptions(
      parseEnv({ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1', MODE: 'production' }),
      integrations,
    );
    const names = (list: unknown[]) => list.map((i) => (i as { name: string }).name);
    expect(names(dev.integrations(defaults))).toEqual([
      'Dedupe',
      'ScrubPersonalData',
      'BrowserTracing',
      'Replay',
    ]);
    expect(names(prod.integrations(defaults))).toEqual([
      'BrowserSession',
      'Dedupe',
      'ScrubPersonalData',
      'BrowserTracing',
      'Replay',
    ]);
  });

  it('scrubs e-mail addresses from events before they are sent', () => {
    const options = sentryOptions(
      parseEnv({ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1' }),
      integrations,
    );
    const event = options.beforeSend({ type: undefined, message: 'failed for anna@example.nl' });
    expect(event.message).toBe('failed for [email]');
  });

  describe('keeps the password-reset token and e-mail addresses out of every payload', () => {
    const options = sentryOptions(
      parseEnv({ VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1' }),
      integrations,
    );
    const resetUrl = 'https://shop.example/nl/password-reset?token=s3cr3t-reset&tenantId=public';

    it('in navigation and fetch breadcrumbs (beforeBreadcrumb)', () => {
      const navigation = options.beforeBreadcrumb({
        category: 'navigation',
        data: { from: '/nl/auth/password-forgot', to: resetUrl },
      });
      expect(JSON.stringify(navigation)).not.toContain('s3cr3t-reset');
      const fetchCrumb = options.beforeBreadcrumb({
        category: 'fetch',
        data: { url: '/auth/user/email/exists?email=anna%40example.nl', status_code: 200 },
      });
      expect(JSON.stringify(fetchCrumb)).not.toMatch(/anna/);
      expect(fetchCrumb.data.status_code).toBe(200);
    });

    it('in transactions and streamed spans', () => {
      const transaction = options.beforeSendTransaction({
        type: 'transaction',
        request: { url: resetUrl },
        spans: [{ description: `GET ${resetUrl}`, data: { 'http.query': '?token=s3cr3t-reset' } }],
      });
      expect(JSON.stringify(transaction)).not.toContain('s3cr3t-reset');
      const span = options.beforeSendSpan({ name: 'pageload', attributes: { url: resetUrl } });
      expect(JSON.stringify(span)).not.toContain('s3cr3t-reset');
    });

    it('in error events, replay events and replay recordings', () => {
      const error = options.beforeSend({
        type: undefined,
        request: { url: resetUrl },
        breadcrumbs: [{ message: 'login anna@example.nl' }],
      });
      expect(JSON.stringify(error)).not.toMatch(/s3cr3t-reset|anna@/);
      const replayEvent = scrubIntegration.processEvent({ type: 'replay_event', urls: [resetUrl] });
      expect(replayEvent.urls).toEqual([
        'https://shop.example/nl/password-reset?token=[removed]&tenantId=public',
      ]);
      const meta = replayOptions.beforeAddRecordingEvent({
        type: 4,
        data: { href: resetUrl },
        timestamp: 1,
      });
      expect(meta.data.href).not.toContain('s3cr3t-reset');
    });
  });
});
