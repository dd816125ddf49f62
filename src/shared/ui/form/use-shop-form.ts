import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  useForm,
  type FieldErrors,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import { useIntl } from 'react-intl';
import type * as z from 'zod/v4/core';
import { formatFieldMessage } from './field-message';

/** What a field component (TextField, SelectField) takes from the form: spread it in. */
export type FieldProps<Name extends string = string> = UseFormRegisterReturn<Name> & {
  /** The field's error, translated; undefined while it has none. */
  error?: string;
};

export interface FieldHelpers<T extends FieldValues> {
  /** `register(name, options)` plus the field's translated error. */
  field: <Name extends Path<T>>(name: Name, options?: RegisterOptions<T, Name>) => FieldProps<Name>;
  /** The field's error, translated (for a group such as radios that shows it itself). */
  errorOf: (name: Path<T>) => string | undefined;
}

type FormParts<T extends FieldValues> = Pick<
  UseFormReturn<T>,
  'register' | 'getFieldState' | 'formState'
>;

/**
 * The field wiring of a form someone else created (checkout's invoice step gets its form from a
 * hook). Errors are read in render through `formState`, so the form re-renders when they change.
 */
export function useFieldProps<T extends FieldValues>(form: FormParts<T>): FieldHelpers<T> {
  const intl = useIntl();
  const { register, getFieldState, formState } = form;
  const errorOf = (name: Path<T>) => {
    // Nested paths too ('companyId.vatNumber'); a leaf's error is a FieldError.
    const error = getFieldState(name, formState).error as FieldError | undefined;
    // Every rule the value breaks, in the schema's order (a new password: capital, digit and
    // special character at once, not one per attempt); a server's error has its message only.
    const found = Object.values(error?.types ?? {}).flat();
    const messages = found.filter((message): message is string => typeof message === 'string');
    const texts = [...new Set(messages.length > 0 ? messages : [error?.message])]
      .map((message) => formatFieldMessage(intl, message))
      .filter(Boolean);
    // One a line (the fields' error style keeps the line breaks).
    return texts.length > 0 ? texts.join('\n') : undefined;
  };
  return {
    errorOf,
    field: (name, options) => ({ ...register(name, options), error: errorOf(name) }),
  };
}

export type ShopForm<T extends FieldValues> = UseFormReturn<T> & FieldHelpers<T>;

/**
 * react-hook-form as every form of the shop uses it: the zod/mini schema checks on submit (and
 * re-checks a field in error as it changes), its message ids are translated where a field shows
 * them, and `field(name)` hands a field its registration and error in one spread.
 */
export function useShopForm<T extends FieldValues>(
  schema: z.$ZodType<T, T>,
  defaultValues: NoInfer<DefaultValues<T>>,
  options?: Omit<UseFormProps<T>, 'resolver' | 'defaultValues'>,
): ShopForm<T> {
  const form = useForm<T>({
    ...options,
    resolver: zodResolver(schema),
    defaultValues,
    // All of a field's messages, not its first (errorOf).
    criteriaMode: 'all',
    shouldFocusError: false,
  });
  useFocusFirstError(form);
  return { ...form, ...useFieldProps(form) };
}

/**
 * After a submit the schema refused, the focus goes to the first field in error as the page shows
 * them. react-hook-form's own focusing takes them in the order they were registered, which is not
 * the page's where a hook registers a field before the fields above it render (the registration
 * forms' e-mail check put the focus on the e-mail field under an empty first name).
 */
function useFocusFirstError<T extends FieldValues>({ formState }: UseFormReturn<T>) {
  const { submitCount, errors, isSubmitSuccessful } = formState;
  useEffect(() => {
    if (submitCount === 0 || isSubmitSuccessful) return;
    const fields = errorPaths(errors)
      .flatMap((name) => [...document.getElementsByName(name)])
      .filter((element): element is HTMLElement => element instanceof HTMLElement)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    fields[0]?.focus();
    // Once per submit: a field corrected afterwards keeps the focus where the shopper is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitCount]);
}

/** The field names of an errors object, nested ones as 'companyId.vatNumber'. */
function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  return Object.entries(errors).flatMap(([key, value]) => {
    if (!value || typeof value !== 'object') return [];
    const path = `${prefix}${key}`;
    return 'message' in value || 'type' in value
      ? [path]
      : errorPaths(value as FieldErrors, `${path}.`);
  });
}
