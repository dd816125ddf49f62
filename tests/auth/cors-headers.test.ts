/**
 * The request headers an API or auth service on another origin must allow
 * (docs/api-contract.md, "Cross-origin API and auth"): recorded from a whole session of the
 * shop's own code (its SuperTokens set-up and its API client) against the demo API, and compared
 * with the two `Access-Control-Allow-Headers` lines of that page. A header the shop starts to send
 * fails this until the page names it; a header the page names that nothing sends fails it too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import { loadAuthSdk } from '@/features/account/session/auth-sdk';
import { followPageLanguage } from '@/features/account/session/page-language';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { server } from '../msw-server';
import { clearBrowserState, form, STRONG_PASSWORD } from './sdk-harness';

const doc = readFileSync(path.resolve(__dirname, '../../docs/api-contract.md'), 'utf8');

/** The documented lists, in page order: the API's, then the auth service's. */
const documented = (name: string): string[][] =>
  [...doc.matchAll(new RegExp(`^${name}: (.+)$`, 'gim'))].map((match) =>
    (match[1] ?? '').split(',').map((header) => header.trim().toLowerCase()),
  );

/** Headers a browser sends across origins without asking (CORS-safelisted names). */
const SAFELISTED = new Set(['accept', 'accept-language', 'content-language']);

async function recordSession() {
  const sent = { api: new Set<string>(), auth: new Set<string>() };
  const exposed = new Set<string>();
  const record = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    const target = path.startsWith('/api/')
      ? sent.api
      : path.startsWith('/auth/')
        ? sent.auth
        : null;
    request.headers.forEach((_value, name) => target?.add(name.toLowerCase()));
  };
  const recordAnswer = ({ response }: { response: Response }) => {
    for (const name of (response.headers.get('access-control-expose-headers') ?? '').split(','))
      if (name.trim()) exposed.add(name.trim().toLowerCase());
  };
  server.events.on('request:start', record);
  server.events.on('response:mocked', recordAnswer);
  try {
    clearBrowserState();
    followPageLanguage('de');
    const { EmailPassword, Passwordless, Session } = await loadAuthSdk();
    const context: ShopperContext = { locale: 'de', accountType: 'business', countryId: 'DE' };
    // A guest: catalogue calls, one with a body.
    await api.call('countries', { context });
    await api.call('calculateCart', { context, body: { products: [], deliveryAddress: null } });
    // Signing up, out, in; a call that needs the session, a refresh, a login code; out again.
    const signUp = await EmailPassword.signUp({
      formFields: form({ email: 'cors@example.nl', password: STRONG_PASSWORD }),
    });
    expect(signUp.status).toBe('OK');
    await Session.signOut();
    const signIn = await EmailPassword.signIn({
      formFields: form({ email: 'anna@example.nl', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe('OK');
    await api.call('userData', { context });
    expect(await Session.attemptRefreshingSession()).toBe(true);
    await EmailPassword.sendPasswordResetEmail({ formFields: form({ email: 'anna@example.nl' }) });
    await Passwordless.createCode({ email: 'anna@example.nl' });
    await Session.signOut();
  } finally {
    server.events.removeListener('request:start', record);
    server.events.removeListener('response:mocked', recordAnswer);
    clearBrowserState();
  }
  return { sent, exposed };
}

describe('the CORS lists of docs/api-contract.md', () => {
  it('name exactly the headers the shop sends, and every header the SDK reads is exposed', async () => {
    const [apiAllowed = [], authAllowed = []] = documented('Access-Control-Allow-Headers');
    const [apiExposed = [], authExposed = []] = documented('Access-Control-Expose-Headers');
    vi.spyOn(console, 'info').mockImplementation(() => undefined); // the demo mailbox
    const { sent, exposed } = await recordSession();

    const notSafelisted = (names: Set<string>) => [...names].filter((n) => !SAFELISTED.has(n));
    expect(notSafelisted(sent.api).sort()).toEqual([...apiAllowed].sort());
    // `anti-csrf` is never sent in header mode; it is listed as supertokens-node lists it.
    expect(sent.auth.has('anti-csrf')).toBe(false);
    expect(notSafelisted(sent.auth).sort()).toEqual(
      authAllowed.filter((n) => n !== 'anti-csrf').sort(),
    );

    for (const name of ['front-token', 'st-access-token', 'st-refresh-token']) {
      expect(exposed).toContain(name);
      expect(apiExposed).toContain(name);
      expect(authExposed).toContain(name);
    }
  });
});
