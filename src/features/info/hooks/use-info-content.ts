import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@/shared/config/languages';
import { loadInfoContent } from '../content/load-info-content';

export const infoContentKeys = {
  all: () => ['info-content'] as const,
  language: (language: Language) => [...infoContentKeys.all(), language] as const,
};

/**
 * The texts are part of the build, so they never go stale during a visit. A route loader can
 * warm the cache with `queryClient.ensureQueryData(infoContentQueryOptions(language))`.
 */
export const infoContentQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: infoContentKeys.language(language),
    queryFn: () => loadInfoContent(language),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useInfoContent = (language: Language) => useQuery(infoContentQueryOptions(language));
