/**
 * Session claims (requirements §9.6): facts the access token carries as `{ v, t }` (value, and when the
 * backend read it), checked with the SDK's own validators — a value exists, is not older than a
 * maximum age, equals / includes / excludes what is expected. This module imports the SDK, so it
 * is only reached through the lazily loaded auth SDK (`loadAuthSdk().then(sdk => sdk.claims)`).
 */
import Session, {
  PrimitiveArrayClaim,
  PrimitiveClaim,
  type SessionClaimValidator,
} from 'supertokens-auth-react/recipe/session';
import type { AccountType } from '@/shared/api/contract/constants';

/** A claim is brought up to date by refreshing the session: the backend re-reads the user then. */
async function refreshClaims(): Promise<void> {
  await Session.attemptRefreshingSession();
}

/** The account's type, as the backend knows it (it overrides the visitor's own choice). */
export const AccountTypeClaim = new PrimitiveClaim<AccountType>({
  id: 'acct',
  refresh: refreshClaims,
});

export type Permission = 'order:bank' | 'order:invoice';

/** What the account may do, e.g. `order:invoice` for business accounts. */
export const PermissionsClaim = new PrimitiveArrayClaim<Permission>({
  id: 'perm',
  refresh: refreshClaims,
});

/** The three failure reasons of requirements §9.6. */
export type ClaimFailureReason = 'missing' | 'expired' | 'wrong value';

export interface ClaimFailure {
  claimId: string;
  reason: ClaimFailureReason;
}

/** The SDK words its reasons "value does not exist", "expired", "wrong value" (and variants). */
export function toFailureReason(reason: unknown): ClaimFailureReason {
  const message =
    typeof reason === 'object' && reason !== null && 'message' in reason
      ? String(reason.message)
      : '';
  if (message === 'expired') return 'expired';
  if (message.includes('does not exist')) return 'missing';
  return 'wrong value';
}

/**
 * Checks the current session against `validators` (refreshing a claim first when it is missing or
 * too old). An empty list means every check passed. Without a session the SDK rejects with
 * 'No session exists'.
 */
export async function checkSessionClaims(
  validators: SessionClaimValidator[],
): Promise<ClaimFailure[]> {
  const errors = await Session.validateClaims({ overrideGlobalClaimValidators: () => validators });
  return errors.map((error) => ({ claimId: error.id, reason: toFailureReason(error.reason) }));
}
