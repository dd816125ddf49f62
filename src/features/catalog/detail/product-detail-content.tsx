import { useIntl } from 'react-intl';
import type { ProductDetail } from '@/shared/api/contract/products';
import { AddToCart } from '@/shared/cart/add-to-cart';
import { useShopperContext } from '@/shared/shopper/use-shopper-context';
import { QuantityStepper } from '@/shared/ui/form/quantity-stepper';
import { Price } from '@/shared/ui/price';
import { ProductPrice } from '../components/product-price';
import { Breadcrumbs } from './breadcrumbs';
import { DeliveryInfo } from './delivery-info';
import { familyResult } from './family-result';
import { PackagingChoice } from './packaging-choice';
import type { ProductDetailSlots } from './product-detail-view';
import { ProductImage } from './product-image';
import { ProductInformation } from './product-information';
import { ProductSheetButton } from './product-sheet-button';
import { RelatedProducts } from './related-products';
import type { Quantity } from './use-quantity';
import styles from './product-detail.module.css';

interface ProductDetailContentProps extends ProductDetailSlots {
  detail: ProductDetail;
  /** The packaging chosen by id (none yet: the smallest), kept by the view across a refetch. */
  packaging: { selectedId: string | null; onSelect: (id: string) => void };
  quantity: Quantity;
}

/** The packaging in words, for the add-to-cart confirmation and announcement. */
const packagingLabel = (name: string, pieces: string) => `${name} (${pieces})`;

export function ProductDetailContent({
  detail,
  packaging,
  quantity,
  favorite,
  fits,
}: ProductDetailContentProps) {
  const intl = useIntl();
  const { accountType } = useShopperContext();
  const family = detail.productFamily;
  // The packagings come sorted by amount ascending; the first is the default (requirements §5.1). The choice
  // is kept by id, so a refetch (other account type) keeps it while the packaging still exists.
  const [smallest] = detail.products;
  const selected = detail.products.find((p) => p.id === packaging.selectedId) ?? smallest;
  // The contract guarantees at least one packaging; this only satisfies the type checker.
  if (!selected || !smallest) return null;
  const pieces = intl.formatMessage({ id: 'detail.packaging.pieces' }, { count: selected.amount });
  const business = accountType === 'business';

  return (
    <article className={styles.page}>
      <Breadcrumbs brand={detail.brand} productName={family.name} />
      <div className={styles.top}>
        <div className={styles.media}>
          <ProductImage src={family.image} name={family.name} />
        </div>
        <div className={styles.buy}>
          <p className={styles.brand}>{detail.brand.name}</p>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{family.name}</h1>
            {favorite(familyResult(detail, smallest))}
          </div>
          {fits?.(family.compatibleWith)}
          <PackagingChoice
            products={detail.products}
            selectedId={selected.id}
            accountType={accountType}
            onSelect={packaging.onSelect}
          />
          <div
            className={styles.priceBox}
            role="group"
            aria-label={intl.formatMessage({ id: 'detail.price.label' })}
          >
            <ProductPrice product={selected} accountType={accountType} size="large" />
            <DeliveryInfo product={selected} />
            <QuantityStepper {...quantity.stepper} />
          </div>
          {/* On a phone this row is the sticky add-to-cart bar at the bottom of the screen. */}
          <div className={styles.buyBar}>
            <p className={styles.barSummary} aria-hidden="true">
              <span>{pieces}</span>
              <Price
                cents={business ? selected.priceExclVat : selected.priceInclVat}
                className={styles.barPrice}
              />
            </p>
            <AddToCart
              productId={selected.id}
              label={packagingLabel(family.name, pieces)}
              takeCount={quantity.takeCount}
            />
          </div>
          <ProductSheetButton brandId={detail.brand.id} />
        </div>
      </div>
      <ProductInformation family={family} selected={selected} />
      <RelatedProducts titleId="detail.alsoSuitable.title" results={family.alsoSuitableFor} />
      <RelatedProducts titleId="detail.alsoBought.title" results={family.alsoBought} />
    </article>
  );
}
