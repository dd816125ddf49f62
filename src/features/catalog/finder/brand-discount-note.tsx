import { useIntl } from 'react-intl';
import { useThresholdAmount } from '@/shared/shopper/vat-threshold';
import { Price } from '@/shared/ui/price';
import { useBrandDiscount } from '../api/get-brand-discount';
import styles from './finder.module.css';

/**
 * The chosen brand's discount (GET discount/brands/{id}). A polite live region that is always
 * there, so a screen reader hears the discount when a brand with one is chosen. Its minimum order
 * is stated on the buyer's VAT basis, as their prices are (requirements §3.3).
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
  const threshold = useThresholdAmount();
  const minimum = discount ? threshold(discount.minimumOrderAmountExclVat) : null;
  const fromId =
    minimum?.vat === 'incl' ? 'finder.brandDiscount.fromInclVat' : 'finder.brandDiscount.from';
  const text =
    discount && minimum && brandId === discount.brandId
      ? intl.formatMessage(
          { id: discount.minimumOrderAmountExclVat > 0 ? fromId : 'finder.brandDiscount' },
          {
            brand: brandName,
            percentage: discount.percentage,
            amount: <Price key="amount" cents={minimum.cents} />,
          },
        )
      : null;
  return (
    <p role="status" className={styles.discount} data-empty={text === null}>
      {text}
    </p>
  );
}
