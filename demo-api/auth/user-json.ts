/**
 * The FDI ≥ 3.0 user object (supertokens-node `user.js` toJson). Extra shop data (account type,
 * company) is not part of it: the SDK gets that from the access-token payload.
 */
import type { UserRecord } from '../db/users';

export interface FdiLoginMethod {
  recipeId: 'emailpassword' | 'passwordless';
  recipeUserId: string;
  tenantIds: string[];
  email: string;
  timeJoined: number;
  verified: boolean;
}

export interface FdiUser {
  id: string;
  isPrimaryUser: boolean;
  tenantIds: string[];
  emails: string[];
  phoneNumbers: string[];
  thirdParty: { id: string; userId: string }[];
  webauthn: { credentialIds: string[] };
  timeJoined: number;
  loginMethods: FdiLoginMethod[];
}

export function toFdiUser(user: UserRecord): FdiUser {
  const tenantIds = ['public'];
  return {
    id: user.id,
    isPrimaryUser: false,
    tenantIds,
    emails: [user.email],
    phoneNumbers: [],
    thirdParty: [],
    webauthn: { credentialIds: [] },
    timeJoined: user.timeJoined,
    loginMethods: [
      {
        recipeId: user.recipe,
        recipeUserId: user.id,
        tenantIds,
        email: user.email,
        timeJoined: user.timeJoined,
        // A consumed passwordless code proves the address; a password sign-up does not.
        verified: user.recipe === 'passwordless',
      },
    ],
  };
}
