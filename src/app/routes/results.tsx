import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { prefetchProductSearch } from '@/features/catalog/api/search-products';
import { finderFormTarget } from '@/features/catalog/finder/finder-form';
import { loadResultsTarget } from '@/features/catalog/search/results-target';
import { readResultsParams } from '@/features/catalog/search/search-params';
import { buildSearchQuery } from '@/features/catalog/search/search-request';
import { ResultsPage } from '@/features/catalog/search/components/results-page';
import { SaveMachineButton } from '@/features/machines/components/save-machine-button';
import { useMachineTypeIds } from '@/features/machines/use-machine-type-ids';
import { languageOrDefault } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { shopperContextFor, useLanguage } from '@/shared/shopper/use-shopper-context';
import { failRouteCheck } from '../errors/route-errors';
import { useResultsHead } from '../seo/use-results-head';
import { useMachinesOwner } from '../startup/use-machines-owner';

/**
 * `/{lang}/results[/…]`: resolves the path's slugs with the brand, type, add-on and variant lists
 * (an unknown one is the 404 'Page Not Found: {path}') and starts the first page of results, so
 * it loads alongside the page's code. The page shows placeholders until it arrives; a failed
 * page is shown by the page, with its retry. The URL's filters (`?type=`, `?material=`, …) are
 * part of that search and of its key, with their counts; choosing one runs this loader again.
 * The finder's GET form, sent before the app ran (`/results?brand=…`), is replaced by the page
 * it asked for (docs/decisions/0080-get-forms-before-the-app.md).
 */
export const createLoader =
  (queryClient: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs) => {
    const language = languageOrDefault(params.lang);
    const url = new URL(request.url);
    const finder = params['*'] ? null : finderFormTarget(url.searchParams);
    if (finder) {
      const search = finder.search.size > 0 ? `?${finder.search}` : '';
      throw replace(`${paths.results.getHref(language, ...finder.segments)}${search}`);
    }
    const context = shopperContextFor(language);
    const target = await loadResultsTarget(queryClient, context, params['*']);
    if (target === null) failRouteCheck();
    const query = buildSearchQuery(target, readResultsParams(url.searchParams));
    void prefetchProductSearch(queryClient, context, query);
    return null;
  };

export function Component() {
  const language = useLanguage();
  const owner = useMachinesOwner();
  const machineTypeIds = useMachineTypeIds(owner);
  useResultsHead(language);
  return (
    <ResultsPage
      modelAction={(model) => <SaveMachineButton owner={owner} model={model} />}
      machineTypeIds={machineTypeIds}
    />
  );
}
