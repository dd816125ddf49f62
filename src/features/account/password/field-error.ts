import { validationIds } from '@/shared/forms/validation';

/**
 * The backend's FIELD_ERROR texts are English sentences (docs/auth-protocol.md §3.4, §3.5); the
 * shop shows its own translated message instead, matched on what the backend complained about.
 */
export function fieldErrorId(field: 'email' | 'password', error: string | undefined): string {
  if (error && /not optional/i.test(error)) return validationIds.required;
  return field === 'email' ? validationIds.email : validationIds.invalid;
}
