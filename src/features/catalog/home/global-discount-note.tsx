import { useIntl } from 'react-intl';
import { DiscountNotice, type DiscountPlacement } from '@/shared/ui/discount-notice';
import { useThresholdAmount } from '@/shared/shopper/vat-threshold';
import { Price } from '@/shared/ui/price';
import { useGlobalDiscount } from '../api/get-global-discount';
import styles from './global-discount-note.module.css';

/**
 * The shop-wide discount (GET discount): "5% off orders from € 250". Nothing when none runs. The
 * minimum is stated on the buyer's VAT basis, as their prices are (requirements §3.3).
 */
export function GlobalDiscountNote({ placement = 'page' }: { placement?: DiscountPlacement }) {
  const intl = useIntl();
  const query = useGlobalDiscount();
  const discount = query.data;
  const threshold = useThresholdAmount();
  const minimum = discount ? threshold(discount.minimumOrderAmountExclVat) : null;
  // No discount runs (or none could be loaded): the slot goes, a rare shrink. Otherwise it keeps its height while the
  // answer is on its way, so nothing below it moves when it arrives.
  if (!query.isPending && !discount) return null;
  return (
    <div className={placement === 'page' ? styles.slot : undefined}>
      {discount && minimum ? (
        <DiscountNotice>
          {intl.formatMessage(
            { id: minimum.vat === 'incl' ? 'home.discount.textInclVat' : 'home.discount.text' },
            {
              percentage: discount.percentage,
              amount: <Price key="amount" cents={minimum.cents} />,
            },
          )}
        </DiscountNotice>
      ) : (
        <DiscountNotice placeholder />
      )}
    </div>
  );
}
