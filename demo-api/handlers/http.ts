/**
 * Small helpers every API handler uses: reading the shop's request headers, parsing a body against
 * its contract schema, and answering errors in the contract's shape (ApiErrorBody).
 */
import { HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { en } from 'zod/v4/locales';
import { readSession } from '../auth/sessions';
import { users, type UserRecord } from '../db/users';
import {
  AccountTypeSchema,
  CountryIdSchema,
  LocaleSchema,
  type AccountType,
  type ApiErrorBody,
  type Locale,
} from '../../src/shared/api/contract/common';

// zod/mini ships no messages; the demo API answers field errors in English.
z.config(en());

export interface ShopContext {
  accountType: AccountType;
  locale: Locale;
  /** From `x-country-code`; null when the header is missing or the literal "null". */
  countryId: string | null;
}

/** Reads x-account-type, x-locale and x-country-code; bad values fall back to the defaults. */
export function shopContext(request: Request): ShopContext {
  const accountType = AccountTypeSchema.safeParse(request.headers.get('x-account-type'));
  const locale = LocaleSchema.safeParse(request.headers.get('x-locale'));
  const country = CountryIdSchema.safeParse(request.headers.get('x-country-code')?.toUpperCase());
  return {
    accountType: accountType.success ? accountType.data : 'personal',
    locale: locale.success ? locale.data : 'nl',
    countryId: country.success ? country.data : null,
  };
}

export function errorResponse(status: number, body: ApiErrorBody): Response {
  return HttpResponse.json(body, { status });
}

export const notFound = (what: string): Response =>
  errorResponse(404, { message: `${what} not found`, code: 'NOT_FOUND' });

/**
 * Parses a JSON body with a contract schema. Malformed JSON → 400, invalid fields → 422 with a
 * message per field. Returns the data or the Response to send.
 */
export async function parseBody<T extends z.ZodMiniType>(
  request: Request,
  schema: T,
): Promise<{ ok: true; data: z.infer<T> } | { ok: false; response: Response }> {
  let json: unknown;
  try {
    json = await request.json();
  } catch {
    return {
      ok: false,
      response: errorResponse(400, {
        message: 'The request body is not valid JSON',
        code: 'MALFORMED_JSON',
      }),
    };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, data: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    fieldErrors[key] ??= issue.message;
  }
  return {
    ok: false,
    response: errorResponse(422, {
      message: 'Some fields are invalid',
      code: 'VALIDATION_ERROR',
      fieldErrors,
    }),
  };
}

/**
 * The logged-in user of a request, or the 401 to send. An expired token answers
 * "try refresh token" so the SuperTokens SDK refreshes and retries (docs/auth-protocol.md §2.4).
 */
export function requireUser(
  request: Request,
): { ok: true; user: UserRecord; sessionHandle: string } | { ok: false; response: Response } {
  const session = readSession(request);
  if (session.status === 'none')
    return { ok: false, response: errorResponse(401, { message: 'unauthorised' }) };
  if (session.status === 'invalid')
    return { ok: false, response: errorResponse(401, { message: 'try refresh token' }) };
  const user = users.byId(session.userId);
  if (!user) return { ok: false, response: errorResponse(401, { message: 'unauthorised' }) };
  return { ok: true, user, sessionHandle: session.sessionHandle };
}

/** The user when a valid session is present, else null (for calls that work for everyone). */
export function optionalUser(request: Request): UserRecord | null {
  const session = readSession(request);
  return session.status === 'valid' ? (users.byId(session.userId) ?? null) : null;
}
