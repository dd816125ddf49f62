/**
 * The mailed links lead where the demo API's do (the shop's own screens, in the shopper's
 * language) and keep the configured origin, the token and the tenant of SuperTokens' link.
 */
import { describe, expect, it } from 'vitest';
import {
  magicLinkPath,
  mailLanguage as demoMailLanguage,
  passwordResetPath,
} from '../demo-api/auth/mail-links';
import { mailLanguage, shopMagicLink, shopPasswordResetLink } from './mails';

const SHOP = 'https://www.example.nl';

describe('mailLanguage', () => {
  it.each([['en'], ['DE'], [' fr '], ['fr-BE'], ['nl'], ['es'], [''], [undefined]])(
    'reads x-locale %j as the demo API does',
    (xLocale) => {
      const request = new Request(SHOP, {
        headers: xLocale === undefined ? {} : { 'x-locale': xLocale },
      });
      expect(mailLanguage(xLocale)).toBe(demoMailLanguage(request));
    },
  );
});

describe('links', () => {
  it('turns SuperTokens’ reset link into the shop’s reset screen', () => {
    const superTokens = `${SHOP}/auth/reset-password?token=a%2Bb%3D&tenantId=shop2`;
    expect(shopPasswordResetLink(superTokens, 'fr')).toBe(
      `${SHOP}${passwordResetPath('fr', 'a+b=', 'shop2')}`,
    );
  });

  it('turns SuperTokens’ magic link into the shop’s magic-link screen, code in the hash', () => {
    const superTokens = `${SHOP}/auth/verify?preAuthSessionId=pre-1&tenantId=public#c0de_-x`;
    expect(shopMagicLink(superTokens, 'en')).toBe(
      `${SHOP}${magicLinkPath('en', 'pre-1', 'public', 'c0de_-x')}`,
    );
  });
});
