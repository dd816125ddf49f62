import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { StepIndicator } from './step-indicator';
import styles from './register-page.module.css';
import { useReturnTo } from '../lib/use-return-to';

/** The two registration steps of requirements §9.2: the type choice, then the data. */
export const REGISTER_STEPS = 2;

interface RegisterPageProps {
  titleId: string;
  step: 1 | 2;
  children: ReactNode;
}

/**
 * The frame of every registration screen: a card with the title, the step indicator and, on the
 * second step, the way back to the choice.
 */
export function RegisterPage({ titleId, step, children }: RegisterPageProps) {
  const language = useLanguage();
  const intl = useIntl();
  const returnTo = useReturnTo();
  return (
    <section className={styles.page}>
      {step > 1 && (
        <p className={styles.back}>
          <Link to={paths.signup.getHref(language, returnTo)}>
            {intl.formatMessage({ id: 'register.back' })}
          </Link>
        </p>
      )}
      <h1 tabIndex={-1} className={styles.title}>
        {intl.formatMessage({ id: titleId })}
      </h1>
      <StepIndicator current={step} total={REGISTER_STEPS} />
      {children}
    </section>
  );
}
