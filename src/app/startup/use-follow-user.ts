/**
 * Keeps the shop in step with the session (requirements §9.1): a logged-in user's own account type decides
 * how prices show (business: excl. VAT), their country is used when none is chosen, and when the
 * session ends (logout, a failed refresh, a sign-out in another tab) every piece of the user's
 * personal data the shop kept is dropped (./forget-personal-data.ts) and the account type and
 * country go back to the visitor's own choice. The cart's lines are the visitor's, not the
 * account's: they stay; its delivery address goes.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAddresses } from '@/features/account/api/get-addresses';
import { userKeys, useUserData } from '@/features/account/api/get-user-data';
import { onInvalidClaim, onSessionEnded } from '@/features/account/session/session-events';
import { useSessionStore } from '@/features/account/session/session-store';
import { useCountries } from '@/shared/shopper/countries';
import { findCountry } from '@/features/locale/lib/find-country';
import { useAccountTypeStore } from '@/shared/shopper/account-type-store';
import { useDeliveryTargetStore } from '@/shared/shopper/delivery-target-store';
import { rememberVisitorChoice } from '@/shared/shopper/visitor-choice';
import { showToast } from '@/shared/ui/toast/toast-store';
import { forgetPersonalData } from './forget-personal-data';

export function useFollowUser(): void {
  const queryClient = useQueryClient();
  const status = useSessionStore((state) => state.status);
  const userId = useSessionStore((state) => state.userId);
  const user = useUserData(userId).data;
  const countries = useCountries().data;

  useEffect(() => {
    if (!user) return;
    const accountType = useAccountTypeStore.getState();
    if (accountType.accountType !== user.accountType) accountType.setAccountType(user.accountType);
  }, [user]);

  useEffect(() => {
    const target = useDeliveryTargetStore.getState();
    if (!user?.data.country || target.countryId || !countries) return;
    try {
      target.setCountry(findCountry(countries, user.data.country).id);
    } catch (error) {
      // 'Country not found': the user's country is not one the shop ships to; the prompt asks.
      console.warn(
        "The user's country was not set:",
        error instanceof Error ? error.message : error,
      );
    }
  }, [user, countries]);

  // The delivery target's address is looked up in the address book: an edit shows at once, a
  // deleted one (or one that failed to load) is no longer the target, and after logout none is.
  const addressBook = useAddresses(status === 'present' ? userId : null);
  const addressId = useDeliveryTargetStore((state) => state.addressId);
  const countryId = useDeliveryTargetStore((state) => state.countryId);
  useEffect(() => {
    const target = useDeliveryTargetStore.getState();
    if (addressId === null) return;
    if (status === 'absent' || addressBook.isError) target.forgetAddress();
    else if (addressBook.data)
      target.resolveAddress(addressBook.data.find((a) => a.id === addressId) ?? null);
  }, [status, addressId, countryId, addressBook.data, addressBook.isError]);

  // The session ended while the page knew it (logout, a refused refresh, another tab's sign-out)
  // or, as the SDK reports, while the page was still starting: forget the user's personal data.
  // A login in this page keeps what the visitor had chosen, before the account changes it (the
  // effects above wait for the user's data, which comes later); the session's end restores it.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'absent' && status === 'present') rememberVisitorChoice();
    if (previous.current === 'present' && status === 'absent') forgetPersonalData(queryClient);
    previous.current = status;
  }, [status, queryClient]);
  // Reported from inside the SDK's own refresh or sign-out: forget once that has finished.
  useEffect(
    () => onSessionEnded(() => queueMicrotask(() => forgetPersonalData(queryClient))),
    [queryClient],
  );

  // The one invalid-claim handler (requirements §9.1): the backend refused because the session lacks a
  // right (e.g. invoice ordering for a personal account). Say so, and re-read who the user is.
  useEffect(
    () =>
      onInvalidClaim(() => {
        showToast({
          tone: 'error',
          title: { id: 'session.invalidClaim' },
          text: { id: 'session.invalidClaim.text' },
        });
        void queryClient.invalidateQueries({ queryKey: userKeys.all() });
      }),
    [queryClient],
  );
}
