import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '../db/store';
import { callJson } from './test-client';

const createCode = (email: string) => callJson('/auth/signinup/code', { body: { email } });

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
