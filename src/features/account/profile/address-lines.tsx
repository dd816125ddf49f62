import { useIntl } from 'react-intl';
import type { Address } from '@/shared/api/contract/account';
import { countryName } from './country-name';
import styles from './page.module.css';

/** A postal address as it goes on a parcel: name, street, postcode and city, country. */
export function AddressLines({ address }: { address: Address }) {
  const intl = useIntl();
  return (
    <p className={styles.address}>
      <span>{address.name}</span>
      <span>{address.address}</span>
      <span>
        {address.postalcode} {address.city}
      </span>
      <span>{countryName(address.country, intl.locale)}</span>
    </p>
  );
}
