import { useIntl } from 'react-intl';
import { DiscountNotice, type DiscountPlacement } from '@/shared/ui/discount-notice';
import { useUserData } from '../api/get-user-data';
import { useSessionStore } from '../session/session-store';
import styles from './personal-discount-note.module.css';

/** The logged-in user's personal discount (requirements §3.3), when they have one. Nothing for guests. */
export function PersonalDiscountNote({ placement = 'page' }: { placement?: DiscountPlacement }) {
  const intl = useIntl();
  const userId = useSessionStore((state) => (state.status === 'present' ? state.userId : null));
  const percentage = useUserData(userId).data?.discountPercentage;
  if (!percentage) return null;
  return (
    <div className={placement === 'page' ? styles.slot : undefined}>
      <DiscountNotice>
        {intl.formatMessage({ id: 'account.discount.personal' }, { percentage })}
      </DiscountNotice>
    </div>
  );
}
