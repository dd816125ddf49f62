import type { Language } from '@/shared/config/languages';
import type { InfoContent } from './types';

// Literal import() per language, so the bundler emits one lazy chunk each and a visitor only
// downloads the texts of the language being read.
const loaders: Record<Language, () => Promise<{ content: InfoContent }>> = {
  nl: () => import('./nl'),
  en: () => import('./en'),
  de: () => import('./de'),
  fr: () => import('./fr'),
};

/** The information pages of one language. */
export async function loadInfoContent(language: Language): Promise<InfoContent> {
  return (await loaders[language]()).content;
}
