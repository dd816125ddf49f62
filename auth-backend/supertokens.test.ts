/**
 * The auth-backend configuration inside supertokens-node's own request handling (its "custom"
 * framework adapter), for the answers that come before any call to a SuperTokens core: sign-up
 * field errors and refused attempts. Each is compared with what the demo API answers, which is
 * what the shop understands. No core runs here: a request that passes its checks goes on to the
 * core, which is recorded and refused.
 */
import * as supertokens from 'supertokens-node';
import {
  CollectingResponse,
  errorHandler,
  middleware,
  PreParsedRequest,
} from 'supertokens-node/framework/custom';
import { makeDefaultUserContextFromAPI } from 'supertokens-node/lib/build/utils';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyByJoinCode, findCompany } from '../demo-api/auth/company-rules';
import { callJson, fields } from '../demo-api/auth/test-client';
import { resetStore } from '../demo-api/db/store';
import { companies } from '../demo-api/db/users';
import { fdiTooManyAttempts } from '../demo-api/throttle/refusals';
import { mailServices } from './mails';
import type { AttemptCheck, ShopAccounts, ShopMail } from './shop-services';
import { authBackendConfig } from './supertokens';

const API = 'https://api.example.nl';
const SHOP = 'https://www.example.nl';
const GOOD = 'Sterk!Wachtw00rd';

let verdict: AttemptCheck = { refused: false, fail: async () => undefined };
const limiter = { check: vi.fn(async () => verdict) };
const accounts: ShopAccounts = {
  accountOf: async () => undefined,
  companyByJoinCode: async (code) => companyByJoinCode(code),
  companyExists: async (lookup) => findCompany(lookup) !== undefined,
  createAccount: async () => undefined,
};
const coreCalls: string[] = [];

beforeAll(() => {
  const config = authBackendConfig({
    // Nothing listens on the discard port: a request that gets this far is refused there.
    connectionURI: 'http://127.0.0.1:9',
    apiDomain: API,
    websiteDomain: SHOP,
    framework: 'custom',
    accounts,
    limiter,
    mailer: { send: async () => undefined },
  });
  supertokens.init({
    ...config,
    supertokens: {
      connectionURI: 'http://127.0.0.1:9',
      networkInterceptor: (request) => {
        coreCalls.push(request.url);
        return request;
      },
    },
  });
});

beforeEach(() => {
  resetStore();
  coreCalls.length = 0;
  verdict = { refused: false, fail: async () => undefined };
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

function request(path: string, body: unknown, rid: string, headers: Record<string, string> = {}) {
  return new PreParsedRequest({
    url: `${API}${path}`,
    method: 'post',
    headers: new Headers({
      rid,
      'content-type': 'application/json',
      'fdi-version': '4.2',
      'st-auth-mode': 'header',
      ...headers,
    }),
    cookies: {},
    query: {},
    getJSONBody: async () => body,
    getFormBody: async () => ({}),
  });
}

/** A request through supertokens-node's middleware and error handler, as a server would send it. */
async function post(path: string, body: unknown, rid = 'emailpassword') {
  const req = request(path, body, rid);
  const res = new CollectingResponse();
  const result = await middleware()(req, res);
  // Field errors become FIELD_ERROR answers here; anything else (no core) is left unanswered.
  if (result.error) await errorHandler()(result.error, req, res, () => undefined).catch(() => {});
  return {
    status: res.statusCode,
    headers: res.headers,
    json: res.body === undefined ? undefined : (JSON.parse(res.body) as Record<string, unknown>),
  };
}

const errorsOf = (json: Record<string, unknown> | undefined) =>
  ((json?.formFields ?? []) as { id: string; error: string }[]).map((e) => `${e.id}: ${e.error}`);

describe('sign-up through supertokens-node answers what the demo API answers', () => {
  const seededKvk = () => companies.all().find((c) => c.kvkNumber)?.kvkNumber ?? '';
  const seededJoinCode = () => companies.all()[0]?.joinCode ?? '';
  const cases: [string, () => Record<string, string>][] = [
    ['a personal buyer', () => ({ accountType: 'personal', firstname: 'Sem', salutation: 'male' })],
    ['a password without a special character', () => ({ password: 'Abcdefg1' })],
    ['a short password', () => ({ password: 'Ab1!' })],
    ['a password of 100 characters', () => ({ password: `${GOOD}${'x'.repeat(84)}` })],
    ['no password', () => ({ password: '' })],
    ['a malformed e-mail', () => ({ email: 'anna@' })],
    ['an e-mail of 255 characters', () => ({ email: `${'a'.repeat(244)}@example.nl` })],
    ['an unknown account type', () => ({ accountType: 'admin' })],
    ['an unknown salutation', () => ({ salutation: 'dr' })],
    ['a telephone number with letters', () => ({ telephone: 'call me' })],
    ['a three-letter country', () => ({ country: 'NLD' })],
    ['a first name of 101 characters', () => ({ firstname: 'x'.repeat(101) })],
    ['a personal buyer with left-over company fields', () => ({ kvkNumber: 'garbage' })],
    [
      'a new Dutch company',
      () => ({ accountType: 'business', companyName: 'Smit BV', kvkNumber: '2468 1357' }),
    ],
    ['a business without company data', () => ({ accountType: 'business' })],
    [
      'a malformed KvK number',
      () => ({ accountType: 'business', companyName: 'Smit BV', kvkNumber: '1234' }),
    ],
    [
      'a malformed VAT number',
      () => ({ accountType: 'business', companyName: 'Peeters', vatNumber: 'XX123' }),
    ],
    [
      'a company that has an account',
      () => ({ accountType: 'business', companyName: 'Again', kvkNumber: seededKvk() }),
    ],
    [
      'a German company without a VAT number (a small VAT-exempt business)',
      () => ({ accountType: 'business', companyName: 'Müller GmbH', country: 'DE' }),
    ],
    [
      'a German company with its VAT number',
      () => ({
        accountType: 'business',
        companyName: 'Müller GmbH',
        country: 'DE',
        vatNumber: 'DE 123 456 789',
      }),
    ],
    [
      'a Swiss company, which has no EU VAT number',
      () => ({ accountType: 'business', companyName: 'Sauber AG', country: 'CH' }),
    ],
    [
      'a Swiss company with a VAT number',
      () => ({
        accountType: 'business',
        companyName: 'Sauber AG',
        country: 'CH',
        vatNumber: 'DE123456789',
      }),
    ],
    [
      'a Dutch company without its KvK number',
      () => ({ accountType: 'business', companyName: 'Smit BV', country: 'NL' }),
    ],
    [
      'a VAT number of another country than the chosen one',
      () => ({
        accountType: 'business',
        companyName: 'Peeters',
        country: 'DE',
        vatNumber: 'BE0123456789',
      }),
    ],
    [
      'a KvK number of a Belgian company',
      () => ({
        accountType: 'business',
        companyName: 'Peeters',
        country: 'BE',
        kvkNumber: '12345678',
      }),
    ],
    [
      'a company with no numbers that has an account by its name in its country',
      () => ({ accountType: 'business', companyName: 'schoonmaak  PEETERS bv', country: 'BE' }),
    ],
    ['a known join code', () => ({ accountType: 'business', companyJoinCode: seededJoinCode() })],
    ['an unknown join code', () => ({ accountType: 'business', companyJoinCode: 'NOPE-123' })],
    ['a weak password and no company', () => ({ accountType: 'business', password: 'abc' })],
  ];

  it.each(cases)('%s', async (_name, values) => {
    const form = fields({ email: 'nieuw@example.nl', password: GOOD, ...values() });
    // The backend first: the demo API stores what it accepts (a new company would then exist).
    const backend = await post('/auth/signup', form);
    const demo = await callJson('/auth/signup', { body: form });
    if (demo.json.status === 'OK') {
      // Every check passed: supertokens-node went on to the core to create the user.
      expect(backend.json?.status).not.toBe('FIELD_ERROR');
      expect(coreCalls.length).toBeGreaterThan(0);
      return;
    }
    expect(demo.json.status).toBe('FIELD_ERROR');
    expect(backend.status).toBe(200);
    expect(backend.json?.status).toBe('FIELD_ERROR');
    // Checks of single fields come before those across fields, so a backend may name fewer
    // problems at once; each one is a sentence the shop knows from the demo API.
    expect(errorsOf(backend.json).length).toBeGreaterThan(0);
    expect(errorsOf(demo.json)).toEqual(expect.arrayContaining(errorsOf(backend.json)));
    expect(coreCalls).toEqual([]);
  });
});

describe('too many attempts', () => {
  const refused = async (answer: Awaited<ReturnType<typeof post>>) => {
    const demo = fdiTooManyAttempts(30);
    expect(answer.status).toBe(demo.status);
    expect(answer.headers.get('retry-after')).toBe(demo.headers.get('retry-after'));
    expect(answer.json).toEqual(await demo.json());
    expect(coreCalls).toEqual([]);
  };

  it('refuses a sign-in past the limit with 429 and Retry-After, before the password is checked', async () => {
    verdict = { refused: true, retryAfterSeconds: 30 };
    await refused(
      await post('/auth/signin', fields({ email: 'anna@example.nl', password: 'Demo!2345' })),
    );
    expect(limiter.check).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'sign-in', email: 'anna@example.nl' }),
    );
  });

  it('refuses a sign-up with a join code past the limit', async () => {
    verdict = { refused: true, retryAfterSeconds: 30 };
    const form = { email: 'nieuw@example.nl', password: GOOD, accountType: 'business' };
    await refused(await post('/auth/signup', fields({ ...form, companyJoinCode: 'GUESS-1' })));
    expect(limiter.check).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'join-code' }));
  });

  it('does not limit a sign-up without a join code', async () => {
    verdict = { refused: true, retryAfterSeconds: 30 };
    limiter.check.mockClear();
    await post('/auth/signup', fields({ email: 'nieuw@example.nl', password: GOOD }));
    expect(limiter.check).not.toHaveBeenCalled();
    expect(coreCalls.length).toBeGreaterThan(0);
  });
});

describe('the mails', () => {
  /** The userContext supertokens-node makes for a request with these headers. */
  const contextFor = (headers: Record<string, string>) =>
    makeDefaultUserContextFromAPI(
      request('/auth/user/password/reset/token', {}, 'emailpassword', headers),
    );

  it('sends the reset link to the shop screen in the language of x-locale', async () => {
    const sent: ShopMail[] = [];
    const { passwordReset } = mailServices({ send: async (mail) => void sent.push(mail) });
    await passwordReset.sendEmail({
      type: 'PASSWORD_RESET',
      user: { id: 'u1', recipeUserId: undefined, email: 'anna@example.nl' },
      passwordResetLink: `${SHOP}/auth/reset-password?token=t0k3n&tenantId=public`,
      tenantId: 'public',
      userContext: contextFor({ 'x-locale': 'de' }),
    });
    expect(sent).toEqual([
      {
        type: 'password-reset',
        to: 'anna@example.nl',
        language: 'de',
        link: `${SHOP}/de/password-reset?token=t0k3n&tenantId=public`,
      },
    ]);
  });

  it('sends the code and the magic link, in Dutch without x-locale', async () => {
    const sent: ShopMail[] = [];
    const { loginCode } = mailServices({ send: async (mail) => void sent.push(mail) });
    await loginCode.sendEmail({
      type: 'PASSWORDLESS_LOGIN',
      isFirstFactor: true,
      email: 'p@example.nl',
      userInputCode: '654321',
      urlWithLinkCode: `${SHOP}/auth/verify?preAuthSessionId=pre&tenantId=public#l1nk`,
      codeLifetime: 900_000,
      preAuthSessionId: 'pre',
      tenantId: 'public',
      userContext: contextFor({}),
    });
    expect(sent).toEqual([
      {
        type: 'login-code',
        to: 'p@example.nl',
        language: 'nl',
        link: `${SHOP}/nl/auth/_magic-link?preAuthSessionId=pre&tenantId=public#l1nk`,
        code: '654321',
        validForMinutes: 15,
      },
    ]);
  });
});
