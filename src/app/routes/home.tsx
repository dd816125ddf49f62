import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { failRouteCheck } from '../errors/route-errors';
import { PersonalDiscountNote } from '@/features/account/components/personal-discount-note';
import { Finder } from '@/features/catalog/finder/finder';
import { GlobalDiscountNote } from '@/features/catalog/home/global-discount-note';
import { HomeSections } from '@/features/catalog/home/home-sections';
import { prefetchHome } from '@/features/catalog/home/home-queries';
import { CountryCard } from '@/features/locale/components/country-card';
import { languageOrDefault } from '@/shared/config/languages';
import { homeSections } from '@/shared/config/paths';
import { shopperContextFor } from '@/shared/shopper/use-shopper-context';

export const createLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (params.id !== undefined && !(homeSections as readonly string[]).includes(params.id))
      failRouteCheck();
    prefetchHome(queryClient, shopperContextFor(languageOrDefault(params.lang)));
    return null;
  };

/** Home (requirements §1.2): the brand → model finder, the offers, the discount and the country prompt. */
export function Component() {
  const { id } = useParams();
  useEffect(() => {
    // scrollIntoView is missing where there is no layout (jsdom); there is nothing to scroll then.
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, [id]);
  return (
    <>
      <Finder />
      <GlobalDiscountNote />
      <PersonalDiscountNote />
      <HomeSections />
      <CountryCard />
    </>
  );
}
