/**
 * Passwords at rest: salted scrypt hashes (node:crypto), never the password itself, so the demo
 * state (and a copy of DEMO_DATA_FILE) does not give anyone a password people may use elsewhere.
 * The stored string names its parameters, `scrypt$<N>$<r>$<p>$<salt>$<hash>` (salt and hash in
 * base64), so stronger ones can be chosen later without breaking the hashes already stored.
 *
 * Synchronous on purpose, though one hash costs about 50 ms of CPU: sign-in checks the attempt
 * limits, compares the password and counts a failure in one go. With an await in between, a burst
 * of parallel guesses would all pass the limit check before the first failure was counted.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

declare const passwordHashBrand: unique symbol;
/** A string made by `hashPassword` (or read back from storage): never a plain password. */
export type PasswordHash = string & { readonly [passwordHashBrand]: true };

/** Node's default scrypt cost (N = 2^14, r = 8, p = 1): 16 MiB and about 50 ms a hash. */
const COST = { N: 16384, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

/**
 * The parameters accepted from a stored hash: up to four times today's cost. A string outside them
 * is not a hash of ours, and would otherwise let a hand-edited file make one sign-in take
 * gigabytes of memory or minutes.
 */
const MAX_N = 2 ** 16;
const MAX_R = 8;
const MAX_P = 4;
const MAX_BYTES = 64;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

const BASE64 = '[A-Za-z0-9+/]+={0,2}';
const HASH_FORMAT = new RegExp(`^scrypt\\$(\\d+)\\$(\\d+)\\$(\\d+)\\$(${BASE64})\\$(${BASE64})$`);

const isPowerOfTwo = (n: number) => n > 1 && (n & (n - 1)) === 0;

function parse(stored: string): ParsedHash | undefined {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return undefined;
  const [N, r, p] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  if (!isPowerOfTwo(N) || N > MAX_N || r < 1 || r > MAX_R || p < 1 || p > MAX_P) return undefined;
  const salt = Buffer.from(match[4] ?? '', 'base64');
  const key = Buffer.from(match[5] ?? '', 'base64');
  const sized = (bytes: Buffer) => bytes.length > 0 && bytes.length <= MAX_BYTES;
  return sized(salt) && sized(key) ? { N, r, p, salt, key } : undefined;
}

function derive(password: string, { N, r, p, salt }: Omit<ParsedHash, 'key'>, length: number) {
  // NFC: the same password typed where accents come composed or decomposed gives the same hash.
  // scrypt needs 128·N·r bytes; its default limit (32 MiB) would refuse the larger accepted costs.
  return scryptSync(password.normalize('NFC'), salt, length, { N, r, p, maxmem: 256 * N * r });
}

export function hashPassword(password: string): PasswordHash {
  const salt = randomBytes(SALT_BYTES);
  const key = derive(password, { ...COST, salt }, KEY_BYTES);
  const { N, r, p } = COST;
  const encoded = `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  return encoded as PasswordHash;
}

export function isPasswordHash(value: string): value is PasswordHash {
  return parse(value) !== undefined;
}

/**
 * Whether `password` is the one `stored` was made from, compared in constant time. False for an
 * account without a password (null) and for anything that is not a hash of this module.
 */
export function verifyPassword(password: string, stored: PasswordHash | null): boolean {
  const parsed = stored === null ? undefined : parse(stored);
  if (!parsed) return false;
  return timingSafeEqual(derive(password, parsed, parsed.key.length), parsed.key);
}

/**
 * A stored password as a hash: a hash is kept, anything else is taken for a password stored in
 * plain text (DEMO_DATA_FILE from before passwords were hashed) and hashed.
 */
export function toPasswordHash(stored: string): PasswordHash {
  return isPasswordHash(stored) ? stored : hashPassword(stored);
}
