import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductResult } from '@/shared/api/contract/products';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import * as button from '@/shared/ui/button.module.css';
import * as productLine from '@/shared/ui/product-line.module.css';
import { LineImage } from '@/shared/ui/line-image';
import styles from './favorites-list.module.css';

interface FavoriteItemProps {
  result: ProductResult;
  titleId: string;
  price: ReactNode;
  addToCart: ReactNode;
  onRemove: () => void;
}

/** One favourite as a row: image, brand, name (the link to its page), price, and its actions. */
export function FavoriteItem(props: FavoriteItemProps) {
  const language = useLanguage();
  const { result, titleId } = props;
  const intl = useIntl();
  return (
    <article
      className={`${productLine.line} ${productLine.beside} ${styles.item}`}
      aria-labelledby={titleId}
    >
      <LineImage src={result.image} />
      <div className={productLine.info}>
        <p className={productLine.meta}>{result.brand.name}</p>
        <h2 id={titleId} className={productLine.name}>
          <Link to={paths.detail.getHref(language, result.slug)}>{result.name}</Link>
        </h2>
        {props.price}
      </div>
      <div className={`${productLine.actions} ${styles.actions}`}>
        {props.addToCart}
        <button
          type="button"
          className={`${button.remove} ${styles.remove}`}
          aria-describedby={titleId}
          onClick={props.onRemove}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className={button.icon}>
            <path d="M5 7h14M10 7V4.5h4V7m-7 0 1 12.5h8L17 7" />
          </svg>
          {intl.formatMessage({ id: 'favoritesPage.remove' })}
        </button>
      </div>
    </article>
  );
}
