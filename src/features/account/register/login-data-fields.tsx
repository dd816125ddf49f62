import { useIntl } from 'react-intl';
import { EmailField } from '@/shared/ui/form/email-field';
import { PasswordField } from '@/shared/ui/form/password-field';
import type { FieldProps } from '@/shared/ui/form/use-shop-form';
import { RegisterFieldset } from './register-fieldset';

interface LoginDataFieldsProps {
  /** The form's `field(name)` (useShopForm): registration and translated error. */
  field: (name: 'email' | 'password' | 'passwordRepeat') => FieldProps;
  /** The e-mail field when it is wired otherwise (useEmailTakenCheck); else `field('email')`. */
  email?: FieldProps;
}

/** E-mail and the new password twice: the login data every registration form asks for. */
export function LoginDataFields({ field, email }: LoginDataFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <RegisterFieldset legend={t('register.login.legend')}>
      <EmailField {...(email ?? field('email'))} label={t('login.email')} />
      <PasswordField
        {...field('password')}
        label={t('login.password')}
        autoComplete="new-password"
        hint={t('register.password.hint')}
      />
      <PasswordField
        {...field('passwordRepeat')}
        label={t('register.passwordRepeat')}
        autoComplete="new-password"
      />
    </RegisterFieldset>
  );
}
