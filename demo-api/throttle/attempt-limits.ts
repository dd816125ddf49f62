/**
 * The limits on guessing secrets: passwords (sign-in), mailed login codes (passwordless consume)
 * and company join codes (sign-up with a join code, POST company/join). Each attempt is checked
 * against all its limits BEFORE the secret is compared, so once a limit is reached even the right
 * secret is refused: otherwise the refusal would only slow guessing down, not stop it.
 *
 * Only failures count, and a refused attempt is not one (nothing was compared): a refusal lasts
 * until the oldest counted failure is a window old, however often the client tries meanwhile.
 * Passwords and login codes are counted per account and client, so nobody can lock an owner out.
 *
 * The failures live in the demo store so that resetStore() (tests, POST /__demo/reset) clears them
 * with everything else. They are not saved on their own: DEMO_DATA_FILE gets them with the next
 * change of any other data, and a restart may forget the last minute's failures.
 */
import * as z from 'zod/mini';
import { defineSection } from '../db/store';
import {
  checkCounted,
  type AttemptCheck,
  type AttemptLog,
  type Counted,
  type Limit,
} from './sliding-window';

export type { AttemptCheck, Counted } from './sliding-window';

const MINUTE = 60_000;

/**
 * Wrong passwords for one account from one client. The eleventh attempt within a minute is
 * refused. Per account and client, not per account alone: anyone can type someone else's address,
 * and ten wrong guesses must not lock its owner out. A guesser who spreads over many addresses
 * meets SIGN_IN_PER_CLIENT at each of them.
 */
export const SIGN_IN_PER_ACCOUNT: Limit = { name: 'sign-in:account', max: 10, windowMs: MINUTE };
/** Wrong passwords per client, over all accounts (one password tried on many accounts). */
export const SIGN_IN_PER_CLIENT: Limit = { name: 'sign-in:client', max: 30, windowMs: MINUTE };
/**
 * Wrong or expired login codes, per account and client and per client. SuperTokens ends a login
 * attempt after 5 wrong codes, but anyone can start a new attempt for an address: these cap the
 * guesses over all attempts.
 */
export const CODE_PER_ACCOUNT: Limit = { name: 'code:account', max: 10, windowMs: MINUTE };
export const CODE_PER_CLIENT: Limit = { name: 'code:client', max: 20, windowMs: MINUTE };
/** Unknown join codes, at sign-up and at POST company/join alike (one secret, one count). */
export const JOIN_PER_CLIENT: Limit = { name: 'join:client', max: 10, windowMs: MINUTE };
/** Unknown join codes per logged-in user (POST company/join), from wherever they come. */
export const JOIN_PER_USER: Limit = { name: 'join:user', max: 10, windowMs: MINUTE };

/** How a log of attempts is kept in the data file (request-limits.ts keeps its own the same way). */
export const StoredAttemptLogSchema = z.looseObject({
  entries: z.record(z.string(), z.array(z.number())),
});

const failures = defineSection<AttemptLog>('attempt-failures', () => ({ entries: {} }), {
  schema: StoredAttemptLogSchema,
});

/** One account however the address is written (users.byEmail matches the same way). */
export const accountKey = (email: string): string => email.trim().toLowerCase();

/** The key of a limit per account and client. */
export const accountAndClientKey = (account: string, client: string): string =>
  `${accountKey(account)} ${client}`;

/** Checks an attempt against its limits; refused when any of them is reached. */
export const checkAttempt = (counted: readonly Counted[]): AttemptCheck =>
  checkCounted(failures.get, counted);
