/**
 * At login the guest's machines join the account (docs/decisions/0071-my-machines.md): each model
 * the account does not have yet is added, then the browser's list is emptied. A failed call keeps
 * the browser's list, so the next login tries again.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { addMachine, machineKeys, machinesQueryOptions } from './api/machines-api';
import { useGuestMachinesStore } from './stores/guest-machines-store';
import { useGuestMachinesRestored, type MachinesOwner } from './use-my-machines';

export function useAdoptGuestMachines({ status, userId }: MachinesOwner): void {
  const queryClient = useQueryClient();
  const context = useShopperContext();
  const restored = useGuestMachinesRestored();
  const count = useGuestMachinesStore((state) => state.models.length);
  const running = useRef(false);

  useEffect(() => {
    if (status !== 'present' || !userId || !restored || count === 0 || running.current) return;
    running.current = true;
    const adopt = async () => {
      const models = useGuestMachinesStore.getState().models;
      const owned = await queryClient.fetchQuery(machinesQueryOptions(context, userId));
      const have = new Set(owned.map((m) => m.type.id));
      for (const model of models.filter((m) => !have.has(m.type.id)))
        await addMachine(context, { brandId: model.brand.id, typeId: model.type.id });
      useGuestMachinesStore.getState().clear();
    };
    adopt()
      .catch((error: unknown) => console.warn('The guest’s machines were not added:', error))
      .finally(() => {
        running.current = false;
        void queryClient.invalidateQueries({ queryKey: machineKeys.list(userId) });
      });
  }, [status, userId, restored, count, queryClient, context]);
}
