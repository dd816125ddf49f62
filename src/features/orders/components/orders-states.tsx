import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import * as card from '@/shared/ui/card.module.css';
import * as skeleton from '@/shared/ui/skeleton.module.css';
import * as emptyState from '@/shared/ui/empty-state.module.css';
import * as button from '@/shared/ui/button.module.css';
import styles from './orders.module.css';

/** Card-shaped placeholders while orders load; the status says it in words. */
export function OrdersSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {label}
      </p>
      <div className={card.stack} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className={`${card.card} ${styles.card} ${styles.skeleton}`}>
            <div className={`${skeleton.line} ${skeleton.short}`} />
            <div className={skeleton.line} />
            <div className={`${skeleton.line} ${skeleton.short}`} />
          </div>
        ))}
      </div>
    </>
  );
}

interface ProblemProps {
  title: string;
  text: string;
  retry: string;
  onRetry: () => void;
}

/** A failed load: what happened and a retry. */
export function OrdersProblem({ title, text, retry, onRetry }: ProblemProps) {
  return (
    <div className={emptyState.problem} role="alert">
      <p className={emptyState.problemTitle}>{title}</p>
      <p>{text}</p>
      <button type="button" className={button.secondary} onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}

interface OrdersEmptyProps {
  filtered: boolean;
  onClear: () => void;
  titleRef?: Ref<HTMLHeadingElement>;
}

/** No orders: with a search, offer to clear it; without, lead to the products. */
export function OrdersEmpty({ filtered, onClear, titleRef }: OrdersEmptyProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div className={emptyState.empty}>
      <h2 ref={titleRef} className={emptyState.title} tabIndex={-1}>
        {t('orders.empty.title')}
      </h2>
      <p>{t(filtered ? 'orders.empty.filtered' : 'orders.empty.none')}</p>
      {filtered ? (
        <button type="button" className={button.primary} onClick={onClear}>
          {t('orders.search.clear')}
        </button>
      ) : (
        <Link className={button.primary} to={paths.homeChild.getHref(language, 'search')}>
          {t('orders.empty.search')}
        </Link>
      )}
    </div>
  );
}
