import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/shared/config/env';
import { sentryOptions } from './sentry';

const integrations = { tracing: { name: 'BrowserTracing' }, replay: { name: 'Replay' } };
const defaults = [{ name: 'BrowserSession' }, { name: 'Dedupe' }];

describe('Sentry options (spec §9)', () => {
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
    expect(names(dev.integrations(defaults))).toEqual(['Dedupe', 'BrowserTracing', 'Replay']);
    expect(names(prod.integrations(defaults))).toEqual([
      'BrowserSession',
      'Dedupe',
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
});
