import {
  data,
  redirect,
  replace,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { detectLanguage } from '@/features/locale/lib/detect-language';
import { loadMessages } from '@/features/locale/lib/load-messages';
import { useI18nStore } from '@/features/locale/stores/i18n-store';
import {
  defaultLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
} from '@/shared/config/languages';
import { paths, switchLanguagePath } from '@/shared/config/paths';
import { readCookie } from '@/shared/lib/cookies';
import { reportError } from '../monitoring/report-error';

export function detectedLanguage(): Language {
  return detectLanguage(readCookie(LANGUAGE_COOKIE), navigator.languages ?? [navigator.language]);
}

/** `/`: home in the detected language. */
export function rootRedirectLoader() {
  return redirect(paths.home.getHref(detectedLanguage()));
}

/** `/login` (where logout sends the user, requirements §9.1): the login page in the detected language. */
export function loginRedirectLoader() {
  return redirect(paths.login.getHref(detectedLanguage()));
}

/** Loads a language's messages and puts them on screen. */
async function show(language: Language): Promise<void> {
  useI18nStore.getState().setMessages(language, await loadMessages(language));
}

/**
 * `/:lang`, and any address with no language first (`*`): an unknown prefix is a 404; a known one
 * gets its messages before the page renders. Messages that cannot load are reported, and the page
 * goes to (or stays at) the same path in a language it can show, so the address, `<html lang>` and
 * the texts agree; asking for the language again loads it anew.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs) {
  // An address pasted with doubled slashes ("//nl//results/…"), as the shop writes it.
  const url = new URL(request.url);
  const tidy = url.pathname.replace(/\/+/g, '/');
  if (tidy !== url.pathname) throw replace(tidy + url.search);
  const lang = params.lang;
  if (!isLanguage(lang)) {
    // The 404 page of an unknown prefix speaks the visitor's own language.
    await show(detectedLanguage());
    throw data(null, { status: 404 });
  }
  try {
    // The page's own loaders run beside this one and take the language from the same params.
    await show(lang);
    return null;
  } catch (error) {
    reportError(error);
    const shown = await languageToShowInstead(lang, error);
    // Replace: the failed address never became a page, so Back has nothing to return to.
    throw replace(`${switchLanguagePath(url.pathname, shown)}${url.search}`);
  }
}

/**
 * The language on screen (a switch that failed), else, on a first load, the detected language or
 * Dutch, whichever loads; the original failure when none does.
 */
async function languageToShowInstead(failed: Language, error: unknown): Promise<Language> {
  const { language, messages } = useI18nStore.getState();
  if (language !== failed && Object.keys(messages).length > 0) return language;
  for (const candidate of new Set([detectedLanguage(), defaultLanguage])) {
    if (candidate === failed) continue;
    try {
      await show(candidate);
      return candidate;
    } catch {
      // The next candidate, if any.
    }
  }
  throw error;
}

/** The language loader only needs to run again when the language changes. */
export function languageShouldRevalidate({
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}
