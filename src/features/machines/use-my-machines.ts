/**
 * The shopper's machines, wherever they are kept (docs/decisions/0071-my-machines.md): a logged-in
 * buyer's through the API, a guest's in this browser. The app passes who is asking (features do
 * not read the session themselves).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { MachineLabels } from '@/shared/api/contract/machines';
import { useAccountMachines, useChangeMachine } from './api/machines-api';
import type { MachineModel } from './machine';
import { useGuestMachinesStore } from './stores/guest-machines-store';

export interface MachinesOwner {
  status: 'unknown' | 'present' | 'absent';
  userId: string | null;
}

/** A saved machine: a guest's has its model's id as id and no labels. */
export interface SavedMachine extends MachineModel {
  id: string;
  name: string | null;
  site: string | null;
}

// Without local storage (the prerender in Node) zustand leaves out `persist`: nothing to restore.
const persistApi = (): typeof useGuestMachinesStore.persist | undefined =>
  (useGuestMachinesStore as Partial<typeof useGuestMachinesStore>).persist;
const subscribeHydration = (onChange: () => void) =>
  persistApi()?.onFinishHydration(onChange) ?? (() => undefined);
const hasHydrated = () => persistApi()?.hasHydrated() ?? false;

/** Reads the guest's stored list after the first render (the prerendered page has none). */
export function useGuestMachinesRestored(): boolean {
  const hydrated = useSyncExternalStore(subscribeHydration, hasHydrated, () => false);
  useEffect(() => {
    if (!hasHydrated()) void persistApi()?.rehydrate();
  }, []);
  return hydrated;
}

export function useMyMachines(owner: MachinesOwner) {
  const restored = useGuestMachinesRestored();
  const models = useGuestMachinesStore((state) => state.models);
  const accountUser = owner.status === 'present' ? owner.userId : null;
  const account = useAccountMachines(accountUser);
  const changeMachine = useChangeMachine(accountUser ?? '');

  const guestList: SavedMachine[] = models.map((m) => ({
    ...m,
    id: m.type.id,
    name: null,
    site: null,
  }));
  /** undefined while unknown (session or list still loading). */
  const machines: SavedMachine[] | undefined =
    owner.status === 'present'
      ? account.data
      : owner.status === 'absent' && restored
        ? guestList
        : undefined;

  return {
    machines,
    isError: owner.status === 'present' && account.isError,
    retry: () => void account.refetch(),
    isAccount: accountUser !== null,
    isChanging: changeMachine.isPending,
    /** Saves a model; an account's save rejects when the API refuses (the caller says so). */
    save: async (model: MachineModel): Promise<void> => {
      if (accountUser === null) return useGuestMachinesStore.getState().add(model);
      await changeMachine.mutateAsync({
        kind: 'add',
        input: { brandId: model.brand.id, typeId: model.type.id },
      });
    },
    remove: async (id: string): Promise<void> => {
      if (accountUser === null) return useGuestMachinesStore.getState().remove(id);
      await changeMachine.mutateAsync({ kind: 'remove', id });
    },
    relabel: async (id: string, labels: MachineLabels): Promise<void> => {
      await changeMachine.mutateAsync({ kind: 'relabel', id, labels });
    },
  };
}

/** The saved machine of a model, if any. */
export const machineOfModel = (
  machines: readonly SavedMachine[] | undefined,
  typeId: string,
): SavedMachine | undefined => machines?.find((m) => m.type.id === typeId);
