import { FormattedMessage } from 'react-intl';
import { MachinesList } from '@/features/machines/components/machines-page';
import * as page from '@/shared/ui/page.module.css';
import { useMachinesOwner } from '../startup/use-machines-owner';
import styles from './favorites.module.css';

/** `/{lang}/dashboard/machines` (auth guard): the account's machines (docs/decisions/0071-my-machines.md). */
export function Component() {
  const owner = useMachinesOwner();
  return (
    <section className={`${page.page} ${styles.page}`}>
      <h1 tabIndex={-1}>
        <FormattedMessage id="page.machines.title" />
      </h1>
      <p>
        <FormattedMessage id="machinesPage.lead" />
      </p>
      <MachinesList owner={owner} />
    </section>
  );
}
