/**
 * The limits on requests that cost something even when they succeed: a session started (each one
 * is kept for a week), an account made, a guest order placed, a mail sent to someone, a question
 * about who has an account. Unlike the guessing limits (attempt-limits.ts), every request that is
 * let through counts; a refused one does not. Answered 429 with Retry-After (refusals.ts).
 *
 * The figures leave a shopper, a family behind one router and an office behind one address far
 * below them. `DEMO_REQUEST_LIMIT_FACTOR` (a whole number, default 1) multiplies them all: the
 * end-to-end suite starts hundreds of browsers from one address within minutes.
 */
import { defineSection } from '../db/store';
import { StoredAttemptLogSchema } from './attempt-limits';
import {
  checkCounted,
  type AttemptCheck,
  type AttemptLog,
  type Counted,
  type Limit,
} from './sliding-window';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sessions started for one account, by sign-in, sign-up or a login code. */
export const SESSIONS_PER_ACCOUNT: Limit = {
  name: 'sessions:account',
  max: 30,
  windowMs: 10 * MINUTE,
};
/** Sessions started from one client, for all accounts together. */
export const SESSIONS_PER_CLIENT: Limit = {
  name: 'sessions:client',
  max: 60,
  windowMs: 10 * MINUTE,
};
export const SIGN_UPS_PER_CLIENT: Limit = { name: 'sign-ups:client', max: 20, windowMs: HOUR };
export const GUEST_ORDERS_PER_CLIENT: Limit = {
  name: 'guest-orders:client',
  max: 20,
  windowMs: HOUR,
};
/** "Does this address have an account?", asked while a registration form is filled in. */
export const EMAIL_CHECKS_PER_CLIENT: Limit = {
  name: 'email-checks:client',
  max: 30,
  windowMs: 10 * MINUTE,
};
/** Reset mails to one address: its owner's mailbox is not flooded, from wherever they come. */
export const RESET_MAILS_PER_ACCOUNT: Limit = {
  name: 'reset-mails:account',
  max: 10,
  windowMs: HOUR,
};
export const RESET_MAILS_PER_CLIENT: Limit = {
  name: 'reset-mails:client',
  max: 20,
  windowMs: HOUR,
};
/** Login-code mails (new codes and resent ones) to one address. */
export const LOGIN_CODES_PER_ACCOUNT: Limit = {
  name: 'login-codes:account',
  max: 10,
  windowMs: HOUR,
};
export const LOGIN_CODES_PER_CLIENT: Limit = {
  name: 'login-codes:client',
  max: 20,
  windowMs: HOUR,
};

const requests = defineSection<AttemptLog>('request-counts', () => ({ entries: {} }), {
  schema: StoredAttemptLogSchema,
});

/** `DEMO_REQUEST_LIMIT_FACTOR` when it is a whole number of at least 1, else 1. */
export function requestLimitFactor(): number {
  const raw = typeof process !== 'undefined' ? process.env.DEMO_REQUEST_LIMIT_FACTOR : undefined;
  const factor = Number(raw);
  return raw !== undefined && Number.isInteger(factor) && factor >= 1 ? factor : 1;
}

/**
 * Checks a request against its limits. When it is let through, `count()` counts it: at once for
 * most, only once it succeeded for a sign-in (a wrong password starts no session).
 */
export function checkRequest(counted: readonly Counted[]): AttemptCheck {
  const factor = requestLimitFactor();
  return checkCounted(
    requests.get,
    counted.map(({ limit, key }) => ({ key, limit: { ...limit, max: limit.max * factor } })),
  );
}

/** Checks a request against its limits and counts it when it is let through. */
export function takeRequest(counted: readonly Counted[]): AttemptCheck {
  const check = checkRequest(counted);
  if (!check.refused) check.count();
  return check;
}
