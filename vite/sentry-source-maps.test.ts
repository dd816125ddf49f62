/**
 * When the build makes source maps and uploads them. The upload itself, against a fake Sentry and
 * an unreachable one, is proven by scripts/build-env-files.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import viteConfig from '../vite.config';
import { sentrySourceMapsPlugin, sentryUploadFromEnv } from './sentry-source-maps';

const upload = { SENTRY_AUTH_TOKEN: 'sntrys_t', SENTRY_ORG: 'shop', SENTRY_PROJECT: 'web' };

afterEach(() => vi.unstubAllEnvs());

/** vite.config.ts as `vite build` (or `vite build --ssr`) resolves it. */
function buildConfig(isSsrBuild = false) {
  const config = viteConfig({ command: 'build', mode: 'production', isSsrBuild });
  const pluginNames = (config.plugins ?? [])
    .flat()
    .map((plugin) => (plugin && 'name' in plugin ? plugin.name : null));
  return { sourcemap: config.build?.sourcemap, pluginNames };
}

describe('Sentry source maps', () => {
  it('upload only with a token, an organisation and a project', () => {
    expect(sentryUploadFromEnv({})).toBeUndefined();
    expect(sentryUploadFromEnv({ ...upload, SENTRY_PROJECT: ' ' })).toBeUndefined();
    expect(sentryUploadFromEnv({ ...upload, SENTRY_AUTH_TOKEN: '' })).toBeUndefined();
    expect(sentryUploadFromEnv({ ...upload, SENTRY_URL: 'https://sentry.example.nl/' })).toEqual({
      authToken: 'sntrys_t',
      org: 'shop',
      project: 'web',
      url: 'https://sentry.example.nl/',
    });
    expect(sentrySourceMapsPlugin(undefined, 'b1')).toBe(false);
  });

  it('are not made at all by a build that cannot upload them', () => {
    // Set empty: a developer's own env files cannot switch the upload on here.
    for (const name of Object.keys(upload)) vi.stubEnv(name, '');
    const { sourcemap, pluginNames } = buildConfig();
    expect(sourcemap).toBe(false);
    expect(pluginNames).not.toContain('sentry-vite-plugin');
  });

  it('are hidden and uploaded by a browser build with the Sentry settings', () => {
    for (const [name, value] of Object.entries(upload)) vi.stubEnv(name, value);
    const { sourcemap, pluginNames } = buildConfig();
    expect(sourcemap).toBe('hidden');
    expect(pluginNames).toContain('sentry-vite-plugin');
  });

  it('stay on the build machine for the server bundle, which is never served', () => {
    for (const [name, value] of Object.entries(upload)) vi.stubEnv(name, value);
    const { sourcemap, pluginNames } = buildConfig(true);
    expect(sourcemap).toBe(true);
    expect(pluginNames).not.toContain('sentry-vite-plugin');
  });
});
