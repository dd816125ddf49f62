import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
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
    return formatFieldMessage(intl, error?.message);
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
  const form = useForm<T>({ ...options, resolver: zodResolver(schema), defaultValues });
  return { ...form, ...useFieldProps(form) };
}
