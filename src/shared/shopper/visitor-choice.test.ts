import { beforeEach, describe, expect, it } from 'vitest';
import { useAccountTypeStore } from './account-type-store';
import { useDeliveryTargetStore } from './delivery-target-store';
import { restoreVisitorChoice } from './restore-visitor-choice';
import { finishUnrestoredSessionEnd, rememberVisitorChoice } from './visitor-choice';

const shopper = () => ({
  accountType: useAccountTypeStore.getState().accountType,
  countryId: useDeliveryTargetStore.getState().countryId,
});

/** What the account does once its user's data is in: business prices, the user's country. */
function accountTakesOver() {
  useAccountTypeStore.getState().setAccountType('business');
  useDeliveryTargetStore.getState().setCountry('BE');
}

describe('the visitor choice around a session', () => {
  beforeEach(() => {
    localStorage.clear();
    useAccountTypeStore.getState().setAccountType('personal');
    useDeliveryTargetStore.getState().clearCountry();
  });

  it('a visitor who chose nothing is back to nothing: no country, prices incl. VAT', () => {
    rememberVisitorChoice();
    accountTakesOver();
    restoreVisitorChoice();
    expect(shopper()).toEqual({ accountType: 'personal', countryId: null });
    expect(document.cookie).toContain('accountType=personal');
  });

  it("a visitor's own country and account type stay", () => {
    useDeliveryTargetStore.getState().setCountry('DE');
    useAccountTypeStore.getState().setAccountType('business');
    rememberVisitorChoice();
    useAccountTypeStore.getState().setAccountType('personal');
    useDeliveryTargetStore.getState().setCountry('NL');
    restoreVisitorChoice();
    expect(shopper()).toEqual({ accountType: 'business', countryId: 'DE' });
  });

  it('a session end reported twice restores the same choice', () => {
    useDeliveryTargetStore.getState().setCountry('FR');
    rememberVisitorChoice();
    accountTakesOver();
    restoreVisitorChoice();
    restoreVisitorChoice();
    expect(shopper()).toEqual({ accountType: 'personal', countryId: 'FR' });
  });

  it('without a kept choice (storage cleared), nothing of the account stays', () => {
    accountTakesOver();
    restoreVisitorChoice();
    expect(shopper()).toEqual({ accountType: 'personal', countryId: null });
  });

  it('a stored choice that is not one (edited storage) counts as none chosen', () => {
    localStorage.setItem(
      'shop-visitor-choice',
      JSON.stringify({ accountType: 'admin', countryId: '<b>' }),
    );
    accountTakesOver();
    restoreVisitorChoice();
    expect(shopper()).toEqual({ accountType: 'personal', countryId: null });
  });

  it("a session's end left unrestored is restored by the next start without a session", async () => {
    useDeliveryTargetStore.getState().setCountry('FR');
    rememberVisitorChoice();
    accountTakesOver();
    await finishUnrestoredSessionEnd();
    expect(shopper()).toEqual({ accountType: 'personal', countryId: 'FR' });
  });

  it("once restored, a later start leaves the visitor's own changes alone", async () => {
    rememberVisitorChoice();
    accountTakesOver();
    restoreVisitorChoice();
    useAccountTypeStore.getState().setAccountType('business');
    useDeliveryTargetStore.getState().setCountry('DE');
    expect(finishUnrestoredSessionEnd()).toBeUndefined();
    await Promise.resolve();
    expect(shopper()).toEqual({ accountType: 'business', countryId: 'DE' });
  });
});
