import { defaultLanguage, type Language } from '@/shared/config/languages';

let pageLanguage: Language = defaultLanguage;

/**
 * The language of the page shown, for the auth SDK's calls (mailed links and texts come in it).
 * The SDK calls from outside React, so the shop layout passes its route's language here.
 */
export function followPageLanguage(language: Language): void {
  pageLanguage = language;
}

export const currentPageLanguage = (): Language => pageLanguage;
