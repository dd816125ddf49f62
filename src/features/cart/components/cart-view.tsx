import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { AccountType } from '@/shared/api/contract/common';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { isUnavailable, useCartCalculation } from '@/shared/cart/cart-calculation';
import { useCartStore, type CartItem } from '@/shared/cart/cart-store';
import * as button from '@/shared/ui/button.module.css';
import * as card from '@/shared/ui/card.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import { CartLine } from './cart-line';
import { RemovedLineNotice } from './removed-line-notice';
import { CostOverview } from '@/shared/cart/cost-overview';
import { useFocusAfterRemove } from '@/shared/ui/use-focus-after-remove';
import styles from './cart-view.module.css';

interface CartViewProps {
  accountType: AccountType;
  /**
   * The delivery-country choice, composed by the route (the locale feature owns the country);
   * given the country the latest calculation was made for (the server's default when none is chosen).
   */
  countryChoice: (calculatedCountryId: string | null) => ReactNode;
  /** The discount messages (global, personal), composed by the route. */
  discountNotes: ReactNode;
}

/**
 * The cart page's body: the lines, the cost overview of the latest calculation, the country
 * choice and the way on to checkout. A failed calculation leaves the lines as they are.
 */
export function CartView({ accountType, countryChoice, discountNotes }: CartViewProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const baseId = useId();
  const items = useCartStore((state) => state.items);
  const setAmount = useCartStore((state) => state.setAmount);
  const { status, calculation, retry } = useCartCalculation();
  const putBack = useCartStore((state) => state.putBack);
  const { countRef, emptyRef, rowRemoved } = useFocusAfterRemove();

  // The line last removed can be put back (a slip of the finger on a phone, a 0 typed for a 10):
  // its notice stays until used or until the shopper leaves the cart page.
  const [removed, setRemoved] = useState<{ line: CartItem; index: number; label: string } | null>(
    null,
  );
  const removeLine = (productId: string, label: string) => {
    const index = items.findIndex((item) => item.productId === productId);
    const line = items[index];
    if (!line) return;
    setAmount(productId, 0);
    setRemoved({ line, index, label });
  };
  const notice = removed && (
    <RemovedLineNotice
      label={removed.label}
      onUndo={() => {
        rowRemoved();
        putBack(removed.line, removed.index);
        setRemoved(null);
      }}
    />
  );

  if (items.length === 0) {
    return (
      <div className={emptyState.empty}>
        {notice && <div className={styles.emptyNotice}>{notice}</div>}
        <h2 ref={emptyRef} className={emptyState.title} tabIndex={-1}>
          {t('cart.page.empty')}
        </h2>
        <p>{t('cart.page.empty.text')}</p>
        <Link className={button.primary} to={paths.homeChild.getHref(language, 'search')}>
          {t('cart.page.empty.search')}
        </Link>
      </div>
    );
  }

  const count = items.reduce((sum, item) => sum + item.amount, 0);
  return (
    <div className={styles.layout}>
      <div className={styles.lines}>
        {notice}
        <p ref={countRef} className={styles.count} tabIndex={-1}>
          {t('cart.page.count', { count })}
        </p>
        <ul className={card.stack}>
          {items.map((item) => (
            <li key={item.productId}>
              <CartLine
                item={item}
                calculated={calculation?.lines.find((line) => line.productId === item.productId)}
                unavailable={isUnavailable(calculation, item.productId)}
                accountType={accountType}
                titleId={`${baseId}-${item.productId}`}
                onRemove={(label) => removeLine(item.productId, label)}
              />
            </li>
          ))}
        </ul>
        <Link
          className={`${button.secondary} ${styles.continue}`}
          to={paths.homeChild.getHref(language, 'search')}
        >
          {t('cart.page.continue')}
        </Link>
      </div>
      <aside className={styles.side} aria-label={t('cart.overview.title')}>
        {discountNotes}
        {countryChoice(calculation?.countryId ?? null)}
        <CostOverview
          calculation={calculation}
          status={status}
          accountType={accountType}
          onRetry={retry}
        />
        <Link className={`${button.accent} ${button.large}`} to={paths.checkout.getHref(language)}>
          {t('cart.page.order')}
        </Link>
      </aside>
    </div>
  );
}
