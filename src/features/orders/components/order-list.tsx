import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { AccountType } from '@/shared/api/contract/common';
import type { Brand } from '@/shared/api/contract/catalog';
import * as card from '@/shared/ui/card.module.css';
import * as button from '@/shared/ui/button.module.css';
import { useOrders } from '../api/search-orders';
import {
  hasFilters,
  noFilters,
  readOrderFilters,
  writeOrderFilters,
  type OrderFilters,
} from '../lib/order-filters';
import { OrderCard } from './order-card';
import { OrderSearchForm } from './order-search-form';
import { OrdersEmpty, OrdersProblem, OrdersSkeleton } from './orders-states';
import styles from './orders.module.css';

interface OrderListProps {
  /** The logged-in user: part of the query key, so another user never sees these orders. */
  userId: string;
  accountType: AccountType;
  brands: Brand[] | undefined;
}

/**
 * `/{lang}/dashboard/orders`: the search (kept in the URL) and the orders it finds, newest
 * first, 10 at a time with 'load more'.
 */
export function OrderList({ userId, accountType, brands }: OrderListProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [search, setSearch] = useSearchParams();
  const filters = readOrderFilters(search);
  const orders = useOrders(userId, filters);

  const apply = (next: OrderFilters) => setSearch(writeOrderFilters(next));

  // After 'load more', focus moves to the first new order, so keyboard users carry on there.
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const focusIndex = useRef<number | null>(null);
  const list = orders.data?.pages.flatMap((page) => page.results) ?? [];
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || list.length <= index) return;
    focusIndex.current = null;
    links.current[index]?.focus();
  });

  const loadMore = () => {
    focusIndex.current = list.length;
    void orders.fetchNextPage();
  };

  const total = orders.data?.pages.at(-1)?.total ?? 0;
  const filtered = hasFilters(filters);
  return (
    <div className={styles.wrap}>
      <OrderSearchForm key={search.toString()} filters={filters} brands={brands} onSearch={apply} />
      {orders.isPending && <OrdersSkeleton label={t('orders.loading')} />}
      {orders.isError && !orders.data && (
        <OrdersProblem
          title={t('orders.error.title')}
          text={t('orders.error.text')}
          retry={t('orders.error.retry')}
          onRetry={() => void orders.refetch()}
        />
      )}
      {orders.isSuccess && list.length === 0 && (
        <OrdersEmpty filtered={filtered} onClear={() => apply(noFilters)} />
      )}
      {list.length > 0 && (
        <>
          <p className={styles.count} role="status">
            {intl.formatMessage({ id: 'orders.count' }, { count: total })}
          </p>
          <ul className={card.stack}>
            {list.map((order, index) => (
              <li key={order.orderNumber}>
                <OrderCard
                  order={order}
                  accountType={accountType}
                  linkRef={(node) => {
                    links.current[index] = node;
                  }}
                />
              </li>
            ))}
          </ul>
          {orders.isFetchingNextPage && <OrdersSkeleton label={t('orders.loadingMore')} rows={1} />}
          {orders.isFetchNextPageError && (
            <OrdersProblem
              title={t('orders.error.title')}
              text={t('orders.error.text')}
              retry={t('orders.error.retry')}
              onRetry={loadMore}
            />
          )}
          {orders.hasNextPage && !orders.isFetchingNextPage && !orders.isFetchNextPageError && (
            <button
              type="button"
              className={`${button.secondary} ${styles.more}`}
              onClick={loadMore}
            >
              {t('orders.loadMore')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
