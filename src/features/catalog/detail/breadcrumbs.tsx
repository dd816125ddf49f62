import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BrandRef } from '@/shared/api/contract/products';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import styles from './breadcrumbs.module.css';

interface BreadcrumbsProps {
  brand: BrandRef;
  productName: string;
}

/** Home › brand results › product; the last crumb is the current page. */
export function Breadcrumbs({ brand, productName }: BreadcrumbsProps) {
  const language = useLanguage();
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'detail.breadcrumbs' })} className={styles.nav}>
      <ol className={styles.list}>
        <li>
          <Link to={paths.home.getHref(language)}>
            {intl.formatMessage({ id: 'detail.breadcrumbs.home' })}
          </Link>
        </li>
        <li>
          <Link to={paths.results.getHref(language, brand.url)}>{brand.name}</Link>
        </li>
        <li aria-current="page" className={styles.current}>
          {productName}
        </li>
      </ol>
    </nav>
  );
}
