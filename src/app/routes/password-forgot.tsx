import { ForgotPasswordForm } from '@/features/account/password/forgot-password-form';
import { AuthPage } from './auth-page';

/** `/{lang}/auth/password-forgot`, guest-only: asks for a link to set a new password. */
export function Component() {
  return (
    <AuthPage titleId="page.passwordForgot.title">
      <ForgotPasswordForm />
    </AuthPage>
  );
}
