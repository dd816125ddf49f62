import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en, messages, type Language } from './messages';

/** An e-mail address no earlier run used: the demo data lives as long as the test server. */
export const uniqueEmail = (who: string) =>
  `${who}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.example.nl`;

/** A new private account straight through the auth service (when the journey is not sign-up). */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const response = await request.post('/auth/signup', {
    headers: { rid: 'emailpassword', 'st-auth-mode': 'header' },
    data: {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: password },
      ],
    },
  });
  expect(await response.json()).toMatchObject({ status: 'OK' });
}

/**
 * Signs in straight through the auth service and answers the API's headers for that user, as the
 * app would send them (Dutch delivery, English pages).
 */
export async function apiHeadersOf(
  request: APIRequestContext,
  email: string,
  password: string,
  accountType: 'personal' | 'business' = 'personal',
): Promise<Record<string, string>> {
  const signIn = await request.post('/auth/signin', {
    headers: { rid: 'emailpassword', 'st-auth-mode': 'header' },
    data: {
      formFields: [
        { id: 'email', value: email },
        { id: 'password', value: password },
      ],
    },
  });
  expect(await signIn.json()).toMatchObject({ status: 'OK' });
  const accessToken = signIn.headers()['st-access-token'];
  expect(accessToken).toBeTruthy();
  return {
    Authorization: `Bearer ${accessToken}`,
    'x-account-type': accountType,
    'x-locale': 'en',
    'x-country-code': 'NL',
  };
}

/** Fills in and sends the login form that is on the page (page or modal), in its language. */
export async function submitLogin(
  page: Page,
  email: string,
  password: string,
  lang: Language = 'en',
): Promise<void> {
  const t = messages[lang];
  await page.getByLabel(t['login.email']).fill(email);
  await page.getByLabel(t['login.password'], { exact: true }).fill(password);
  await page.getByRole('button', { name: t['login.submit'], exact: true }).click();
}

export const isPhone = (page: Page) => page.viewportSize()!.width < 1024;

/** Logs out through the account menu: the header's dropdown, or the phone menu. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: en['header.menu'], exact: true }).click();
    await page
      .getByRole('navigation', { name: en['header.menu.label'] })
      .getByRole('button', { name: en['menu.logout'], exact: true })
      .click();
  } else {
    await page.getByText(en['menu.account'], { exact: true }).click();
    await page.getByRole('button', { name: en['menu.logout'], exact: true }).first().click();
  }
}
