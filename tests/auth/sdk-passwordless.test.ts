/**
 * The real supertokens-auth-react SDK against the demo FDI's passwordless login: the code and the
 * magic link come from the demo mailbox, as a shopper would read them.
 */
import Passwordless from 'supertokens-auth-react/recipe/passwordless';
import Session from 'supertokens-auth-react/recipe/session';
import { describe, expect, it } from 'vitest';
import { clearBrowserState, lastMailTo, setUpSuperTokensSdk } from './sdk-harness';

setUpSuperTokensSdk();

describe('passwordless', () => {
  it('logs in with the mailed one-time code, counting a wrong one', async () => {
    const created = await Passwordless.createCode({ email: 'nieuw@example.nl' });
    expect(created.status).toBe('OK');
    expect(await Passwordless.getLoginAttemptInfo()).toMatchObject({
      flowType: 'USER_INPUT_CODE_AND_MAGIC_LINK',
    });
    const { code } = await lastMailTo('nieuw@example.nl');
    const wrong = await Passwordless.consumeCode({
      userInputCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({
      status: 'INCORRECT_USER_INPUT_CODE_ERROR',
      failedCodeInputAttemptCount: 1,
      maximumCodeInputAttempts: 5,
    });

    const result = await Passwordless.consumeCode({ userInputCode: code ?? '' });
    expect(result).toMatchObject({ status: 'OK', createdNewRecipeUser: true });
    await Passwordless.clearLoginAttemptInfo();
    expect(await Session.doesSessionExist()).toBe(true);
    expect(await Session.getAccessTokenPayloadSecurely()).toMatchObject({
      accountType: 'personal',
    });
  });

  it('resends a code', async () => {
    await Passwordless.createCode({ email: 'anna@example.nl' });
    expect((await Passwordless.resendCode()).status).toBe('OK');
    const { code } = await lastMailTo('anna@example.nl');
    expect((await Passwordless.consumeCode({ userInputCode: code ?? '' })).status).toBe('OK');
    expect(await Session.getUserId()).toBe('user-anna');
  });

  it('logs in with the magic link opened in another browser', async () => {
    await Passwordless.createCode({ email: 'jan@cleanpro.example.nl' });
    const mail = await lastMailTo('jan@cleanpro.example.nl');
    expect(mail.link).toMatch(
      /^\/nl\/auth\/_magic-link\?preAuthSessionId=[\w-]+&tenantId=public#[\w-]+$/,
    );
    clearBrowserState();
    window.history.pushState(null, '', mail.link);
    expect(Passwordless.getLinkCodeFromURL()).toBe(new URL(mail.absoluteLink).hash.slice(1));

    const result = await Passwordless.consumeCode();
    expect(result).toMatchObject({
      status: 'OK',
      createdNewRecipeUser: false,
      user: { id: 'user-jan' },
    });
    expect(await Session.getAccessTokenPayloadSecurely()).toMatchObject({
      accountType: 'business',
      companyId: 'company-cleanpro',
    });
    // A link works once.
    expect((await Passwordless.consumeCode()).status).toBe('RESTART_FLOW_ERROR');
  });
});
