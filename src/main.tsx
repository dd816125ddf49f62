import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getEnv } from './shared/config/env';
import './shared/ui/tokens.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Fail loudly and early on a bad build configuration rather than with broken calls later.
getEnv();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
