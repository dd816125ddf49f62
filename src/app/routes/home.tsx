import { useEffect } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { failRouteCheck } from '../errors/route-errors';
import { loaderQueryClient } from '../providers/query-client';
import { Finder } from '@/features/catalog/finder/finder';
import { GlobalDiscountNote } from '@/features/catalog/home/global-discount-note';
import { HomeSections } from '@/features/catalog/home/home-sections';
import { prefetchHome } from '@/features/catalog/home/home-queries';
import { CountryCard } from '@/features/locale/components/country-card';
import { getRequestContext } from '@/shared/api/request-context';
import { defaultLanguage, isLanguage } from '@/shared/config/languages';

/** Sections `/{lang}/home/:id` may point at; anything else fails the route check (404). */
const homeSections = ['search', 'all-offers', 'new', 'top-offers', 'country'];

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !homeSections.includes(params.id)) failRouteCheck();
  const queryClient = loaderQueryClient();
  const context = getRequestContext();
  // Loaders run in parallel with the language loader: on the first load of another language the
  // request context is not that language yet, and the page's own queries fetch instead.
  if (queryClient && context.locale === params.lang) prefetchHome(queryClient, context);
  return null;
}

/** Home (spec §2): the brand → model finder, the offers, the discount and the country prompt. */
export function Component() {
  const { lang, id } = useParams();
  const language = isLanguage(lang) ? lang : defaultLanguage;
  useEffect(() => {
    // scrollIntoView is missing where there is no layout (jsdom); there is nothing to scroll then.
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, [id]);
  return (
    <>
      <Finder language={language} />
      <GlobalDiscountNote />
      <HomeSections language={language} />
      <CountryCard />
    </>
  );
}
