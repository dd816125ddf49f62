import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { Language } from '@/shared/config/languages';
import { paths, safeReturnTo } from '@/shared/config/paths';
import { readPendingAttempt, type PendingAttempt } from './login-attempt';

/**
 * The login form's choice between the password and an e-mailed link or code. An attempt still
 * waiting for its code (the shopper reloaded, or reopened the login modal) opens on the code step.
 */
export function usePasswordlessChoice(language: Language) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [pending, setPending] = useState<PendingAttempt | null>(null);
  const [backToPassword, setBackToPassword] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const [search] = useSearchParams();

  useEffect(() => {
    let active = true;
    void readPendingAttempt()
      .catch(() => null)
      .then((attempt) => {
        if (active && attempt) setPending(attempt);
      });
    return () => {
      active = false;
    };
  }, []);

  // Back on the password form: focus returns to the button that left it.
  useEffect(() => {
    if (backToPassword) toggleRef.current?.focus();
  }, [backToPassword]);

  const loginPage = paths.login.getHref(language);
  // The login page's returnTo, else the page the modal was opened on (the login page itself: home).
  const returnTo =
    safeReturnTo(search.get('returnTo')) ??
    (location.pathname === loginPage ? null : safeReturnTo(location.pathname + location.search));

  return {
    active: chosen ?? pending !== null,
    /** The stored attempt to resume, until the shopper makes a choice of their own. */
    pending: chosen === null ? pending : null,
    returnTo,
    toggleRef,
    start: () => {
      setBackToPassword(false);
      setChosen(true);
    },
    stop: () => {
      setBackToPassword(true);
      setChosen(false);
    },
  };
}
