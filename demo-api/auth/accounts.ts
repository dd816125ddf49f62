/**
 * Writes new accounts. Callers validate everything first, so these never fail halfway: a company
 * is only created together with the user who signs up for it.
 */
import { randomUUID } from 'node:crypto';
import { companies, users, type UserRecord } from '../db/users';
import { newJoinCode } from './company-rules';
import { hashPassword } from './password-hash';
import type { SignUpProfile } from './signup-profile';

function companyFor(profile: SignUpProfile): { id: string; country: string } | null {
  if (profile.company === null) return null;
  if (profile.company.kind === 'join') {
    const company = companies.byId(profile.company.companyId);
    return company ? { id: company.id, country: company.country } : null;
  }
  const { data } = profile.company;
  const company = companies.add({
    id: `company-${randomUUID()}`,
    ...data,
    joinCode: newJoinCode(data.companyName),
  });
  return { id: company.id, country: company.country };
}

export function createEmailPasswordUser(
  email: string,
  password: string,
  profile: SignUpProfile,
): UserRecord {
  const company = companyFor(profile);
  return users.add({
    id: randomUUID(),
    email,
    password: hashPassword(password),
    accountType: profile.accountType,
    salutation: profile.salutation,
    firstname: profile.firstname,
    lastname: profile.lastname,
    companyId: company?.id ?? null,
    country: profile.country ?? company?.country ?? null,
    telephone: profile.telephone,
    discountPercentage: null,
    timeJoined: Date.now(),
    recipe: 'emailpassword',
  });
}

/**
 * The account a consumed passwordless code logs into. An existing account with that email is used
 * whatever its recipe (the mailed code proves the address), so one email is one shop account.
 */
export function passwordlessUser(email: string): { user: UserRecord; created: boolean } {
  const existing = users.byEmail(email);
  if (existing) return { user: existing, created: false };
  const user = users.add({
    id: randomUUID(),
    email,
    password: null,
    accountType: 'personal',
    salutation: 'unspecified',
    firstname: '',
    lastname: '',
    companyId: null,
    country: null,
    telephone: null,
    discountPercentage: null,
    timeJoined: Date.now(),
    recipe: 'passwordless',
  });
  return { user, created: true };
}
