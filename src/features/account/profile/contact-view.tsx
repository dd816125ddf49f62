import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { mainAddress, useAddresses } from '../api/get-addresses';
import { useUserData } from '../api/get-user-data';
import { useSessionStore } from '../session/session-store';
import { CompanyCard } from './company-card';
import { MainAddressCard, YourContactCard } from './contact-cards';
import { LoadError } from './load-error';
import { LoadingStatus, SkeletonCard } from './skeleton-card';
import styles from './page.module.css';

interface ContactViewProps {
  /** The shop's own contact details, composed by the route (they belong to the info pages). */
  shopContact?: ReactNode;
}

/** `/{lang}/dashboard/contact`: how the shop reaches this user, and how the user reaches the shop. */
export function ContactView({ shopContact }: ContactViewProps) {
  const intl = useIntl();
  const userId = useSessionStore((state) => state.userId);
  const user = useUserData(userId);
  const addresses = useAddresses(userId);
  const retry = () => {
    if (user.isError) void user.refetch();
    if (addresses.isError) void addresses.refetch();
  };
  return (
    <div className={`${styles.page} ${styles.wide}`}>
      <h1 tabIndex={-1} className={styles.heading}>
        {intl.formatMessage({ id: 'page.contact.title' })}
      </h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'contactPage.intro' })}</p>
      {user.isError || addresses.isError ? (
        <LoadError titleId="contactPage.error.title" onRetry={retry} />
      ) : !user.isSuccess || !addresses.isSuccess ? (
        <div className={styles.grid} aria-busy="true">
          <LoadingStatus text={intl.formatMessage({ id: 'contactPage.loading' })} />
          <SkeletonCard variant="contactYou" />
          <SkeletonCard variant="contactAddress" />
        </div>
      ) : (
        <div className={styles.grid}>
          <YourContactCard user={user.data} main={mainAddress(addresses.data)} />
          <MainAddressCard main={mainAddress(addresses.data)} />
          {user.data.company && <CompanyCard company={user.data.company} />}
          {shopContact}
        </div>
      )}
      {/* Customer service is there even when the account data is not. */}
      {(user.isError || addresses.isError) && <div className={styles.grid}>{shopContact}</div>}
    </div>
  );
}
