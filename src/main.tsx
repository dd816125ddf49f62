import type { Root } from 'react-dom/client';
import { mountApp } from './app/mount-app';
import { prefetchOnIntent } from './app/router/prefetch-on-intent';
import { whenOnline } from './shared/api/when-online';
import './shared/ui/tokens.css';

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const { router, root } = mountApp(container);
  let reactRoot: Root | undefined;
  void root.then((mounted) => (reactRoot = mounted));
  prefetchOnIntent(router);
  // Monitoring is not needed for the first render: it starts once the browser is idle.
  const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
  idle(() => {
    void startMonitoringWithEnv(async (error) => {
      // Only a broken deploy gets here: the page that says so loads then.
      const { showConfigurationError } = await import('./app/configuration-error');
      reactRoot?.unmount();
      showConfigurationError(container, error);
    });
  });
}

/**
 * Validates the environment and starts monitoring. A bad configuration replaces the page; a chunk
 * that could not be fetched (the shopper went offline meanwhile) is fetched again once back online.
 */
async function startMonitoringWithEnv(onConfigurationError: (error: unknown) => Promise<void>) {
  try {
    const { getEnv } = await import('./shared/config/env');
    const env = getEnv();
    const { startMonitoring } = await import('./app/monitoring/start-monitoring');
    startMonitoring(env);
  } catch (error) {
    if (error instanceof Error && error.name === 'EnvError') await onConfigurationError(error);
    else if (!navigator.onLine)
      await whenOnline().then(() => startMonitoringWithEnv(onConfigurationError));
    // Online and still missing (a deploy removed the chunk): this page view goes unmonitored; the
    // next navigation meets the reload-once rule (src/app/errors/reload-once.ts).
  }
}

start();
