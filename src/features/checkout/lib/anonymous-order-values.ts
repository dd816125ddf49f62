/**
 * The guest's order form (requirements §7.1): what is typed survives a reload through
 * session storage (this tab only; never in the URL), versioned and validated when read back.
 */
import { checkoutStorageKeys } from './storage-keys';

export interface AnonymousOrderValues {
  email: string;
  name: string;
  address: string;
  postalcode: string;
  city: string;
  country: string;
  telephone: string;
}

export const anonymousOrderFields = [
  'email',
  'name',
  'address',
  'postalcode',
  'city',
  'country',
  'telephone',
] as const satisfies readonly (keyof AnonymousOrderValues)[];

const STORAGE = checkoutStorageKeys.anonymousOrder;
const VERSION = 1;

export function emptyAnonymousOrder(countryId: string | null): AnonymousOrderValues {
  return {
    email: '',
    name: '',
    address: '',
    postalcode: '',
    city: '',
    country: countryId ?? '',
    telephone: '',
  };
}

export function readAnonymousOrder(countryId: string | null): AnonymousOrderValues {
  const values = emptyAnonymousOrder(countryId);
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE) ?? 'null') as unknown;
    if (typeof stored !== 'object' || stored === null) return values;
    const { v, values: saved } = stored as { v?: unknown; values?: unknown };
    if (v !== VERSION || typeof saved !== 'object' || saved === null) return values;
    for (const field of anonymousOrderFields) {
      const value = (saved as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= 300) values[field] = value;
    }
    // The delivery target's country is what the cart showed last: it wins over an older typed one.
    values.country = countryId ?? values.country;
    return values;
  } catch {
    return values;
  }
}

export function saveAnonymousOrder(values: Partial<AnonymousOrderValues>): void {
  try {
    sessionStorage.setItem(STORAGE, JSON.stringify({ v: VERSION, values }));
  } catch {
    // Storage full or blocked: the form still works, only a reload forgets it.
  }
}

export function forgetAnonymousOrder(): void {
  sessionStorage.removeItem(STORAGE);
}

/** The API's field paths (`deliveryAddress.city`) as the form's fields. */
export function formFieldOf(apiField: string): keyof AnonymousOrderValues | null {
  const name = apiField.replace(/^deliveryAddress\./, '');
  return (anonymousOrderFields as readonly string[]).includes(name)
    ? (name as keyof AnonymousOrderValues)
    : null;
}
