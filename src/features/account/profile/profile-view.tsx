import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useUserData } from '../api/get-user-data';
import { useSessionStore } from '../session/session-store';
import { CompanyCard } from './company-card';
import { JoinCompanyCard } from './join-company-card';
import { LoadError } from './load-error';
import { PasswordCard } from './password-card';
import { ProfileInfoCard } from './profile-info-card';
import { LoadingStatus, SkeletonCard } from './skeleton-card';
import { useScrollToHash } from './use-scroll-to-hash';
import styles from './page.module.css';

interface ProfileViewProps {
  /** The address management, composed by the route (it is its own part of the account feature). */
  addressBook?: ReactNode;
}

/** `/{lang}/dashboard/profile` (requirements §9.5): profile information, company data, password, addresses. */
export function ProfileView({ addressBook }: ProfileViewProps) {
  const intl = useIntl();
  const userId = useSessionStore((state) => state.userId);
  const user = useUserData(userId);
  useScrollToHash(user.isSuccess);
  return (
    <div className={styles.page}>
      <h1 tabIndex={-1} className={styles.heading}>
        {intl.formatMessage({ id: 'page.profile.title' })}
      </h1>
      {user.isError ? (
        <LoadError titleId="profile.error.title" onRetry={() => void user.refetch()} />
      ) : !user.isSuccess || !userId ? (
        <div className={styles.stack} aria-busy="true">
          <LoadingStatus text={intl.formatMessage({ id: 'profile.loading' })} />
          <SkeletonCard variant="profileInfo" />
          <SkeletonCard variant="password" />
        </div>
      ) : (
        <div className={styles.stack}>
          <ProfileInfoCard user={user.data} userId={userId} />
          {user.data.company ? (
            <CompanyCard company={user.data.company} />
          ) : (
            <JoinCompanyCard userId={userId} />
          )}
          <PasswordCard email={user.data.email} />
          {addressBook && <div id="addresses">{addressBook}</div>}
        </div>
      )}
    </div>
  );
}
