import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('gives the defaults for an empty environment', () => {
    expect(parseEnv({})).toEqual({
      apiUrl: '/api',
      authDomain: undefined,
      sentryDsn: undefined,
      sentryEnvironment: 'development',
      isProduction: false,
    });
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
