/** `GET /auth/loginmethods` (docs/auth-protocol.md §5): email-password, passwordless by email. */
import type { RequestHandler } from 'msw';
import { json } from './responses';
import { recipeRoute } from './route';

export const loginMethodsHandlers: RequestHandler[] = recipeRoute('get', '/loginmethods', () =>
  json({
    status: 'OK',
    emailPassword: { enabled: true },
    // The SDK reads `providers` unconditionally, so it must be present even when disabled.
    thirdParty: { enabled: false, providers: [] },
    passwordless: { enabled: true },
    webauthn: { enabled: false },
    firstFactors: ['emailpassword', 'otp-email', 'link-email'],
  }),
);
