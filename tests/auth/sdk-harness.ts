/**
 * Runs the real supertokens-auth-react SDK (custom UI functions) against the demo FDI under
 * msw/node + jsdom. Two traps (docs/auth-protocol.md §8): msw makes `fetch`/`XMLHttpRequest`
 * read-only, which the SDK must overwrite; and the SDK must wrap msw's fetch, not the other way
 * round, so `SuperTokens.init` runs after `server.listen()` (the setup file's beforeAll).
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import SuperTokens from 'supertokens-auth-react';
import EmailPassword from 'supertokens-auth-react/recipe/emailpassword';
import Passwordless from 'supertokens-auth-react/recipe/passwordless';
import Session from 'supertokens-auth-react/recipe/session';
import type { Mail } from '../../demo-api/db/mailbox';
import { readSession } from '../../demo-api/auth/sessions';
import { server } from '../msw-server';

let initialised = false;

/** The shop sends `x-locale` with every call (docs/api-contract.md); the demo mails links in that language. */
async function withLocale(context: {
  url: string;
  requestInit: RequestInit;
}): Promise<{ url: string; requestInit: RequestInit }> {
  const headers = new Headers(context.requestInit.headers);
  headers.set('x-locale', document.documentElement.lang || 'nl');
  return { url: context.url, requestInit: { ...context.requestInit, headers } };
}

/** SuperTokens can be initialised once per page, so once per test file. */
export function initSuperTokensOnce(): void {
  if (initialised) return;
  initialised = true;
  for (const key of ['fetch', 'XMLHttpRequest'] as const) {
    Object.defineProperty(globalThis, key, {
      value: globalThis[key],
      writable: true,
      configurable: true,
      enumerable: true,
    });
  }
  const origin = window.location.origin;
  SuperTokens.init({
    appInfo: {
      appName: 'Shop',
      apiDomain: origin,
      apiBasePath: '/auth',
      websiteDomain: origin,
      websiteBasePath: '/auth',
    },
    recipeList: [
      Session.init({ tokenTransferMethod: 'header' }),
      EmailPassword.init({ preAPIHook: withLocale }),
      Passwordless.init({ contactMethod: 'EMAIL', preAPIHook: withLocale }),
    ],
  });
}

/** A password that meets the shop's policy. */
export const STRONG_PASSWORD = 'Sterk!Wachtw00rd';

export const form = (values: Record<string, string>): { id: string; value: string }[] =>
  Object.entries(values).map(([id, value]) => ({ id, value }));

/** Registers the per-file SDK set-up: init once, and a fresh browser and real clock per test. */
export function setUpSuperTokensSdk(): void {
  beforeAll(() => initSuperTokensOnce());
  beforeEach(() => {
    clearBrowserState();
    // The demo mailbox prints every mail; keep the test output readable.
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    clearBrowserState();
  });
}

/** A fresh browser: no SDK cookies (header-mode tokens live there), storage or URL state. */
export function clearBrowserState(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.documentElement.lang = '';
}

export const url = (path: string): string => `${window.location.origin}${path}`;

/** What the demo mailbox holds for the address (through the app's fetch, as e2e tests would). */
export async function mailsTo(email: string): Promise<Mail[]> {
  const response = await fetch(url(`/__demo/mailbox?to=${encodeURIComponent(email)}`));
  return ((await response.json()) as { mails: Mail[] }).mails;
}

export async function lastMailTo(email: string): Promise<Mail> {
  const mail = (await mailsTo(email)).at(-1);
  if (!mail) throw new Error(`No mail to ${email}`);
  return mail;
}

/**
 * An app API call on the auth host, like `/api/user/data`: 401 unless the bearer token is valid.
 * Returns the Authorization headers it saw, so tests can check what the SDK sent.
 */
export function mockProbeApi(): { seen: (string | null)[] } {
  const seen: (string | null)[] = [];
  server.use(
    http.get('*/api/__probe', ({ request }) => {
      seen.push(request.headers.get('authorization'));
      const session = readSession(request);
      if (session.status === 'valid') return HttpResponse.json({ userId: session.userId });
      return HttpResponse.json(
        { message: session.status === 'none' ? 'unauthorised' : 'try refresh token' },
        { status: 401 },
      );
    }),
  );
  return { seen };
}

/** Counts refresh calls; the handler answers nothing, so the demo FDI's refresh still runs. */
export function countRefreshCalls(): { count: () => number } {
  let calls = 0;
  server.use(
    http.post('*/auth/session/refresh', () => {
      calls += 1;
    }),
  );
  return { count: () => calls };
}
