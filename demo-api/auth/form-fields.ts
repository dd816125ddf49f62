/**
 * The `formFields` array of the email-password endpoints, read like the real backend does:
 * wrong shapes and unknown ids are a 400, missing or empty values are a FIELD_ERROR, and so are
 * values longer than their field's limit.
 */
import { BadRequestError } from './bad-request';
import {
  EMAIL_TOO_LONG,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG,
} from './validators';

export interface FieldError {
  id: string;
  error: string;
}

export const NOT_OPTIONAL = 'Field is not optional';

/** Field id → value (trimmed for email, as the real backend does; other values untouched). */
export type FormValues = ReadonlyMap<string, string>;

/**
 * The longest value of any other field (names, company data, codes). Every text a buyer sends is
 * bounded (requirements §10.2); 100 is what the shop's forms allow for a name, and every other
 * field is far shorter when valid. Without a limit a request body's full 1 MB would be stored.
 */
export const MAX_FIELD_LENGTH = 100;

const LIMITS: Readonly<Record<string, { max: number; error: string }>> = {
  email: { max: MAX_EMAIL_LENGTH, error: EMAIL_TOO_LONG },
  password: { max: MAX_PASSWORD_LENGTH - 1, error: PASSWORD_TOO_LONG },
};

/** The error for a value over its field's limit, or undefined when it fits. */
export function fieldLengthError(id: string, value: string): string | undefined {
  const limit = LIMITS[id] ?? {
    max: MAX_FIELD_LENGTH,
    error: `Use at most ${MAX_FIELD_LENGTH} characters`,
  };
  return value.length > limit.max ? limit.error : undefined;
}

function readEntry(entry: unknown): { id: string; value: string } {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw new BadRequestError('formFields must be an array of objects containing id and value');
  }
  const { id, value } = entry as { id?: unknown; value?: unknown };
  if (typeof id !== 'string')
    throw new BadRequestError('formFields must be an array of objects containing id and value');
  // A missing value is an empty field (FIELD_ERROR later); any other non-string is a malformed request.
  if (value === undefined || value === null) return { id, value: '' };
  if (typeof value !== 'string')
    throw new BadRequestError(`The value of formField "${id}" must be a string`);
  return { id, value: id === 'email' ? value.trim() : value };
}

/** Reads `body.formFields`; every id must be in `allowedIds`. */
export function readFormFields(
  body: Record<string, unknown>,
  allowedIds: readonly string[],
): FormValues {
  const raw = body.formFields;
  if (raw === undefined) throw new BadRequestError('Missing required parameter: formFields');
  if (!Array.isArray(raw)) throw new BadRequestError('formFields must be an array');
  const values = new Map<string, string>();
  for (const entry of raw) {
    const { id, value } = readEntry(entry);
    if (!allowedIds.includes(id)) throw new BadRequestError('Are you sending too many formFields?');
    if (values.has(id)) throw new BadRequestError(`formFields contains "${id}" more than once`);
    values.set(id, value);
  }
  return values;
}

/**
 * The value of a required field, recording "Field is not optional" when it is missing or empty and
 * the length error when it is too long (then its other rules are not checked).
 */
export function requireField(
  values: FormValues,
  id: string,
  errors: FieldError[],
): string | undefined {
  const value = values.get(id);
  const error = value === undefined || value === '' ? NOT_OPTIONAL : fieldLengthError(id, value);
  if (error !== undefined) {
    errors.push({ id, error });
    return undefined;
  }
  return value;
}

/** The value of an optional field, trimmed; empty counts as absent. */
export function optionalField(values: FormValues, id: string): string | undefined {
  const value = values.get(id)?.trim();
  return value ? value : undefined;
}
