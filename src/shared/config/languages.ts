/** The shop's languages and their locale codes (requirements §2.1). nl is the source language. */
import { locales, type Locale } from '../api/contract/constants';

export const languages = locales;
export type Language = Locale;
export const defaultLanguage: Language = 'nl';

export const localeCodes: Record<Language, string> = {
  nl: 'nl-NL',
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
};

/** Names of the languages in themselves, for the language switcher. */
export const languageNames: Record<Language, string> = {
  nl: 'Nederlands',
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/**
 * `value` if it is a shop language, else the default: the one fallback for a raw `:lang` param or
 * a path's first segment.
 */
export const languageOrDefault = (value: unknown): Language =>
  isLanguage(value) ? value : defaultLanguage;

/** Name and lifetime of the language cookie. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_DAYS = 365;
