import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** Message ids (see field-message) per form field, in the form's order. */
export type FieldMessages<T extends FieldValues> = Partial<Record<Path<T>, string>>;

/**
 * Puts what a server rejected (an API 422, the auth service's FIELD_ERROR) on the form's fields,
 * as a failed check in the browser would: each field says its own message, and focus goes to the
 * first of them, where the shopper starts correcting. `focus: false` marks without moving focus.
 * Returns whether any field was marked, so the caller knows whether a form-level text is needed.
 */
export function setFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  messages: FieldMessages<T>,
  { focus = true }: { focus?: boolean } = {},
): boolean {
  const marked = Object.entries(messages).filter(
    (entry): entry is [Path<T>, string] => typeof entry[1] === 'string',
  );
  marked.forEach(([name, message], index) =>
    setError(name, { type: 'server', message }, { shouldFocus: focus && index === 0 }),
  );
  return marked.length > 0;
}
