import { useMemo } from 'react';
import { useMyMachines, type MachinesOwner } from './use-my-machines';

/**
 * The models of the shopper's machines, for a search that puts what fits them first or narrows
 * to it (docs/decisions/0078-fits-my-machines.md): null while unknown; a list that failed to load
 * counts as none, so the search still answers. The same models are the same array, so a search
 * built from it is not rebuilt at every render.
 */
export function useMachineTypeIds(owner: MachinesOwner): readonly string[] | null {
  const { machines, isError } = useMyMachines(owner);
  const ids = isError ? [] : machines?.map((machine) => machine.type.id);
  const key = ids ? JSON.stringify([...new Set(ids)].sort()) : null;
  return useMemo(() => (key === null ? null : (JSON.parse(key) as string[])), [key]);
}
