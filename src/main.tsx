import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startMonitoring } from './app/monitoring/start-monitoring';
import { detectedLanguage } from './app/router/language-loader';
import { loadMessages } from './features/locale/lib/load-messages';
import { useI18nStore } from './features/locale/stores/i18n-store';
import { isLanguage } from './shared/config/languages';
import { getEnv } from './shared/config/env';
import './shared/ui/tokens.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Fail loudly and early on a bad build configuration rather than with broken calls later.
  const env = getEnv();
  // The first paint needs the messages of the page's language (one small chunk).
  const fromPath = window.location.pathname.split('/')[1];
  const language = isLanguage(fromPath) ? fromPath : detectedLanguage();
  useI18nStore.getState().setMessages(language, await loadMessages(language));
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  startMonitoring(env);
}

void start();
