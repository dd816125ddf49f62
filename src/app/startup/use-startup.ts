import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { loadAuthSdk } from '@/features/account/session/auth-sdk';
import { mayHaveSession } from '@/features/account/session/session-hint';
import { useSessionStore } from '@/features/account/session/session-store';
import { DEFAULT_TIMEOUT_MS } from '@/shared/api/client';
import { languageOfPath } from '@/shared/config/paths';
import { showToast } from '@/shared/ui/toast/toast-store';
import { runStartup, type StartupStore } from './run-startup';
import { withTimeout } from './with-timeout';

/** As long as an API call may take: the SDK's own calls have no limit of their own. */
const SESSION_TIMEOUT_MS = DEFAULT_TIMEOUT_MS;

/** Clients whose startup has run: once per page load (StrictMode's second effect run included). */
const started = new WeakSet<object>();

async function resolveSession(): Promise<string | null> {
  if (!mayHaveSession()) {
    useSessionStore.getState().setAbsent();
    return null;
  }
  try {
    const sdk = await loadAuthSdk();
    if (await withTimeout(sdk.resolveSession(), SESSION_TIMEOUT_MS, 'The session'))
      return useSessionStore.getState().userId;
    // The SDK also answers "no session" when its refresh failed on a server error or a garbled
    // answer; only then does its front token stay (an ended session removes it). That is
    // 'Could not refresh session' (requirements §9.1), so the startup toast says the session failed.
    if (mayHaveSession()) throw new Error('Could not refresh session');
    return null;
  } catch (error) {
    // Without the auth service the shop still works for guests.
    useSessionStore.getState().setAbsent();
    throw error;
  }
}

function reportFailure(store: StartupStore, error: unknown) {
  // A call cancelled because the shopper moved on (e.g. switched language) did not fail.
  if (isCancelledError(error)) return;
  console.error(`Startup: loading ${store} failed`, error);
  // 'Failed loading {store}' (requirements §11.2), one message per store so the store's name is translated too.
  showToast({ tone: 'error', title: { id: `startup.failed.${store}` } });
}

/** Runs the startup sequence once per query client, i.e. once per page load. */
export function useStartup(): void {
  const queryClient = useQueryClient();
  // The language of the page the shop opened on (a later switch fetches in its own language).
  const language = useRef(languageOfPath(useLocation().pathname));
  useEffect(() => {
    if (started.has(queryClient)) return;
    started.add(queryClient);
    void runStartup({
      queryClient,
      language: language.current,
      resolveSession,
      onFailure: reportFailure,
    });
  }, [queryClient]);
}
