import { useIntl } from 'react-intl';
import type { UserData } from '@/shared/api/contract/account';
import { Card } from './card';
import { DetailList } from './detail-list';
import { ProfileForm } from './profile-form';
import styles from './page.module.css';

/** Profile information: the e-mail address (the login, read only) and the editable names. */
export function ProfileInfoCard({ user, userId }: { user: UserData; userId: string }) {
  const intl = useIntl();
  return (
    <Card id="profile-info" title={intl.formatMessage({ id: 'profile.info.title' })}>
      <DetailList rows={[{ labelId: 'profile.info.email', value: user.email }]} />
      <p className={`${styles.note} ${styles.beforeForm}`}>
        {intl.formatMessage({ id: 'profile.info.emailHint' })}
      </p>
      <ProfileForm user={user} userId={userId} />
    </Card>
  );
}
