import type { MachinesOwner } from '../use-my-machines';
import { useAdoptGuestMachines } from '../use-adopt-guest-machines';

/**
 * Takes a guest's machines into the account at login (docs/decisions/0071-my-machines.md). A
 * component of its own so the app loads it, with the machines' API and the browser's list, only
 * once someone is logged in, not in every page's first script.
 */
export function AdoptGuestMachines({ owner }: { owner: MachinesOwner }) {
  useAdoptGuestMachines(owner);
  return null;
}
