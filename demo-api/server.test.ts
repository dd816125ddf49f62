/**
 * The site origin of mailed links through the real Node server: there the request's URL is built
 * from its Host header, so a forged Host (or Origin, X-Forwarded-Host) must not reach a mail.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteOriginError } from './auth/site-origin';
import type { Mail } from './db/mailbox';
import { resetStore } from './db/store';
import { startDemoServer, type DemoServer } from './server';

/** A forged Host becomes the request's URL here; the proxy headers name another origin too. */
const FORGED_HOST = {
  host: 'evil.example:8443',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
};
const FORGED = { ...FORGED_HOST, origin: 'https://evil.example' };

/** POSTs JSON with exactly these headers (fetch would not let a test set Host). */
function post(server: DemoServer, urlPath: string, body: object, headers: Record<string, string>) {
  const text = JSON.stringify(body);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      new URL(urlPath, server.url),
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': text.length, ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

async function mailsTo(server: DemoServer, email: string): Promise<Mail[]> {
  const response = await fetch(`${server.url}/__demo/mailbox?to=${encodeURIComponent(email)}`);
  return ((await response.json()) as { mails: Mail[] }).mails;
}

/** A reset mail (forged Host, no Origin) and a login-code mail (forged Host and Origin). */
async function requestBothMails(server: DemoServer): Promise<Mail[]> {
  const reset = { formFields: [{ id: 'email', value: 'anna@example.nl' }] };
  expect(
    await post(server, '/auth/user/password/reset/token', reset, {
      rid: 'emailpassword',
      ...FORGED_HOST,
    }),
  ).toBe(200);
  const code = { email: 'anna@example.nl', shouldTryLinkingWithSessionUser: false };
  expect(await post(server, '/auth/signinup/code', code, { rid: 'passwordless', ...FORGED })).toBe(
    200,
  );
  const mails = await mailsTo(server, 'anna@example.nl');
  expect(mails.map((mail) => mail.link)).toEqual([
    expect.stringMatching(/^\/nl\/password-reset\?token=/),
    expect.stringMatching(/^\/nl\/auth\/_magic-link\?/),
  ]);
  return mails;
}

describe('startDemoServer: the origin of mailed links', () => {
  let server: DemoServer | undefined;
  let dist: string | undefined;

  beforeEach(() => {
    vi.stubEnv('DEMO_DATA_FILE', '');
    vi.stubEnv('DEMO_SITE_URL', '');
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    resetStore();
  });
  afterEach(async () => {
    await server?.close();
    server = undefined;
    if (dist) rmSync(dist, { recursive: true, force: true });
    dist = undefined;
    vi.unstubAllEnvs();
  });

  it('is DEMO_SITE_URL, whatever Host, Origin or X-Forwarded-Host the request sends', async () => {
    vi.stubEnv('DEMO_SITE_URL', 'https://shop.example/');
    server = await startDemoServer({ port: 0, log: false });
    for (const mail of await requestBothMails(server)) {
      expect(mail.absoluteLink).toBe(`https://shop.example${mail.link}`);
      expect(mail.text).not.toContain('evil');
    }
  });

  it('is the shop this server serves when nothing is configured', async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'demo-site-origin-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
    server = await startDemoServer({ port: 0, log: false, staticDir: dist });
    const port = new URL(server.url).port;
    for (const mail of await requestBothMails(server))
      expect(mail.absoluteLink).toBe(`http://localhost:${port}${mail.link}`);
  });

  it('takes the siteUrl option over DEMO_SITE_URL', async () => {
    vi.stubEnv('DEMO_SITE_URL', 'https://from-env.example');
    server = await startDemoServer({ port: 0, log: false, siteUrl: 'https://option.example' });
    for (const mail of await requestBothMails(server))
      expect(mail.absoluteLink).toBe(`https://option.example${mail.link}`);
  });

  it('refuses to start with a DEMO_SITE_URL that is not an origin', async () => {
    vi.stubEnv('DEMO_SITE_URL', 'shop.example/nl');
    await expect(startDemoServer({ port: 0, log: false })).rejects.toThrow(SiteOriginError);
  });
});
