import { ForgotPasswordForm } from '@/features/account/password/forgot-password-form';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { AuthPage } from './auth-page';

/** `/{lang}/auth/password-forgot`, guest-only: asks for a link to set a new password. */
export function Component() {
  const language = useLanguage();
  return (
    <AuthPage titleId="page.passwordForgot.title">
      <ForgotPasswordForm language={language} />
    </AuthPage>
  );
}
