/**
 * Links in the demo's auth mails. They point at the shop's own screens (docs/auth-protocol.md,
 * top), as paths: the shop and the API share one origin. The mail also keeps the absolute form, on the
 * configured site origin (site-origin.ts), never on one the request names.
 */
export type MailLanguage = 'nl' | 'en' | 'de' | 'fr';

const LANGUAGES: readonly MailLanguage[] = ['nl', 'en', 'de', 'fr'];

/** The shop sends `x-locale` with every request; Dutch is the shop's default language. */
export function mailLanguage(request: Request): MailLanguage {
  const wanted = request.headers.get('x-locale')?.trim().toLowerCase().slice(0, 2);
  return LANGUAGES.find((lang) => lang === wanted) ?? 'nl';
}

export function passwordResetPath(lang: MailLanguage, token: string, tenantId: string): string {
  const query = new URLSearchParams({ token, tenantId });
  return `/${lang}/password-reset?${query.toString()}`;
}

/** The SDK's `consumeCode()` reads the link code from the hash and the rest from the query. */
export function magicLinkPath(
  lang: MailLanguage,
  preAuthSessionId: string,
  tenantId: string,
  linkCode: string,
): string {
  const query = new URLSearchParams({ preAuthSessionId, tenantId });
  return `/${lang}/auth/_magic-link?${query.toString()}#${linkCode}`;
}
