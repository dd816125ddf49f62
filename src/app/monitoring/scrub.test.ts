import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubRecordingEvent, scrubText } from './scrub';

describe('scrub', () => {
  it('removes e-mail addresses, bearer tokens and secret URL parameters', () => {
    expect(scrubText('user anna@example.nl failed')).toBe('user [email] failed');
    expect(scrubText('Authorization: Bearer abc.def-ghi')).toBe('Authorization: Bearer [removed]');
    expect(scrubText('/nl/password-reset?token=s3cret&tenantId=public')).toBe(
      '/nl/password-reset?token=[removed]&tenantId=public',
    );
  });

  it('removes secret fields anywhere in an event', () => {
    const event = {
      message: 'Login failed for jan@cleanpro.example.nl',
      request: {
        url: '/nl/auth/_magic-link?preAuthSessionId=xyz#abc',
        headers: { authorization: 'Bearer t', accept: 'json' },
      },
      extra: { password: 'Demo!2345', nested: [{ refreshToken: 'r' }] },
    };
    expect(scrubEvent(event)).toEqual({
      message: 'Login failed for [email]',
      request: {
        url: '/nl/auth/_magic-link?preAuthSessionId=[removed]#[removed]',
        headers: { authorization: '[removed]', accept: 'json' },
      },
      extra: { password: '[removed]', nested: [{ refreshToken: '[removed]' }] },
    });
  });

  it('removes URL-encoded e-mail addresses, bare JWTs and a magic link code', () => {
    expect(scrubText('GET /auth/user/email/exists?email=anna%40example.nl')).toBe(
      'GET /auth/user/email/exists?email=[email]',
    );
    expect(scrubText('front-token eyJhbGciOi.eyJzdWIiOiIx.c2lnbmF0dXJl ok')).toBe(
      'front-token [token] ok',
    );
    expect(scrubText('/nl/auth/_magic-link?preAuthSessionId=p1&tenantId=public#LINKCODE')).toBe(
      '/nl/auth/_magic-link?preAuthSessionId=[removed]&tenantId=public#[removed]',
    );
  });

  it('scrubs only the replay recording events that carry URLs', () => {
    const snapshot = { type: 2, data: { node: { text: 'anna@example.nl' } } };
    expect(scrubRecordingEvent(snapshot)).toBe(snapshot);
    expect(
      scrubRecordingEvent({ type: 5, data: { payload: { description: '/x?token=abc' } } }),
    ).toEqual({ type: 5, data: { payload: { description: '/x?token=[removed]' } } });
  });
});
