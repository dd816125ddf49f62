import { LoginForm } from '@/features/account/login/login-form';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { AuthPage } from './auth-page';

/**
 * `/{lang}/auth/login`, under the guest-only guard: a successful login marks the session present
 * and the guard itself sends the user on (to a safe `returnTo`, else home).
 */
export function Component() {
  const language = useLanguage();
  return (
    <AuthPage titleId="page.login.title">
      <LoginForm language={language} />
    </AuthPage>
  );
}
