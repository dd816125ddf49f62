import { useIntl } from 'react-intl';
import type { Product, ProductFamily } from '@/shared/api/contract/products';
import { CompatibleWith } from './compatible-with';
import { ProductDescription } from './product-description';
import { SpecificationsTable } from './specifications-table';
import styles from './product-detail.module.css';

interface ProductInformationProps {
  family: ProductFamily;
  selected: Product;
}

/** Description, specifications and compatible models: what a buyer checks before ordering. */
export function ProductInformation({ family, selected }: ProductInformationProps) {
  const intl = useIntl();
  return (
    <div className={styles.information}>
      <section className={styles.panel} aria-labelledby="detail-description">
        <h2 id="detail-description" className={styles.sectionTitle}>
          {intl.formatMessage({ id: 'detail.description.title' })}
        </h2>
        <ProductDescription html={family.description} />
      </section>
      <div className={styles.facts}>
        <section className={styles.panel} aria-labelledby="detail-specs">
          <h2 id="detail-specs" className={styles.sectionTitle}>
            {intl.formatMessage({ id: 'detail.specs.title' })}
          </h2>
          <SpecificationsTable product={selected} />
        </section>
        {family.compatibleWith.length > 0 && (
          <section className={styles.panel} aria-labelledby="detail-compatible">
            <h2 id="detail-compatible" className={styles.sectionTitle}>
              {intl.formatMessage({ id: 'detail.compatible.title' })}
            </h2>
            <CompatibleWith models={family.compatibleWith} />
          </section>
        )}
      </div>
    </div>
  );
}
