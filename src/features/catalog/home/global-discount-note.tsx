import { useIntl } from 'react-intl';
import { DiscountNotice, type DiscountPlacement } from '@/shared/ui/discount-notice';
import { Price } from '@/shared/ui/price';
import { useGlobalDiscount } from '../api/get-global-discount';
import styles from './global-discount-note.module.css';

/** The shop-wide discount (GET discount): "5% off orders from € 250". Nothing when none runs. */
export function GlobalDiscountNote({ placement = 'page' }: { placement?: DiscountPlacement }) {
  const intl = useIntl();
  const query = useGlobalDiscount();
  const discount = query.data;
  // No discount runs (or none could be loaded): the slot goes, a rare shrink. Otherwise it keeps its height while the
  // answer is on its way, so nothing below it moves when it arrives.
  if (!query.isPending && !discount) return null;
  return (
    <div className={placement === 'page' ? styles.slot : undefined}>
      {discount ? (
        <DiscountNotice>
          {intl.formatMessage(
            { id: 'home.discount.text' },
            {
              percentage: discount.percentage,
              amount: <Price key="amount" cents={discount.minimumOrderAmountExclVat} />,
            },
          )}
        </DiscountNotice>
      ) : (
        <DiscountNotice placeholder />
      )}
    </div>
  );
}
