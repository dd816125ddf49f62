import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from '../../demo-api/db/users';
import type { UserData } from '../../src/shared/api/contract/account';

/**
 * A company's join code as its own users see it on their profile: join codes are random per demo
 * data, so a journey asks for it the way a colleague would, signed in as one of the company's users.
 */
export async function joinCodeSeenBy(request: APIRequestContext, email: string): Promise<string> {
  const signIn = await request.post('/auth/signin', {
    headers: { rid: 'emailpassword', 'st-auth-mode': 'header' },
    data: {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: DEMO_PASSWORD },
      ],
    },
  });
  expect(await signIn.json()).toMatchObject({ status: 'OK' });
  const accessToken = signIn.headers()['st-access-token'];
  expect(accessToken).toBeTruthy();
  const user = await request.get('/api/user/data', {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      'x-account-type': 'business',
      'x-locale': 'en',
      'x-country-code': 'NL',
    },
  });
  expect(user.ok()).toBe(true);
  const joinCode = ((await user.json()) as UserData).company?.joinCode;
  if (!joinCode) throw new Error(`${email} sees no join code`);
  return joinCode;
}
