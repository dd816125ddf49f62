import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { safeReturnTo } from '@/shared/config/paths';
import { PageLoader } from '@/shared/ui/page-loader';
import styles from './login-prompt.module.css';

// The form brings react-hook-form, zod and the auth SDK: loaded when the modal opens, not at first paint.
const LoginForm = lazy(() =>
  import('../login/login-form').then((module) => ({ default: module.LoginForm })),
);

/**
 * The login modal's content: log in (or go and register) without losing the page. After a
 * login the modal closes and the shopper stays where they were.
 */
export function LoginPrompt({
  onNavigate,
  onSuccess,
}: {
  onNavigate: () => void;
  onSuccess: () => void;
}) {
  const intl = useIntl();
  // Registering from the modal comes back to this page.
  const { pathname, search } = useLocation();
  return (
    <div className={styles.prompt}>
      <p>{intl.formatMessage({ id: 'loginModal.text' })}</p>
      <Suspense fallback={<PageLoader />}>
        <LoginForm
          onSuccess={onSuccess}
          onNavigate={onNavigate}
          returnTo={safeReturnTo(`${pathname}${search}`) ?? undefined}
        />
      </Suspense>
    </div>
  );
}
