import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { FormError } from '@/shared/ui/form/form-error';
import type { RegisterFailure } from './use-sign-up-submit';
import { useReturnTo } from '../lib/use-return-to';

/**
 * 'Registration failed' (requirements §9.2, §11.1) and why, with the way out where there is one: an e-mail
 * address that has an account leads to login and password reset, a company that has one to
 * joining it.
 */
export function RegisterFailureAlert({ failure }: { failure: RegisterFailure }) {
  const language = useLanguage();
  const intl = useIntl();
  const returnTo = useReturnTo();
  const link = (href: string) => (chunks: ReactNode[]) => <Link to={href}>{chunks}</Link>;
  return (
    <FormError title={intl.formatMessage({ id: 'register.failed' })}>
      <FormattedMessage
        id={`register.failed.${failure}`}
        values={{
          login: link(paths.login.getHref(language, returnTo)),
          reset: link(paths.passwordForgot.getHref(language)),
          join: link(paths.registerCompanyId.getHref(language, returnTo)),
        }}
      />
    </FormError>
  );
}
