import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import SuperTokensLock from 'browser-tabs-lock';
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
/**
 * The SuperTokens SDK serialises session refreshes across tabs with browser-tabs-lock: a request
 * waits up to a second for a refresh another one holds, and a held lock is refreshed every second
 * until released, on timers that read `window`. One still running when the file's jsdom is torn
 * down throws into nothing (an unhandled ReferenceError, which fails the run), so a file ends once
 * no request waits for the lock and none holds it, at most 3 s after its last test.
 */
async function lockSettled(): Promise<void> {
  if (typeof window === 'undefined') return;
  const busy = () =>
    (SuperTokensLock as unknown as { waiters?: unknown[] }).waiters?.length ||
    Object.keys(window.localStorage).some((key) => key.startsWith('browser-tabs-lock-key'));
  for (const deadline = Date.now() + 3000; busy() && Date.now() < deadline;)
    await new Promise((resolve) => setTimeout(resolve, 25));
}

afterAll(async () => {
  await lockSettled();
  server.close();
});
