import { FormattedMessage } from 'react-intl';
import { useBrands } from '../api/get-brands';
import styles from './brand-list-placeholder.module.css';

/** Temporary home content until the catalogue issue builds the brand → model finder. */
export function BrandListPlaceholder() {
  const brands = useBrands();
  return (
    <main className={styles.main}>
      <h1>
        <FormattedMessage id="home.placeholder.heading" />
      </h1>
      <h2>
        <FormattedMessage id="home.placeholder.brands" />
      </h2>
      {brands.isPending && (
        <p role="status">
          <FormattedMessage id="home.placeholder.loading" />
        </p>
      )}
      {brands.isError && (
        <p role="alert">
          <FormattedMessage id="home.placeholder.error" />
        </p>
      )}
      {brands.data && (
        <ul className={styles.list} data-testid="brand-list">
          {brands.data.map((brand) => (
            <li key={brand.id}>{brand.name}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
