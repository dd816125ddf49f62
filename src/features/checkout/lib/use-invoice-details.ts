import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { invoiceDetailsResolver } from './invoice-details-schema';
import { useRejectedFields } from './use-rejected-fields';
import {
  invoiceFieldOf,
  readInvoiceDetails,
  saveInvoiceDetails,
  type InvoiceDetailsValues,
} from './invoice-details';
import type { PlaceState } from './use-place-order';

/**
 * The invoice details form of checkout (react-hook-form with the schema's messages, requirements §10.1): it
 * starts from what this tab typed before a reload, keeps every change, and marks the fields an
 * API 422 names. Validation runs when the order is placed (`handleSubmit`), which also moves the
 * focus to the first field in error.
 */
export function useInvoiceDetails(countryId: string | null, placeState: PlaceState) {
  const [defaults] = useState(() => readInvoiceDetails(countryId));
  const form = useForm<InvoiceDetailsValues>({
    resolver: invoiceDetailsResolver,
    defaultValues: defaults,
    // A corrected field says so at once, after the first attempt to order.
    reValidateMode: 'onChange',
  });
  const { subscribe, getValues, setValue, setError } = form;

  // Saved on change only (a subscription, not a render per keystroke).
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => saveInvoiceDetails(values),
      }),
    [subscribe],
  );

  // An invoice address starts in the delivery country, once that is known.
  useEffect(() => {
    if (countryId && getValues('country') === '') setValue('country', countryId);
  }, [countryId, getValues, setValue]);

  useRejectedFields(placeState, setError, invoiceFieldOf);

  return form;
}
