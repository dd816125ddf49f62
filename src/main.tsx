import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { detectedLanguage } from './app/router/language-loader';
import { prepareClientState } from './app/startup/prepare-client-state';
import { loadMessages } from './features/locale/lib/load-messages';
import { useI18nStore } from './features/locale/stores/i18n-store';
import { isLanguage } from './shared/config/languages';
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
  // The first paint needs the messages of the page's language (one small chunk).
  const fromPath = window.location.pathname.split('/')[1];
  const language = isLanguage(fromPath) ? fromPath : detectedLanguage();
  useI18nStore.getState().setMessages(language, await loadMessages(language));
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
