import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TEXT_LIMITS } from '@/shared/api/contract/text-limits';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import * as button from '@/shared/ui/button.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import { TextField } from '@/shared/ui/form/text-field';
import { showToast } from '@/shared/ui/toast/toast-store';
import { modelName } from '../machine';
import { useMyMachines, type MachinesOwner, type SavedMachine } from '../use-my-machines';
import { LazyReorderLines } from './lazy-reorder-lines';
import styles from './machines.module.css';

type Mine = ReturnType<typeof useMyMachines>;

/**
 * The account's machines (`/{lang}/dashboard/machines`, behind the auth guard): each with its
 * name and site to change, a link to its bags, removal, and the products ordered for it before
 * (docs/decisions/0079-reorder-per-machine.md). A company's list is its users' own.
 */
export function MachinesList({ owner }: { owner: MachinesOwner }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const mine = useMyMachines(owner);
  if (mine.isError)
    return (
      <div className={emptyState.problem} role="alert">
        <p className={emptyState.problemTitle}>{t('machinesPage.error')}</p>
        <button type="button" className={button.secondary} onClick={mine.retry}>
          {t('machinesPage.retry')}
        </button>
      </div>
    );
  if (mine.machines === undefined) return <p role="status">{t('machinesPage.loading')}</p>;
  if (mine.machines.length === 0) return <p>{t('machinesPage.empty')}</p>;
  return (
    <ul className={styles.list}>
      {mine.machines.map((machine) => (
        <li key={machine.id}>
          <MachineCard machine={machine} mine={mine} owner={owner} />
        </li>
      ))}
    </ul>
  );
}

interface MachineCardProps {
  machine: SavedMachine;
  mine: Mine;
  owner: MachinesOwner;
}

function MachineCard({ machine, mine, owner }: MachineCardProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const language = useLanguage();
  const titleId = useId();
  const [name, setName] = useState(machine.name ?? '');
  const [site, setSite] = useState(machine.site ?? '');
  const failed = () => showToast({ tone: 'error', title: { id: 'machines.error' } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    mine
      .relabel(machine.id, { name, site })
      .then(() => showToast({ tone: 'success', title: { id: 'machines.savedToast' } }), failed);
  };
  const remove = () =>
    mine
      .remove(machine.id)
      .then(() => showToast({ tone: 'success', title: { id: 'machinesPage.removed' } }), failed);

  return (
    <form className={styles.machine} aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId} className={styles.machineTitle}>
        {modelName(machine)}
      </h2>
      <div className={styles.fields}>
        <TextField
          label={t('machinesPage.name')}
          value={name}
          maxLength={TEXT_LIMITS.machineName}
          onChange={(event) => setName(event.target.value)}
        />
        <TextField
          label={t('machinesPage.site')}
          value={site}
          maxLength={TEXT_LIMITS.machineSite}
          onChange={(event) => setSite(event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={button.primary}
          aria-describedby={titleId}
          disabled={mine.isChanging}
        >
          {t('machinesPage.save')}
        </button>
        <button
          type="button"
          className={button.secondary}
          aria-describedby={titleId}
          disabled={mine.isChanging}
          onClick={() => void remove()}
        >
          {t('machinesPage.remove')}
        </button>
        <Link
          className={styles.manage}
          to={paths.results.getHref(language, machine.brand.url, machine.type.url)}
          aria-describedby={titleId}
        >
          {t('machinesPage.results')}
        </Link>
      </div>
      <LazyReorderLines
        owner={owner}
        machineId={machine.id}
        machineLabel={modelName(machine)}
        variant="page"
      />
    </form>
  );
}
