import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ProductResult } from '@/shared/api/contract/products';
import { useLanguage, useShopperContext } from '@/shared/shopper/use-shopper-context';
import { detailLinkState, paths } from '@/shared/config/paths';
import * as card from '@/shared/ui/card.module.css';
import { productDetailQueryOptions } from '../api/get-product-detail';
import { ProductPrice } from './product-price';
import { StockStatus } from './stock-status';
import styles from './product-card.module.css';

interface ProductCardProps {
  result: ProductResult;
  /** Images of the first cards on a page load eagerly (they are the largest paint). */
  eager?: boolean;
}

/** A product family in a list: image, brand, name, price of its smallest packaging, stock. */
export function ProductCard({ result, eager = false }: ProductCardProps) {
  const language = useLanguage();
  const intl = useIntl();
  const context = useShopperContext();
  const queryClient = useQueryClient();
  // Hovering or focusing a product starts loading its page, so the click feels instant.
  const prefetch = () =>
    void queryClient.prefetchQuery(productDetailQueryOptions(context, result.slug));
  const badges = [
    result.isSale && 'badge.sale',
    result.isNew && 'badge.new',
    result.isOutlet && 'badge.outlet',
  ].filter((id): id is string => Boolean(id));
  return (
    <article className={styles.card}>
      <img
        className={card.image}
        src={result.image}
        alt=""
        width={400}
        height={400}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      {badges.length > 0 && (
        <ul className={styles.badges}>
          {badges.map((id) => (
            <li key={id} className={styles.badge} data-kind={id}>
              {intl.formatMessage({ id })}
            </li>
          ))}
        </ul>
      )}
      <p className={styles.brand}>{result.brand.name}</p>
      <h3 className={styles.name}>
        <Link
          to={paths.detail.getHref(language, result.slug)}
          state={detailLinkState(result.product.id)}
          className={styles.link}
          onMouseEnter={prefetch}
          onFocus={prefetch}
        >
          {result.name}
        </Link>
      </h3>
      <ProductPrice product={result.product} accountType={context.accountType} />
      <StockStatus stock={result.product.stock} />
    </article>
  );
}

/**
 * A placeholder with the card's measures (image, brand, the usual three lines of name, price,
 * stock), so a list shifts little when the results arrive.
 */
export function ProductCardSkeleton() {
  return (
    <div className={`${styles.card} ${styles.skeleton}`} aria-hidden="true">
      <div className={card.image} />
      <div className={`${styles.line} ${styles.brandLine}`} />
      <div className={styles.nameLines}>
        <div className={styles.line} />
        <div className={styles.line} />
        <div className={`${styles.line} ${styles.short}`} />
      </div>
      <div className={styles.priceBlock}>
        <div className={`${styles.line} ${styles.priceLine}`} />
        <div className={styles.line} />
      </div>
      <div className={`${styles.line} ${styles.short}`} />
    </div>
  );
}
