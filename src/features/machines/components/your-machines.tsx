import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { modelName } from '../machine';
import { useMyMachines, type MachinesOwner, type SavedMachine } from '../use-my-machines';
import { LazyReorderLines } from './lazy-reorder-lines';
import styles from './machines.module.css';

/** "Nilfisk Attix 30 – Werkplaats, depot Zwolle": the model, then the buyer's own labels. */
export function useMachineLabel(): (machine: SavedMachine) => string {
  const intl = useIntl();
  return (machine) => {
    const label = [machine.name, machine.site].filter(Boolean).join(', ');
    const model = modelName(machine);
    return label ? intl.formatMessage({ id: 'machines.home.label' }, { model, label }) : model;
  };
}

/**
 * Home's first section (docs/decisions/0071-my-machines.md): a link to each machine's results and,
 * for a logged-in buyer, the bag last ordered for it (docs/decisions/0079-reorder-per-machine.md).
 */
export function YourMachines({ owner }: { owner: MachinesOwner }) {
  const intl = useIntl();
  const language = useLanguage();
  const label = useMachineLabel();
  const { machines } = useMyMachines(owner);
  if (!machines?.length) return null;
  return (
    <section aria-labelledby="your-machines-title" className={styles.home}>
      <h2 id="your-machines-title" className={styles.title}>
        {intl.formatMessage({ id: 'machines.home.title' })}
      </h2>
      <ul className={styles.links}>
        {machines.map((machine) => (
          <li key={machine.id}>
            <Link
              className={styles.link}
              to={paths.results.getHref(language, machine.brand.url, machine.type.url)}
            >
              {label(machine)}
            </Link>
          </li>
        ))}
      </ul>
      {machines.map((machine) => (
        <LazyReorderLines
          key={machine.id}
          owner={owner}
          machineId={machine.id}
          machineLabel={label(machine)}
          variant="home"
        />
      ))}
      {owner.status === 'present' && (
        <Link className={styles.manage} to={paths.machines.getHref(language)}>
          {intl.formatMessage({ id: 'machines.home.manage' })}
        </Link>
      )}
    </section>
  );
}
