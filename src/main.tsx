import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { prepareClientState } from './app/startup/prepare-client-state';
import './shared/ui/tokens.css';

/** A bad build configuration is a deploy mistake: say so plainly instead of failing call by call. */
function showConfigurationError(root: HTMLElement, error: unknown) {
  const message = document.createElement('pre');
  message.setAttribute('role', 'alert');
  message.style.cssText = 'margin:2rem;padding:1rem;white-space:pre-wrap;border:2px solid #b3261e';
  message.textContent = error instanceof Error ? error.message : String(error);
  root.replaceChildren(message);
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // No waiting here: the router starts at once, and its language loader fetches the page's
  // messages alongside the page's code and data (the first render waits for all of them).
  prepareClientState();
  const reactRoot = createRoot(root);
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // The environment is validated (with zod) right after the first paint, off its critical path.
  try {
    const { getEnv } = await import('./shared/config/env');
    const { startMonitoring } = await import('./app/monitoring/start-monitoring');
    startMonitoring(getEnv());
  } catch (error) {
    reactRoot.unmount();
    showConfigurationError(root, error);
  }
}

void start();
