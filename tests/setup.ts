import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetStore } from '../demo-api/db/store';
import { server } from './msw-server';

// CI machines have 2 cores: give findBy/waitFor room before calling an answer missing.
configure({ asyncUtilTimeout: 3000 });

// jsdom has <dialog> but not its modal API; this stands in for what the browser does.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // msw/node makes fetch and XMLHttpRequest read-only; the SuperTokens SDK must be able to wrap
  // them (docs/architecture.md), and it must do so after msw so that the SDK sees every request first.
  for (const key of ['fetch', 'XMLHttpRequest'] as const) {
    Object.defineProperty(globalThis, key, {
      value: globalThis[key],
      writable: true,
      configurable: true,
      enumerable: true,
    });
  }
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetStore();
});
afterAll(() => server.close());
