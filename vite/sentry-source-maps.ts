/**
 * Source maps for Sentry, never for browsers. The browser build makes source maps only when they
 * can be uploaded: SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT set (in the environment or an
 * env file; SENTRY_URL for a self-hosted Sentry). They are `hidden` (no `//# sourceMappingURL` in
 * the JS, so no browser asks for them), uploaded to the release named after the build id (what
 * Sentry.init gets as `release`, src/app/monitoring/sentry.ts), and then deleted from the build:
 * dist/ has no .map file to serve, with or without a token. Without the three variables no map is
 * written at all, as nothing would use it.
 *
 * The upload is release-based: Sentry finds a frame's map by the event's release and the file's
 * URL (`~/assets/index-….js`), and the built files stay exactly as Vite wrote them. That is why
 * this is not @sentry/vite-plugin (11.9): it matches by debug ids, with a snippet in every chunk
 * (0.13 KB gzip more in the entry, which has about 0.1 KB left under its 130 KB ceiling,
 * scripts/size.ts), and its "legacy" upload lets the CLI write the same snippet into the files
 * after the build. This plugin calls the same CLI (the `sentry` package, plain JavaScript) with
 * `noRewrite`.
 *
 * A failed upload (Sentry unreachable, a bad token) is reported and the build goes on: its errors
 * then show minified stack traces. The CLI's own telemetry is off.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

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

/** Creates the release, uploads `dir`'s JS files with their maps to it, and finalizes it. */
async function uploadSourceMaps(upload: SentryUpload, release: string, dir: string) {
  // Before the CLI loads: no reports of its own errors and no update checks, only the upload.
  process.env.SENTRY_CLI_NO_TELEMETRY ??= '1';
  process.env.SENTRY_CLI_NO_UPDATE_CHECK ??= '1';
  const { createSentrySDK } = await import('sentry');
  const sentry = createSentrySDK({
    token: upload.authToken,
    org: upload.org,
    project: upload.project,
    ...(upload.url ? { url: upload.url } : {}),
    cwd: dir,
  });
  await sentry.release.create({ orgVersion: release, project: upload.project });
  // URLs as the browser loads the files: dist/assets/index-….js is `~/assets/index-….js`.
  await sentry.sourcemap.upload({ directory: dir, release, urlPrefix: '~/', noRewrite: true });
  await sentry.release.finalize({ orgVersion: release });
}

async function deleteSourceMaps(dir: string): Promise<string[]> {
  const maps = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.map'));
  await Promise.all(maps.map((file) => rm(path.join(dir, file), { force: true })));
  return maps;
}

/** The plugin that uploads the browser build's source maps and deletes them; `false` without. */
export function sentrySourceMapsPlugin(
  upload: SentryUpload | undefined,
  buildId: string,
): Plugin | false {
  if (!upload) return false;
  let outDir = '';
  return {
    name: 'shop:sentry-source-maps',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      // After every other plugin has written its files.
      order: 'post',
      sequential: true,
      async handler() {
        try {
          await uploadSourceMaps(upload, buildId, outDir);
          // eslint-disable-next-line no-console -- build output: the CI log names the release.
          console.log(`[sentry] Source maps uploaded to release ${buildId}.`);
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          console.warn(
            `[sentry] Source maps not uploaded (${reason}); this build's errors will show minified stack traces.`,
          );
        } finally {
          await deleteSourceMaps(outDir);
        }
      },
    },
  };
}
