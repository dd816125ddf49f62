/**
 * The auth mails. Their links go to the shop's own screens, in the shopper's language, instead of
 * SuperTokens' defaults (`<websiteDomain>/auth/reset-password?…` and `<websiteDomain>/auth/verify?…`):
 *
 * - password reset: `/{lang}/password-reset?token=…&tenantId=…`
 * - magic link: `/{lang}/auth/_magic-link?preAuthSessionId=…&tenantId=…#<linkCode>`
 *
 * The origin stays the one SuperTokens built the link on: `appInfo.websiteDomain`, configured,
 * never taken from the request (a forged Host would otherwise send a valid token to another site).
 * The language is the request's `x-locale`, which the shop sends with every auth call; the demo
 * API builds the same links (demo-api/auth/mail-links.ts).
 */
import { getRequestFromUserContext } from 'supertokens-node';
import type { TypeInput as EmailPasswordConfig } from 'supertokens-node/recipe/emailpassword/types';
import type { TypeInput as PasswordlessConfig } from 'supertokens-node/recipe/passwordless/types';
import type { UserContext } from 'supertokens-node/types';
import type { MailLanguage, ShopMailer } from './shop-services';

const LANGUAGES: readonly MailLanguage[] = ['nl', 'en', 'de', 'fr'];

/** `x-locale` as the shop sends it; Dutch, the shop's default language, for anything else. */
export function mailLanguage(xLocale: string | undefined): MailLanguage {
  const wanted = xLocale?.trim().toLowerCase().slice(0, 2);
  return LANGUAGES.find((language) => language === wanted) ?? 'nl';
}

/** SuperTokens' reset link → the shop's: the same origin, token and tenant. */
export function shopPasswordResetLink(superTokensLink: string, language: MailLanguage): string {
  const link = new URL(superTokensLink);
  const query = new URLSearchParams({
    token: link.searchParams.get('token') ?? '',
    tenantId: link.searchParams.get('tenantId') ?? 'public',
  });
  return `${link.origin}/${language}/password-reset?${query.toString()}`;
}

/** SuperTokens' magic link → the shop's: the SDK reads the ids from the query, the code from the hash. */
export function shopMagicLink(superTokensLink: string, language: MailLanguage): string {
  const link = new URL(superTokensLink);
  const query = new URLSearchParams({
    preAuthSessionId: link.searchParams.get('preAuthSessionId') ?? '',
    tenantId: link.searchParams.get('tenantId') ?? 'public',
  });
  return `${link.origin}/${language}/auth/_magic-link?${query.toString()}${link.hash}`;
}

/** The language of the request being answered: its `x-locale`. */
export const languageOf = (userContext: UserContext): MailLanguage =>
  mailLanguage(getRequestFromUserContext(userContext)?.getHeaderValue('x-locale'));

type ServiceOf<Config extends { emailDelivery?: { service?: unknown } }> = NonNullable<
  NonNullable<Config['emailDelivery']>['service']
>;

/** `emailDelivery.service` of both recipes: the shop's mails, through the deployment's mailer. */
export function mailServices(mailer: ShopMailer) {
  const passwordReset: ServiceOf<EmailPasswordConfig> = {
    sendEmail: async (input) => {
      const language = languageOf(input.userContext);
      await mailer.send({
        type: 'password-reset',
        to: input.user.email,
        language,
        link: shopPasswordResetLink(input.passwordResetLink, language),
      });
    },
  };
  const loginCode: ServiceOf<PasswordlessConfig> = {
    sendEmail: async (input) => {
      const language = languageOf(input.userContext);
      await mailer.send({
        type: 'login-code',
        to: input.email,
        language,
        link: input.urlWithLinkCode && shopMagicLink(input.urlWithLinkCode, language),
        code: input.userInputCode,
        validForMinutes: Math.round(input.codeLifetime / 60_000),
      });
    },
  };
  return { passwordReset, loginCode };
}
