import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { ResultsTarget } from '@/features/catalog/search/results-target';
import { readResultsParams, type ResultsParams } from '@/features/catalog/search/search-params';
import { useResultsTarget } from '@/features/catalog/search/use-results-target';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { siteUrl } from '@/shared/config/site';
import { breadcrumbJsonLd, type BreadcrumbItem } from '@/shared/seo/structured-data';
import { absoluteUrl, canonicalPath } from '@/shared/seo/seo-urls';
import { usePageHead, type PageHead } from '@/shared/seo/page-head';

type Format = ReturnType<typeof useIntl>['formatMessage'];

/**
 * A results page's head: the list's heading as title, a description naming the machine or
 * add-on, and the trail home › brand › type (or add-on › variant) as BreadcrumbList. A search by
 * typed text (`?q=`) is noindex: endless, thin variants of the real lists.
 */
export function useResultsHead(language: Language): void {
  const intl = useIntl();
  const splat = useParams()['*'];
  const [searchParams] = useSearchParams();
  const params = useMemo(() => readResultsParams(searchParams), [searchParams]);
  const target = useResultsTarget(splat);
  const search = searchParams.toString();
  const head = useMemo(
    () => (target ? resultsHead(target, params, language, search, intl.formatMessage) : null),
    [target, params, language, search, intl],
  );
  usePageHead(head);
}

function resultsHead(
  target: ResultsTarget,
  params: ResultsParams,
  language: Language,
  search: string,
  format: Format,
): PageHead {
  const category = params.category ?? 'any';
  const at = (path: string) => absoluteUrl(siteUrl, path);
  const trail: BreadcrumbItem[] = [
    { name: format({ id: 'detail.breadcrumbs.home' }), url: at(paths.home.getHref(language)) },
  ];
  let title: string;
  let description: string;
  if (params.text !== null) {
    title = format({ id: 'results.heading.text' }, { query: params.text });
    return { title, noindex: true };
  }
  if (target.kind === 'brand') {
    const machine = target.type ? `${target.brand.name} ${target.type.name}` : target.brand.name;
    title = format({ id: 'results.heading.brand' }, { category, machine });
    description = format({ id: 'seo.results.machine.description' }, { machine });
    trail.push({
      name: target.brand.name,
      url: at(paths.results.getHref(language, target.brand.url)),
    });
    if (target.type)
      trail.push({
        name: target.type.name,
        url: at(paths.results.getHref(language, target.brand.url, target.type.url)),
      });
  } else if (target.kind === 'addon') {
    title = target.variant
      ? format(
          { id: 'results.heading.addonVariant' },
          { addon: target.addon.name, variant: target.variant.name },
        )
      : format({ id: 'results.heading.addon' }, { addon: target.addon.name });
    description = format({ id: 'seo.results.addon.description' }, { addon: title });
    trail.push({
      name: target.addon.name,
      url: at(paths.addonResults.getHref(language, target.addon.url)),
    });
    if (target.variant)
      trail.push({
        name: target.variant.name,
        url: at(paths.addonResults.getHref(language, target.addon.url, target.variant.url)),
      });
  } else {
    title =
      params.context !== null
        ? format({ id: 'results.heading.context' }, { context: params.context })
        : format({ id: 'results.heading.all' }, { category });
    description = format({ id: 'seo.results.description' });
    trail.push({
      name: title,
      url: at(canonicalPath(paths.results.getHref(language), search)),
    });
  }
  return { title, description, jsonLd: [breadcrumbJsonLd(trail)] };
}
