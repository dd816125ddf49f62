import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { useLanguage } from '@/shared/shopper/use-shopper-context';
import { paths } from '@/shared/config/paths';
import { FormError } from '@/shared/ui/form/form-error';
import { showToast } from '@/shared/ui/toast/toast-store';
import { useSessionStore } from '../session/session-store';
import { consumeMagicLinkOnce, releaseMagicLink, type MagicLinkOutcome } from './magic-link';
import { PasswordlessLogin } from './passwordless-login';
import * as spinner from '@/shared/ui/spinner.module.css';
import styles from './passwordless.module.css';

type Failure = Exclude<MagicLinkOutcome['kind'], 'ok'> | 'missing';

const failureText: Record<Failure, string> = {
  restart: 'magicLink.failed.restart',
  missing: 'magicLink.failed.missing',
  notAllowed: 'passwordless.error.notAllowed',
  error: 'passwordless.error.generic',
};

/**
 * `/auth/_magic-link?preAuthSessionId=…&tenantId=…#<linkCode>`: logs in with the mailed link, once,
 * then goes on to where the attempt started (same browser) or home. A link that no longer works
 * says so, with a way to request a new one right here.
 */
export function MagicLinkLogin() {
  const language = useLanguage();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const navigate = useNavigate();
  const { hash, search } = useLocation();
  const linkCode = hash.slice(1);
  const preAuthSessionId = new URLSearchParams(search).get('preAuthSessionId') ?? '';
  const complete = linkCode !== '' && preAuthSessionId !== '';
  const [failure, setFailure] = useState<Failure | null>(complete ? null : 'missing');
  const loggedIn = useSessionStore((state) => state.status === 'present');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!complete) return;
    let active = true;
    void consumeMagicLinkOnce(linkCode, preAuthSessionId).then(async (outcome) => {
      if (!active) return;
      if (outcome.kind !== 'ok') {
        setFailure(outcome.kind);
        return;
      }
      showToast({ tone: 'success', title: { id: 'magicLink.success' } });
      // Replace: the used link leaves the history, so Back does not try it again.
      await navigate(outcome.returnTo ?? paths.home.getHref(language), { replace: true });
    });
    return () => {
      active = false;
      releaseMagicLink(linkCode);
    };
  }, [complete, linkCode, preAuthSessionId, language, navigate]);

  // The progress message is replaced by the failure: focus goes to its heading.
  useEffect(() => {
    if (failure && complete) headingRef.current?.focus();
  }, [failure, complete]);

  if (!failure)
    return (
      <>
        <h1 className={styles.pageTitle} tabIndex={-1}>
          {t('page.magicLink.title')}
        </h1>
        <p className={styles.progress} role="status">
          <span className={`${spinner.spinner} ${styles.spinner}`} aria-hidden="true" />
          {t('magicLink.consuming')}
        </p>
      </>
    );

  return (
    <div className={styles.step}>
      <h1 ref={headingRef} className={styles.pageTitle} tabIndex={-1}>
        {t('login.failed')}
      </h1>
      <FormError title={t(failureText[failure])} />
      {loggedIn ? (
        <p className={styles.actions}>
          <Link to={paths.home.getHref(language)}>{t('error.backHome')}</Link>
        </p>
      ) : (
        <>
          <PasswordlessLogin
            returnTo={null}
            focusFirstStep={false}
            emailTitle={t('magicLink.requestNew')}
            onSuccess={() => void navigate(paths.home.getHref(language), { replace: true })}
          />
          <p className={styles.actions}>
            <Link to={paths.login.getHref(language)}>{t('magicLink.loginWithPassword')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
