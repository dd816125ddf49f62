/**
 * What DEMO_DATA_FILE holds of mailed secrets: nothing usable. Reset tokens and magic-link codes as
 * hashes, typed login codes as hashes keyed with the auth secret, and no mailbox at all (it lives
 * in memory). The mails still work in the process, and their links after a restart. A restart is
 * fresh module instances reading the same file (as in db/store.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from './encoding';

const NEW_PASSWORD = 'Nieuw#Wachtw00rd';

let folder: string;
let file: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'demo-secrets-'));
  file = join(folder, 'demo-state.json');
  vi.stubEnv('DEMO_DATA_FILE', file);
  vi.spyOn(console, 'info').mockImplementation(() => undefined); // the mailbox prints each mail
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

async function start() {
  vi.resetModules();
  await import('../handlers/index');
  const store = await import('../db/store');
  store.loadStore();
  const { callJson, fields } = await import('./test-client');
  const { mailbox } = await import('../db/mailbox');
  const passwordless = { rid: 'passwordless' };
  return {
    mailbox,
    /** Mails a reset link to Anna; answers the link. */
    requestReset: async () => {
      await callJson('/auth/user/password/reset/token', {
        body: fields({ email: 'anna@example.nl' }),
      });
      return mailbox.list('anna@example.nl').at(-1)?.link ?? '';
    },
    resetPassword: async (link: string) => {
      const token = new URL(link, 'http://shop').searchParams.get('token') ?? '';
      const body = {
        formFields: [{ id: 'password', value: NEW_PASSWORD }],
        token,
        method: 'token',
      };
      return (await callJson('/auth/user/password/reset', { body })).json.status;
    },
    /** Mails a login code to Jan; answers the attempt, the code and the magic link's code. */
    requestCode: async () => {
      const { json } = await callJson('/auth/signinup/code', {
        body: { email: 'jan@cleanpro.example.nl', shouldTryLinkingWithSessionUser: false },
        headers: passwordless,
      });
      const mail = mailbox.list('jan@cleanpro.example.nl').at(-1);
      return {
        deviceId: String(json.deviceId),
        preAuthSessionId: String(json.preAuthSessionId),
        code: mail?.code ?? '',
        linkCode: new URL(mail?.link ?? '', 'http://shop').hash.slice(1),
        mailText: mail?.text ?? '',
      };
    },
    consume: async (body: Record<string, string>) =>
      (await callJson('/auth/signinup/code/consume', { body, headers: passwordless })).json.status,
  };
}

interface SavedFile {
  sections: Record<string, unknown> & {
    'auth-passwordless': { codes: { userInputCodeHash: string }[] }[];
  };
}

/** Every string in the saved file, however deep. */
function savedStrings(value: unknown = JSON.parse(readFileSync(file, 'utf8'))): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap((inner) => savedStrings(inner));
}

describe('mailed secrets and DEMO_DATA_FILE', () => {
  it('the file holds no usable reset link or login code, while the mailbox works', async () => {
    const demo = await start();
    const resetLink = await demo.requestReset();
    const attempt = await demo.requestCode();
    expect(resetLink).toMatch(/token=[\w-]{40,}/);
    expect(attempt.code).toMatch(/^\d{6}$/);
    expect(demo.mailbox.list()).toHaveLength(2);

    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedFile;
    expect(saved.sections).not.toHaveProperty('mailbox');
    const token = new URL(resetLink, 'http://shop').searchParams.get('token') ?? '';
    for (const text of savedStrings()) {
      for (const secret of [token, attempt.linkCode, attempt.mailText])
        expect(text).not.toContain(secret);
      expect(text).not.toBe(attempt.code);
    }
    // Six digits are found by hashing all million: the file must not hold their plain hash.
    const stored = saved.sections['auth-passwordless'][0]?.codes[0]?.userInputCodeHash;
    expect(stored).toMatch(/\w{20,}/);
    expect(stored).not.toBe(sha256Hex(attempt.code));

    // In the process, the mailed code and the link do their work.
    const { deviceId, preAuthSessionId, code } = attempt;
    expect(await demo.consume({ deviceId, preAuthSessionId, userInputCode: code })).toBe('OK');
    expect(await demo.resetPassword(resetLink)).toBe('OK');
  });

  it('after a restart the mailbox is empty, and links mailed before it still work', async () => {
    const first = await start();
    const resetLink = await first.requestReset();
    const attempt = await first.requestCode();

    const later = await start();
    expect(later.mailbox.list()).toEqual([]);
    expect(await later.resetPassword(resetLink)).toBe('OK');
    expect(
      await later.consume({
        preAuthSessionId: attempt.preAuthSessionId,
        linkCode: attempt.linkCode,
      }),
    ).toBe('OK');
  });

  it('a typed code survives a restart with the same DEMO_AUTH_SECRET', async () => {
    vi.stubEnv('DEMO_AUTH_SECRET', 'a-secret-kept-across-restarts');
    const attempt = await (await start()).requestCode();
    const later = await start();
    const { deviceId, preAuthSessionId, code } = attempt;
    expect(await later.consume({ deviceId, preAuthSessionId, userInputCode: code })).toBe('OK');
  });

  it('drops the mailbox an older demo saved in the file when it starts', async () => {
    const first = await start();
    const resetLink = await first.requestReset();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as SavedFile;
    saved.sections.mailbox = first.mailbox.list();
    writeFileSync(file, JSON.stringify(saved));

    const later = await start();
    expect(later.mailbox.list()).toEqual([]);
    // Written again at the start, not at the first change.
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(resetLink);
    expect((JSON.parse(text) as SavedFile).sections).not.toHaveProperty('mailbox');
    expect(await later.resetPassword(resetLink)).toBe('OK'); // the link itself still works
  });
});
