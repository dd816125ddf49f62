/**
 * Source maps for Sentry, never for browsers. The browser build makes source maps only when they
 * can be uploaded: SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT set (in the environment or an
 * env file; SENTRY_URL for a self-hosted Sentry). Sentry's own Vite plugin then stamps each chunk
 * with a debug id (how Sentry finds a frame's map, whatever URL the file is served from), uploads
 * the `hidden` maps (no `//# sourceMappingURL`, so no browser asks for them) with the release named
 * after the build id (what Sentry.init gets as `release`, src/app/monitoring/sentry.ts), and
 * deletes them: dist/ has no .map file to serve, with or without a token. Without the three
 * variables neither the plugin nor any map is part of the build.
 *
 * A failed upload (Sentry unreachable, a bad token) is reported and the build goes on: its errors
 * then show minified stack traces. The plugin's own telemetry is off.
 */
import path from 'node:path';
import { sentryVitePlugin } from '@sentry/vite-plugin';
import type { PluginOption } from 'vite';

export interface SentryUpload {
  authToken: string;
  org: string;
  project: string;
  /** A self-hosted Sentry; undefined: sentry.io. */
  url: string | undefined;
}

/** Where to upload to, when the environment says; undefined: no upload (and no source maps). */
export function sentryUploadFromEnv(
  env: Record<string, string | undefined>,
): SentryUpload | undefined {
  const authToken = env.SENTRY_AUTH_TOKEN?.trim();
  const org = env.SENTRY_ORG?.trim();
  const project = env.SENTRY_PROJECT?.trim();
  if (!authToken || !org || !project) return undefined;
  return { authToken, org, project, url: env.SENTRY_URL?.trim() || undefined };
}

/** Sentry's Vite plugin set up for this shop's release and output; `false` without an upload. */
export function sentrySourceMapsPlugin(
  upload: SentryUpload | undefined,
  buildId: string,
): PluginOption {
  if (!upload) return false;
  // The output folder is known once Vite has resolved its config (`--outDir` on the command line).
  let mapsInOutDir: (glob: string) => void = () => undefined;
  const maps = new Promise<string>((resolve) => (mapsInOutDir = resolve));
  const outDirPlugin: PluginOption = {
    name: 'shop:sentry-out-dir',
    apply: 'build',
    configResolved(config) {
      const outDir = path.resolve(config.root, config.build.outDir).replaceAll('\\', '/');
      mapsInOutDir(`${outDir}/**/*.map`);
    },
  };
  return [
    outDirPlugin,
    ...sentryVitePlugin({
      authToken: upload.authToken,
      org: upload.org,
      project: upload.project,
      ...(upload.url ? { url: upload.url } : {}),
      telemetry: false,
      // The app names its release itself (VITE_BUILD_ID): the plugin creates and finalizes it only.
      release: { name: buildId, inject: false, setCommits: false, deploy: false },
      sourcemaps: { filesToDeleteAfterUpload: maps },
      errorHandler(error) {
        console.warn(
          `[sentry] Source maps not uploaded (${error.message}); this build's errors will show minified stack traces.`,
        );
      },
    }),
  ];
}
