import { useIntl } from 'react-intl';
import type { Address } from '@/shared/api/contract/account';
import * as badge from '@/shared/ui/badge.module.css';
import * as card from '@/shared/ui/card.module.css';
import * as head from '@/shared/ui/head.module.css';
import styles from './address-book.module.css';

interface AddressCardProps {
  address: Address;
  /** The country's name in the shop's language (the id while the list is not there). */
  countryName: string;
  isMain: boolean;
  /** The id of the card's title: the buttons are described by it ("Change", "Anna Jansen"). */
  titleId: string;
  busy: boolean;
  onChange: () => void;
  onMakeMain: () => void;
  onDelete: () => void;
}

/** One saved address with its actions; the main address is marked and cannot be made main again. */
export function AddressCard(props: AddressCardProps) {
  const { address, countryName, isMain, titleId, busy } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <article
      className={`${card.card} ${styles.card}`}
      aria-labelledby={titleId}
      data-main={isMain || undefined}
    >
      <div className={`${head.head} ${head.baseline}`}>
        {/* Focus lands here after "make main": the button the shopper pressed is gone. */}
        <h3 id={titleId} className={styles.name} tabIndex={-1}>
          {address.name}
        </h3>
        {isMain && <p className={badge.badge}>{t('addresses.main')}</p>}
      </div>
      <address className={styles.lines}>
        {address.address}
        <br />
        {address.postalcode} {address.city}
        <br />
        {countryName}
        <br />
        {intl.formatMessage({ id: 'addresses.telephone' }, { telephone: address.telephone })}
      </address>
      <div className={styles.actions}>
        {!isMain && (
          <button
            type="button"
            className={`${styles.action} ${styles.makeMain}`}
            aria-describedby={titleId}
            disabled={busy}
            onClick={props.onMakeMain}
          >
            {t('addresses.makeMain')}
          </button>
        )}
        <button
          type="button"
          className={styles.action}
          aria-describedby={titleId}
          onClick={props.onChange}
        >
          {t('addresses.change')}
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.danger}`}
          aria-describedby={titleId}
          onClick={props.onDelete}
        >
          {t('addresses.delete')}
        </button>
      </div>
    </article>
  );
}
