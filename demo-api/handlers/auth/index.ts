/**
 * The demo API's SuperTokens Frontend Driver Interface (docs/auth-protocol.md), which the
 * real supertokens-auth-react SDK talks to unchanged, plus the demo mailbox its mails go to.
 */
import type { RequestHandler } from 'msw';
import { mailboxHandler } from '../../db/mailbox';
import { existsHandlers } from './exists';
import { loginMethodsHandlers } from './login-methods';
import { passwordResetHandlers } from './password-reset';
import { passwordlessHandlers } from './passwordless';
import { sessionHandlers } from './session';
import { signUpInHandlers } from './sign-up-in';

export const authHandlers: RequestHandler[] = [
  ...sessionHandlers,
  ...signUpInHandlers,
  ...existsHandlers,
  ...passwordResetHandlers,
  ...passwordlessHandlers,
  ...loginMethodsHandlers,
  mailboxHandler,
];
