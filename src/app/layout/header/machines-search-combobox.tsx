import {
  SearchCombobox,
  type SearchComboboxProps,
} from '@/features/catalog/autocomplete/search-combobox';
import { useMachineTypeIds } from '@/features/machines/use-machine-type-ids';
import { useMachinesOwner } from '../../startup/use-machines-owner';

/**
 * The header's combobox with the shopper's machines, so products that fit them are suggested
 * first (docs/decisions/0078-fits-my-machines.md). Loaded with the combobox, on the first focus:
 * the machines' code stays out of the first paint.
 */
export function MachinesSearchCombobox(props: SearchComboboxProps) {
  const machineTypeIds = useMachineTypeIds(useMachinesOwner());
  return <SearchCombobox {...props} machineTypeIds={machineTypeIds ?? undefined} />;
}
