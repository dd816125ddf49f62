import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@/shared/config/languages';

export type Messages = Record<string, MessageFormatElement[]>;

// One chunk per language, fetched only when that language is used.
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  nl: () => import('../../../../locales/nl.json?compiled'),
  en: () => import('../../../../locales/en.json?compiled'),
  de: () => import('../../../../locales/de.json?compiled'),
  fr: () => import('../../../../locales/fr.json?compiled'),
};

const cache = new Map<Language, Messages>();

/** The precompiled messages of a language, loaded once. */
export async function loadMessages(language: Language): Promise<Messages> {
  const cached = cache.get(language);
  if (cached) return cached;
  const messages = (await loaders[language]()).default;
  cache.set(language, messages);
  return messages;
}
