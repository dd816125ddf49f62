import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { failRouteCheck } from '../errors/route-errors';
import { useMachinesOwner } from '../startup/use-machines-owner';
import { PersonalDiscountNote } from '@/features/account/components/personal-discount-note';
import { Finder } from '@/features/catalog/finder/finder';
import { SaveMachineButton } from '@/features/machines/components/save-machine-button';
import { YourMachines } from '@/features/machines/components/your-machines';
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

/** Home (requirements §1.2): the shopper's machines (docs/decisions/0071-my-machines.md), the brand → model finder, the offers, the discount and the country prompt. */
export function Component() {
  const { id } = useParams();
  const owner = useMachinesOwner();
  useEffect(() => {
    // scrollIntoView is missing where there is no layout (jsdom); there is nothing to scroll then.
    if (id) document.getElementById(id)?.scrollIntoView?.();
  }, [id]);
  return (
    <>
      <YourMachines owner={owner} />
      <Finder modelAction={(model) => <SaveMachineButton owner={owner} model={model} />} />
      <GlobalDiscountNote />
      <PersonalDiscountNote />
      <HomeSections />
      <CountryCard />
    </>
  );
}
