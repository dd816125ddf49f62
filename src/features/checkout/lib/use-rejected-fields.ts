import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { validationIds } from '@/shared/forms/validation';
import { setFieldErrors, type FieldMessages } from '@/shared/ui/form/set-field-errors';
import type { PlaceState } from './use-place-order';

/**
 * The API's 422 to a placed order names fields by its own paths (`deliveryAddress.city`) and in
 * its own words: the form's fields among them get the shop's own message. Focus stays where it
 * is: the failure alert by the order button is what is read out.
 */
export function useRejectedFields<T extends FieldValues>(
  state: PlaceState,
  setError: UseFormSetError<T>,
  fieldOf: (apiField: string) => Path<T> | null,
) {
  useEffect(() => {
    if (state.status !== 'failed') return;
    const messages: FieldMessages<T> = {};
    for (const apiField of Object.keys(state.fieldErrors)) {
      const field = fieldOf(apiField);
      if (field) messages[field] = validationIds.invalid;
    }
    setFieldErrors(setError, messages, { focus: false });
  }, [state, setError, fieldOf]);
}
