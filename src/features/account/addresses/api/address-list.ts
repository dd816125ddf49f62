import type { Address } from '@/shared/api/contract/account';

/**
 * The cached list after a save: the saved address replaces its old self or joins at the end, and
 * a new main address takes the flag from the others (the API keeps exactly one main address).
 */
export function withSavedAddress(list: readonly Address[], saved: Address): Address[] {
  const exists = list.some((address) => address.id === saved.id);
  const next = exists
    ? list.map((address) => (address.id === saved.id ? saved : address))
    : [...list, saved];
  if (!saved.isDefaultDelivery) return next;
  return next.map((address) =>
    address.id === saved.id ? address : { ...address, isDefaultDelivery: false },
  );
}

export const withoutAddress = (list: readonly Address[], id: string): Address[] =>
  list.filter((address) => address.id !== id);
