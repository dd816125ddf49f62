/**
 * The products ordered before for each of the buyer's machines (docs/api-contract.md, "My
 * machines": GET machines/reorders; docs/decisions/0079-reorder-per-machine.md). Loaded with the
 * re-order lines' own chunk, so neither home nor the app's first script carries it.
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import { contextFromMeta, contextMeta } from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { machineKeys } from './machine-keys';

export function useMachineReorders(userId: string) {
  const context = useShopperContext();
  return useQuery({
    // The names are in the page's language.
    queryKey: [...machineKeys.reorders(userId), context.locale],
    meta: contextMeta(context),
    queryFn: ({ signal, meta }) =>
      api.call('machineReorders', { context: contextFromMeta(meta), signal }),
    // An order placed since (here or by a colleague) changes the answer: asked again on each visit.
    staleTime: 0,
  });
}
