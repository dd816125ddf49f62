/**
 * The logged-in buyer's machines through the API (docs/api-contract.md, "My machines"). The list is
 * the same in every language and country, so it is keyed by the user alone, like the addresses.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/api';
import type { Machine, MachineInput, MachineLabels } from '@/shared/api/contract/machines';
import {
  contextFromMeta,
  contextMeta,
  type ShopperContext,
} from '@/shared/shopper/shopper-context';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { machineKeys } from './machine-keys';

export { machineKeys };

export const machinesQueryOptions = (context: ShopperContext, userId: string) =>
  queryOptions({
    queryKey: machineKeys.list(userId),
    meta: contextMeta(context),
    queryFn: ({ signal, meta }) => api.call('machines', { context: contextFromMeta(meta), signal }),
  });

/** Only with a session (userId): a guest's call would answer 401. */
export const useAccountMachines = (userId: string | null) =>
  useQuery({
    ...machinesQueryOptions(useShopperContext(), userId ?? ''),
    enabled: userId !== null,
  });

export const addMachine = (context: ShopperContext, body: MachineInput): Promise<Machine> =>
  api.call('addMachine', { context, body });

export type MachineChange =
  | { kind: 'add'; input: MachineInput }
  | { kind: 'relabel'; id: string; labels: MachineLabels }
  | { kind: 'remove'; id: string };

const change = (context: ShopperContext, c: MachineChange): Promise<Machine | undefined> =>
  c.kind === 'add'
    ? addMachine(context, c.input)
    : c.kind === 'relabel'
      ? api.call('updateMachine', { context, params: { id: c.id }, body: c.labels })
      : api.call('deleteMachine', { context, params: { id: c.id } });

/**
 * Adds, relabels or removes one machine; the list is fetched again afterwards (a colleague may
 * have changed it too). A failure rejects `mutateAsync`: the caller says so.
 */
export function useChangeMachine(userId: string) {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  return useMutation({
    mutationFn: (c: MachineChange) => change(context, c),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: machineKeys.list(userId) }),
        // A machine added or removed changes the products ordered before for the list too.
        queryClient.invalidateQueries({ queryKey: machineKeys.reorders(userId) }),
      ]),
  });
}
