import { describe, expect, it } from 'vitest';
import { scrubEvent, scrubText } from './scrub';

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
        url: '/nl/auth/_magic-link?preAuthSessionId=[removed]#abc',
        headers: { authorization: '[removed]', accept: 'json' },
      },
      extra: { password: '[removed]', nested: [{ refreshToken: '[removed]' }] },
    });
  });
});
