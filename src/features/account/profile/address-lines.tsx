import type { Address } from '@/shared/api/contract/account';
import { useCountryName } from '@/shared/shopper/countries';
import styles from './page.module.css';

/** A postal address as it goes on a parcel: name, street, postcode and city, country. */
export function AddressLines({ address }: { address: Address }) {
  const countryName = useCountryName();
  return (
    <p className={styles.address}>
      <span>{address.name}</span>
      <span>{address.address}</span>
      <span>
        {address.postalcode} {address.city}
      </span>
      <span>{countryName(address.country)}</span>
    </p>
  );
}
