import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import type { UserData } from '../../src/shared/api/contract/account';
import { apiHeadersOf } from './account';

/**
 * A company's join code as its own users see it on their profile: join codes are random per demo
 * data, so a journey asks for it the way a colleague would, signed in as one of the company's users.
 */
export async function joinCodeSeenBy(request: APIRequestContext, email: string): Promise<string> {
  const user = await request.get('/api/user/data', {
    headers: await apiHeadersOf(request, email, DEMO_PASSWORD, 'business'),
  });
  expect(user.ok()).toBe(true);
  const joinCode = ((await user.json()) as UserData).company?.joinCode;
  if (!joinCode) throw new Error(`${email} sees no join code`);
  return joinCode;
}
