/** Passwordless login by mailed OTP or magic link (docs/auth-protocol.md §4). Email only. */
import type { RequestHandler } from 'msw';
import { passwordlessUser } from '../../auth/accounts';
import { mailLoginCode } from '../../auth/auth-mails';
import {
  BadRequestError,
  optionalBoolean,
  optionalString,
  readJsonObject,
  requiredString,
} from '../../auth/bad-request';
import { MAX_CODE_INPUT_ATTEMPTS } from '../../auth/config';
import {
  attemptEmail,
  consumeLinkCode,
  consumeUserInputCode,
  resendCode,
  startLoginAttempt,
  type ConsumeResult,
} from '../../auth/passwordless-codes';
import { issueSession } from '../../auth/sessions';
import { toFdiUser } from '../../auth/user-json';
import { emailError } from '../../auth/validators';
import {
  accountAndClientKey,
  accountKey,
  checkAttempt,
  CODE_PER_ACCOUNT,
  CODE_PER_CLIENT,
  type Counted,
} from '../../throttle/attempt-limits';
import { clientKey } from '../../throttle/client-key';
import {
  checkRequest,
  LOGIN_CODES_PER_ACCOUNT,
  LOGIN_CODES_PER_CLIENT,
  SESSIONS_PER_ACCOUNT,
  SESSIONS_PER_CLIENT,
  takeRequest,
} from '../../throttle/request-limits';
import { fdiTooManyAttempts } from '../../throttle/refusals';
import { issuerOf, json, withSession } from './responses';
import { recipeRoute } from './route';

const FLOW_TYPE = 'USER_INPUT_CODE_AND_MAGIC_LINK';

/** A mail with a login code to this address, within the limits on such mails. */
const mayMailCode = (request: Request, email: string) =>
  takeRequest([
    { limit: LOGIN_CODES_PER_ACCOUNT, key: accountKey(email) },
    { limit: LOGIN_CODES_PER_CLIENT, key: clientKey(request) },
  ]);

type Consumed = ConsumeResult | { status: 'refused'; retryAfterSeconds: number };

/**
 * A typed code, checked against the guessing limits first. A magic link is not limited: its code
 * has 256 random bits, and a shopper who was refused a typed code can still use the link.
 */
function consumeTypedCode(
  request: Request,
  deviceId: string,
  preAuthSessionId: string,
  userInputCode: string,
): Consumed {
  const email = attemptEmail(preAuthSessionId);
  const counted: Counted[] = [{ limit: CODE_PER_CLIENT, key: clientKey(request) }];
  if (email !== undefined)
    counted.push({ limit: CODE_PER_ACCOUNT, key: accountAndClientKey(email, clientKey(request)) });
  const attempt = checkAttempt(counted);
  if (attempt.refused) return { status: 'refused', retryAfterSeconds: attempt.retryAfterSeconds };
  const result = consumeUserInputCode(deviceId, preAuthSessionId, userInputCode);
  if (result.status === 'incorrect' || result.status === 'expired') attempt.count();
  return result;
}

function consumeFrom(request: Request, body: Record<string, unknown>): Consumed {
  const preAuthSessionId = requiredString(body, 'preAuthSessionId');
  const linkCode = optionalString(body, 'linkCode');
  const userInputCode = optionalString(body, 'userInputCode');
  const deviceId = optionalString(body, 'deviceId');
  const hasOtp = userInputCode !== undefined || deviceId !== undefined;
  if ((linkCode !== undefined) === hasOtp) {
    throw new BadRequestError(
      'Please provide one of (linkCode) or (deviceId+userInputCode) and not both',
    );
  }
  if (linkCode !== undefined) return consumeLinkCode(preAuthSessionId, linkCode);
  if (userInputCode === undefined || deviceId === undefined)
    throw new BadRequestError('Please provide both deviceId and userInputCode');
  return consumeTypedCode(request, deviceId, preAuthSessionId, userInputCode);
}

export const passwordlessHandlers: RequestHandler[] = [
  ...recipeRoute('post', '/signinup/code', async ({ request, tenantId }) => {
    const body = await readJsonObject(request);
    optionalBoolean(body, 'shouldTryLinkingWithSessionUser');
    const email = optionalString(body, 'email');
    const phoneNumber = optionalString(body, 'phoneNumber');
    if ((email === undefined) === (phoneNumber === undefined))
      throw new BadRequestError('Please provide exactly one of email or phoneNumber');
    if (email === undefined)
      throw new BadRequestError(
        'Please provide an email since you have set the contactMethod to "EMAIL"',
      );
    const trimmed = email.trim();
    const problem = emailError(trimmed);
    // The real backend answers a bad email here with GENERAL_ERROR, not FIELD_ERROR.
    if (problem) return json({ status: 'GENERAL_ERROR', message: problem });
    const mail = mayMailCode(request, trimmed);
    if (mail.refused) return fdiTooManyAttempts(mail.retryAfterSeconds, 'requests');
    const code = startLoginAttempt(trimmed, tenantId);
    mailLoginCode(request, trimmed, code, tenantId);
    return json({
      status: 'OK',
      deviceId: code.deviceId,
      preAuthSessionId: code.preAuthSessionId,
      flowType: FLOW_TYPE,
    });
  }),

  ...recipeRoute('post', '/signinup/code/resend', async ({ request, tenantId }) => {
    const body = await readJsonObject(request);
    optionalBoolean(body, 'shouldTryLinkingWithSessionUser');
    const preAuthSessionId = requiredString(body, 'preAuthSessionId');
    const email = attemptEmail(preAuthSessionId);
    const mail = email === undefined ? null : mayMailCode(request, email);
    if (mail?.refused) return fdiTooManyAttempts(mail.retryAfterSeconds, 'requests');
    const code = resendCode(requiredString(body, 'deviceId'), preAuthSessionId);
    if (!code || email === undefined) return json({ status: 'RESTART_FLOW_ERROR' });
    mailLoginCode(request, email, code, tenantId);
    return json({ status: 'OK' });
  }),

  ...recipeRoute('post', '/signinup/code/consume', async ({ request, tenantId }) => {
    const body = await readJsonObject(request);
    optionalBoolean(body, 'shouldTryLinkingWithSessionUser');
    // Checked before the code is used up: a refused login keeps its code for later.
    const email = attemptEmail(optionalString(body, 'preAuthSessionId') ?? '');
    const started = checkRequest([
      ...(email === undefined ? [] : [{ limit: SESSIONS_PER_ACCOUNT, key: accountKey(email) }]),
      { limit: SESSIONS_PER_CLIENT, key: clientKey(request) },
    ]);
    if (started.refused) return fdiTooManyAttempts(started.retryAfterSeconds, 'requests');
    const result = consumeFrom(request, body);
    if (result.status === 'refused') return fdiTooManyAttempts(result.retryAfterSeconds);
    if (result.status === 'restart') return json({ status: 'RESTART_FLOW_ERROR' });
    if (result.status !== 'ok') {
      const status =
        result.status === 'expired'
          ? 'EXPIRED_USER_INPUT_CODE_ERROR'
          : 'INCORRECT_USER_INPUT_CODE_ERROR';
      return json({
        status,
        failedCodeInputAttemptCount: result.failedCodeInputAttemptCount,
        maximumCodeInputAttempts: MAX_CODE_INPUT_ATTEMPTS,
      });
    }
    const { user, created } = passwordlessUser(result.email);
    started.count();
    const session = issueSession(user.id, { tenantId, issuer: issuerOf(request) });
    return withSession(
      { status: 'OK', createdNewRecipeUser: created, user: toFdiUser(user) },
      session,
    );
  }),
];
