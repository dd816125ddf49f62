import { useIntl } from 'react-intl';
import * as button from '@/shared/ui/button.module.css';
import { showToast } from '@/shared/ui/toast/toast-store';
import { machineOfModel, useMyMachines, type MachinesOwner } from '../use-my-machines';
import { modelName, type MachineModel } from '../machine';
import styles from './machines.module.css';

interface SaveMachineButtonProps {
  owner: MachinesOwner;
  model: MachineModel;
}

/**
 * "Save Nilfisk Attix 30 as my machine" (the finder once a model is chosen, a model's results);
 * once saved, a line saying so. While it is not known whose machines these are (a prerendered
 * page, before the app), its place is kept, not shown and not read, so the list below does not
 * move when it comes.
 */
export function SaveMachineButton({ owner, model }: SaveMachineButtonProps) {
  const intl = useIntl();
  const mine = useMyMachines(owner);
  const values = { model: modelName(model) };
  if (mine.machines === undefined)
    return (
      <span
        className={`${button.secondary} ${button.compact} ${styles.pending}`}
        aria-hidden="true"
      >
        {intl.formatMessage({ id: 'machines.save' }, values)}
      </span>
    );
  if (machineOfModel(mine.machines, model.type.id))
    return (
      <p className={styles.saved} role="status">
        {intl.formatMessage({ id: 'machines.saved' }, values)}
      </p>
    );
  const save = () =>
    mine.save(model).then(
      () => showToast({ tone: 'success', title: { id: 'machines.savedToast' } }),
      () => showToast({ tone: 'error', title: { id: 'machines.error' } }),
    );
  return (
    <button
      type="button"
      className={`${button.secondary} ${button.compact}`}
      disabled={mine.isChanging}
      onClick={() => void save()}
    >
      {intl.formatMessage({ id: 'machines.save' }, values)}
    </button>
  );
}
