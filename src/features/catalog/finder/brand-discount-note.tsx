import { useIntl } from 'react-intl';
import { Price } from '@/shared/ui/price';
import { useBrandDiscount } from '../api/get-brand-discount';
import styles from './finder.module.css';

/**
 * The chosen brand's discount (GET discount/brands/{id}). A polite live region that is always
 * there, so a screen reader hears the discount when a brand with one is chosen.
 */
export function BrandDiscountNote({
  brandId,
  brandName,
}: {
  brandId: string | null;
  brandName: string;
}) {
  const intl = useIntl();
  const discount = useBrandDiscount(brandId).data;
  const text =
    discount && brandId === discount.brandId
      ? intl.formatMessage(
          {
            id:
              discount.minimumOrderAmountExclVat > 0
                ? 'finder.brandDiscount.from'
                : 'finder.brandDiscount',
          },
          {
            brand: brandName,
            percentage: discount.percentage,
            amount: <Price key="amount" cents={discount.minimumOrderAmountExclVat} />,
          },
        )
      : null;
  return (
    <p role="status" className={styles.discount} data-empty={text === null}>
      {text}
    </p>
  );
}
