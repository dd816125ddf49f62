import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mailbox, MAX_MAILS, MAX_MAILS_PER_ADDRESS, type Mail } from '../db/mailbox';
import { resetStore } from '../db/store';
import { callJson } from './test-client';

const createCode = (email: string) => callJson('/auth/signinup/code', { body: { email } });
const readMailbox = async (to: string) =>
  (await callJson(`/__demo/mailbox?to=${encodeURIComponent(to)}`, { method: 'GET' })).json
    .mails as Mail[];
const sendOldMail = (to: string) =>
  mailbox.send({ to, subject: 'Old', text: 'old', link: '/nl', absoluteLink: '', code: null });

describe('demo endpoints', () => {
  beforeEach(() => {
    resetStore();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });

  it('lists the mailbox newest last, optionally for one address', async () => {
    await createCode('a@example.nl');
    await createCode('b@example.nl');
    await createCode('a@example.nl');
    const all = await callJson('/__demo/mailbox', { method: 'GET' });
    expect((all.json.mails as { to: string }[]).map((m) => m.to)).toEqual([
      'a@example.nl',
      'b@example.nl',
      'a@example.nl',
    ]);
    const forA = await callJson('/__demo/mailbox?to=A%40example.nl', { method: 'GET' });
    expect((forA.json.mails as { id: string }[]).map((m) => m.id)).toEqual(['mail-1', 'mail-3']);
  });

  // Floods go through mailbox.send, so request throttling elsewhere cannot change what is tested.
  it('keeps the newest mails of a flooded address, and other addresses keep theirs', async () => {
    await createCode('other@example.nl');
    for (let i = 0; i < MAX_MAILS_PER_ADDRESS + 5; i += 1) sendOldMail('flood@example.nl');
    const last = (await createCode('flood@example.nl')).json;
    const flooded = await readMailbox('FLOOD@example.nl');
    expect(flooded).toHaveLength(MAX_MAILS_PER_ADDRESS);
    // The newest mail is the one of the last request, and its code logs in.
    const newest = flooded.at(-1);
    expect(newest?.link).toContain(`preAuthSessionId=${String(last.preAuthSessionId)}`);
    expect(newest?.id).toBe(`mail-${MAX_MAILS_PER_ADDRESS + 7}`);
    const consumed = await callJson('/auth/signinup/code/consume', {
      body: {
        preAuthSessionId: last.preAuthSessionId,
        deviceId: last.deviceId,
        userInputCode: newest?.code,
      },
      headers: { rid: 'passwordless' },
    });
    expect(consumed.json.status).toBe('OK');
    expect(await readMailbox('other@example.nl')).toHaveLength(1);
  });

  it('keeps at most MAX_MAILS in all, dropping the oldest, with ids that keep counting', async () => {
    const sent = MAX_MAILS + 15;
    for (let i = 1; i < sent; i += 1) sendOldMail(`shopper-${i}@example.nl`);
    await createCode(`shopper-${sent}@example.nl`);
    const all = (await callJson('/__demo/mailbox', { method: 'GET' })).json.mails as Mail[];
    expect(all).toHaveLength(MAX_MAILS);
    expect(all.at(-1)).toMatchObject({ id: `mail-${sent}`, to: `shopper-${sent}@example.nl` });
    expect(all[0]?.id).toBe(`mail-${sent - MAX_MAILS + 1}`);
    expect(new Set(all.map((mail) => mail.id)).size).toBe(MAX_MAILS);
    expect(await readMailbox('shopper-1@example.nl')).toEqual([]);
    expect((await readMailbox(`shopper-${sent}@example.nl`))[0]?.code).toMatch(/^\d{6}$/);
  });

  it('describes the login methods', async () => {
    const { json } = await callJson('/auth/loginmethods', {
      method: 'GET',
      headers: { rid: 'multitenancy' },
    });
    expect(json).toMatchObject({
      status: 'OK',
      emailPassword: { enabled: true },
      passwordless: { enabled: true },
      thirdParty: { enabled: false, providers: [] },
    });
  });
});
