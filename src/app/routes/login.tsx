import { LoginForm } from '@/features/account/login/login-form';
import { AuthPage } from './auth-page';

/**
 * `/{lang}/auth/login`, under the guest-only guard: a successful login marks the session present
 * and the guard itself sends the user on (to a safe `returnTo`, else home).
 */
export function Component() {
  return (
    <AuthPage titleId="page.login.title">
      <LoginForm />
    </AuthPage>
  );
}
