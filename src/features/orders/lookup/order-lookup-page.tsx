import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { prefillEmailState } from '@/shared/lib/prefill-email';
import { FormError } from '@/shared/ui/form/form-error';
import * as button from '@/shared/ui/button.module.css';
import { useLookupOrder } from './lookup-order';
import type { LookupValues } from './lookup-schema';
import { OrderLookupForm } from './order-lookup-form';
import { OrderLookupResult } from './order-lookup-result';
import styles from './order-lookup.module.css';

interface OrderLookupPageProps {
  /** `?order=` of the address (the order mail's link). */
  initialOrderNumber: string;
  /** Only a visitor who is not logged in is offered an account. */
  offerAccount: boolean;
}

/**
 * `/{lang}/order-lookup`: a guest finds their order by its number and e-mail address. A pair
 * that does not match says 'not found' whichever part is wrong (the API does not tell either);
 * too many wrong pairs say 'too many attempts'; any other failure offers to try again.
 */
export function OrderLookupPage({ initialOrderNumber, offerAccount }: OrderLookupPageProps) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const lookup = useLookupOrder();
  const onLookup = (values: LookupValues) =>
    lookup.mutate({ orderNumber: values.orderNumber.trim(), email: values.email.trim() });
  const { error, data: order, variables } = lookup;
  return (
    <>
      <h1 tabIndex={-1}>{t('page.orderLookup.title')}</h1>
      <div className={styles.layout}>
        <div className={styles.card}>
          <p className={styles.intro}>{t('orderLookup.intro')}</p>
          {error && (
            <LookupProblem error={error} onRetry={() => variables && lookup.mutate(variables)} />
          )}
          <OrderLookupForm
            initialOrderNumber={initialOrderNumber}
            busy={lookup.isPending}
            onLookup={onLookup}
          />
        </div>
        {order && variables && (
          <>
            <OrderLookupResult order={order} />
            {offerAccount && (
              <section className={styles.account} aria-labelledby="order-lookup-account">
                <h2 id="order-lookup-account">{t('orderLookup.account.title')}</h2>
                <p>{t('orderLookup.account.text')}</p>
                <Link
                  className={`${button.primary} ${styles.accountLink}`}
                  to={paths.registerPersonal.getHref(language)}
                  state={prefillEmailState(variables.email)}
                >
                  {t('orderLookup.account.create', { email: variables.email })}
                </Link>
              </section>
            )}
          </>
        )}
      </div>
    </>
  );
}

function LookupProblem({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const status = isApiError(error) ? error.status : 0;
  if (status === 404)
    return (
      <FormError title={t('orderLookup.notFound.title')}>
        {t('orderLookup.notFound.text')}{' '}
        <Link to={paths.login.getHref(language, paths.orders.getHref(language))}>
          {t('orderLookup.notFound.login')}
        </Link>
      </FormError>
    );
  // Past the API's limit on wrong pairs: the shop's one wording for it.
  if (status === 429)
    return (
      <FormError title={t('orderLookup.failed.title')}>
        {t('register.failed.tooManyAttempts')}
      </FormError>
    );
  return (
    <FormError title={t('orderLookup.failed.title')}>
      {t('orderLookup.failed.text')}{' '}
      <button type="button" className={button.secondary} onClick={onRetry}>
        {t('orderLookup.retry')}
      </button>
    </FormError>
  );
}
