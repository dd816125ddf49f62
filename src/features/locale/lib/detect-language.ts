import { defaultLanguage, isLanguage, type Language } from '@/shared/config/languages';

/**
 * The language of requirements §2.2: the stored language cookie first, then the browser's languages in
 * order of preference (`de-AT` counts as `de`), else Dutch.
 */
export function detectLanguage(
  cookieValue: string | undefined,
  browserLanguages: readonly string[],
): Language {
  if (isLanguage(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}
