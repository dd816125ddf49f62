import {
  data,
  redirect,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { detectLanguage } from '@/features/locale/lib/detect-language';
import { loadMessages } from '@/features/locale/lib/load-messages';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { readCookie } from '@/shared/lib/cookies';

export function detectedLanguage(): Language {
  return detectLanguage(readCookie(LANGUAGE_COOKIE), navigator.languages ?? [navigator.language]);
}

/** `/`: home in the detected language. */
export function rootRedirectLoader() {
  return redirect(paths.home.getHref(detectedLanguage()));
}

/** `/login` (where logout sends the user, spec §4): the login page in the detected language. */
export function loginRedirectLoader() {
  return redirect(paths.login.getHref(detectedLanguage()));
}

/** `/:lang`: an unknown prefix is a 404; a known one gets its messages before the page renders. */
export async function languageLoader({ params }: LoaderFunctionArgs) {
  const lang = params.lang;
  if (!isLanguage(lang)) {
    // The 404 page of an unknown prefix speaks the visitor's own language.
    const detected = detectedLanguage();
    useI18nStore.getState().setMessages(detected, await loadMessages(detected));
    throw data(null, { status: 404 });
  }
  // The page's own loaders run beside this one and take the language from the same params.
  const messages = await loadMessages(lang);
  useI18nStore.getState().setMessages(lang, messages);
  return null;
}

/** The language loader only needs to run again when the language changes. */
export function languageShouldRevalidate({
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}
