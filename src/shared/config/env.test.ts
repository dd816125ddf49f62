import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '/api',
      authDomain: undefined,
      sentryDsn: undefined,
      sentryEnvironment: 'development',
      sentryTracesSampleRate: 0.2,
      sentryReplaysSessionSampleRate: 1,
      sentryReplaysOnErrorSampleRate: 1,
      buildId: undefined,
      isProduction: false,
    });
  });

  it("takes Sentry's sample rates from the build, and those of the requirements when they are empty", () => {
    const env = parseEnv({
      VITE_SENTRY_TRACES_SAMPLE_RATE: '0.05',
      VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE: ' 0 ',
      VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '0.5',
    });
    expect(env).toMatchObject({
      sentryTracesSampleRate: 0.05,
      sentryReplaysSessionSampleRate: 0,
      sentryReplaysOnErrorSampleRate: 0.5,
    });
    expect(parseEnv({ VITE_SENTRY_TRACES_SAMPLE_RATE: '' }).sentryTracesSampleRate).toBe(0.2);
  });

  it('refuses a sample rate outside 0 to 1, naming the variable', () => {
    for (const bad of ['1.5', '-0.1', 'half', '20%'])
      expect(() => parseEnv({ VITE_SENTRY_TRACES_SAMPLE_RATE: bad })).toThrow(
        /VITE_SENTRY_TRACES_SAMPLE_RATE: must be a number from 0 to 1/,
      );
    expect(() => parseEnv({ VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '2' })).toThrow(
      /VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE/,
    );
  });

  it('passes on the build id the build sets', () => {
    expect(parseEnv({ VITE_BUILD_ID: '2026-11-26T10:00:00.000Z' }).buildId).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('accepts an absolute API URL, a DSN and production mode', () => {
    const env = parseEnv({
      VITE_API_URL: 'https://api.example.nl',
      VITE_SENTRY_DSN: 'https://k@o1.ingest.sentry.io/1',
      MODE: 'production',
    });
    expect(env.apiUrl).toBe('https://api.example.nl');
    expect(env.sentryDsn).toBe('https://k@o1.ingest.sentry.io/1');
    expect(env.isProduction).toBe(true);
  });

  it('names the variable of a bad value', () => {
    expect(() => parseEnv({ VITE_API_URL: 'api.example.nl' })).toThrow(EnvError);
    expect(() => parseEnv({ VITE_API_URL: 'api.example.nl' })).toThrow(
      /VITE_API_URL: must be a path/,
    );
    expect(() => parseEnv({ VITE_AUTH_DOMAIN: 'not a url' })).toThrow(/VITE_AUTH_DOMAIN/);
  });
});
