import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../vite/csp-policy';
import { ACCOUNT_TYPE_COOKIE } from '@/shared/shopper/account-type-cookie';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import {
  ACCOUNT_TYPE_COOKIE_NAME,
  DELIVERY_TARGET_KEY,
  PRICES_PENDING_ATTRIBUTE,
  PRICES_PENDING_SCRIPT,
} from './prices-pending';

/** Runs the inline script the way the browser does, on this test's document. */
function runScript(): boolean {
  new Function(PRICES_PENDING_SCRIPT)();
  return document.documentElement.hasAttribute(PRICES_PENDING_ATTRIBUTE);
}

afterEach(() => {
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
  document.cookie = `${ACCOUNT_TYPE_COOKIE}=; max-age=0; path=/`;
  localStorage.clear();
});

describe('the prices-pending script of prerendered pages', () => {
  it('reads the names the shopper stores write', () => {
    expect(ACCOUNT_TYPE_COOKIE_NAME).toBe(ACCOUNT_TYPE_COOKIE);
    expect(DELIVERY_TARGET_KEY).toBe(useDeliveryTargetStore.persist.getOptions().name);
  });

  it('leaves the prices of the prerendered visitor alone (personal, no country)', () => {
    expect(runScript()).toBe(false);
    document.cookie = `${ACCOUNT_TYPE_COOKIE}=personal; path=/`;
    localStorage.setItem(DELIVERY_TARGET_KEY, JSON.stringify({ state: { countryId: null } }));
    expect(runScript()).toBe(false);
  });

  it('hides them for a business buyer or a chosen country', () => {
    document.cookie = `${ACCOUNT_TYPE_COOKIE}=business; path=/`;
    expect(runScript()).toBe(true);
    document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
    document.cookie = `${ACCOUNT_TYPE_COOKIE}=personal; path=/`;
    localStorage.setItem(
      DELIVERY_TARGET_KEY,
      JSON.stringify({ state: { countryId: 'BE', addressId: null }, version: 1 }),
    );
    expect(runScript()).toBe(true);
  });

  it('survives unreadable storage and is allowed by its hash in the CSP', () => {
    localStorage.setItem(DELIVERY_TARGET_KEY, '{not json');
    expect(runScript()).toBe(false);
    const hash = createHash('sha256').update(PRICES_PENDING_SCRIPT).digest('base64');
    expect(inlineScriptHashes).toContain(`'sha256-${hash}'`);
  });
});
