import type { UseFormRegisterReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { TextField } from '@/shared/ui/form/text-field';
import * as fieldset from '@/shared/ui/form/fieldset.module.css';
import styles from './register-form.module.css';

interface LoginDataFieldsProps {
  email: UseFormRegisterReturn;
  password: UseFormRegisterReturn;
  passwordRepeat: UseFormRegisterReturn;
  /** Error texts, already translated. */
  errors: { email?: string; password?: string; passwordRepeat?: string };
}

/** E-mail and the new password twice: the login data every registration form asks for. */
export function LoginDataFields({ email, password, passwordRepeat, errors }: LoginDataFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <fieldset className={fieldset.group}>
      <legend className={styles.legend}>{t('register.login.legend')}</legend>
      <div className={styles.fields}>
        <TextField
          {...email}
          label={t('login.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email}
        />
        <TextField
          {...password}
          label={t('login.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.password.hint')}
          error={errors.password}
        />
        <TextField
          {...passwordRepeat}
          label={t('register.passwordRepeat')}
          type="password"
          autoComplete="new-password"
          error={errors.passwordRepeat}
        />
      </div>
    </fieldset>
  );
}
