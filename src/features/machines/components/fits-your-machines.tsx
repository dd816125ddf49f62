import { useIntl } from 'react-intl';
import type { ProductFamily } from '@/shared/api/contract/products';
import { modelName } from '../machine';
import { useMyMachines, type MachinesOwner } from '../use-my-machines';
import styles from './machines.module.css';

interface FitsYourMachinesProps {
  owner: MachinesOwner;
  /** The product's compatible machine models (the product page's `compatibleWith`). */
  models: ProductFamily['compatibleWith'];
}

/**
 * "Fits your Nilfisk Attix 30" on a product page, or that it fits none of the shopper's machines;
 * nothing for a shopper without machines. Models are matched by their url slugs, which the
 * product data and the saved machines share.
 */
export function FitsYourMachines({ owner, models }: FitsYourMachinesProps) {
  const intl = useIntl();
  const { machines } = useMyMachines(owner);
  if (!machines?.length) return null;
  const fits = machines.filter((machine) =>
    models.some((m) => m.brandUrl === machine.brand.url && m.typeUrl === machine.type.url),
  );
  const names = [...new Set(fits.map(modelName))];
  return (
    <p className={fits.length ? styles.fits : styles.fitsNone}>
      {names.length
        ? intl.formatMessage(
            { id: 'machines.fits' },
            { model: intl.formatList(names, { type: 'conjunction' }) },
          )
        : intl.formatMessage({ id: 'machines.fitsNone' })}
    </p>
  );
}
