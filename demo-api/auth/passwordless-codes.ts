/**
 * Passwordless login attempts ("devices" in SuperTokens terms): each holds the codes mailed for one
 * login attempt. A code works once as a 6-digit OTP or as a magic link; after
 * MAX_CODE_INPUT_ATTEMPTS wrong or expired OTPs the attempt is gone and the user must start over.
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { defineSection, saveStore } from '../db/store';
import { authSecret } from './auth-secret';
import { MAX_CODE_INPUT_ATTEMPTS, OTP_LENGTH, PASSWORDLESS_CODE_LIFETIME_MS } from './config';
import { hmacSha256, randomDigits, randomToken, sha256Hex } from './encoding';

interface CodeRecord {
  /** HMAC of the typed code with the auth secret (see `userInputCodeHash`). */
  userInputCodeHash: string;
  /** sha256 of the magic link's code: 256 random bits, which no one can search for. */
  linkCodeHash: string;
  expiresAt: number;
}

interface DeviceRecord {
  deviceId: string;
  preAuthSessionId: string;
  email: string;
  tenantId: string;
  failedAttempts: number;
  codes: CodeRecord[];
}

export interface MailedCode {
  deviceId: string;
  preAuthSessionId: string;
  userInputCode: string;
  linkCode: string;
}

export type ConsumeResult =
  | { status: 'ok'; email: string; tenantId: string }
  | { status: 'incorrect' | 'expired'; failedCodeInputAttemptCount: number }
  | { status: 'restart' };

const StoredDevicesSchema = z.array(
  z.looseObject({
    deviceId: z.string(),
    preAuthSessionId: z.string(),
    email: z.string(),
    tenantId: z.string(),
    failedAttempts: z.number(),
    codes: z.array(
      z.looseObject({
        userInputCodeHash: z.string(),
        linkCodeHash: z.string(),
        expiresAt: z.number(),
      }),
    ),
  }),
);

const section = defineSection<DeviceRecord[]>('auth-passwordless', () => [], {
  schema: StoredDevicesSchema,
});

/**
 * A typed code has six digits: trying all million against a plain hash from DEMO_DATA_FILE finds it
 * in a second. Keyed with the auth secret, which the file does not hold, the hash gives nothing
 * away. Without DEMO_AUTH_SECRET a restart draws a new secret, so a code mailed before it no longer
 * matches (its magic link still works), as sessions end then too.
 */
const userInputCodeHash = (preAuthSessionId: string, code: string): string =>
  hmacSha256(authSecret(), `login-code ${preAuthSessionId} ${code}`);

const deviceOf = (preAuthSessionId: string): DeviceRecord | undefined =>
  section.get().find((d) => d.preAuthSessionId === preAuthSessionId);

function addCode(device: DeviceRecord): MailedCode {
  const userInputCode = randomDigits(OTP_LENGTH);
  const linkCode = randomToken();
  device.codes.push({
    userInputCodeHash: userInputCodeHash(device.preAuthSessionId, userInputCode),
    linkCodeHash: sha256Hex(linkCode),
    expiresAt: Date.now() + PASSWORDLESS_CODE_LIFETIME_MS,
  });
  saveStore();
  return {
    deviceId: device.deviceId,
    preAuthSessionId: device.preAuthSessionId,
    userInputCode,
    linkCode,
  };
}

function removeDevice(preAuthSessionId: string): void {
  const devices = section.get();
  const index = devices.findIndex((d) => d.preAuthSessionId === preAuthSessionId);
  if (index >= 0) devices.splice(index, 1);
  saveStore();
}

/** Starts a login attempt for the email and returns its first code. */
export function startLoginAttempt(email: string, tenantId: string): MailedCode {
  const devices = section.get();
  const now = Date.now();
  // Forget attempts whose codes have all expired, so the store does not grow without bound.
  devices.splice(
    0,
    devices.length,
    ...devices.filter((d) => d.codes.some((code) => code.expiresAt > now)),
  );
  const device: DeviceRecord = {
    deviceId: randomToken(),
    preAuthSessionId: randomUUID(),
    email,
    tenantId,
    failedAttempts: 0,
    codes: [],
  };
  devices.push(device);
  return addCode(device);
}

/** A new code for an existing attempt (resend), or null when the attempt is unknown or used up. */
export function resendCode(deviceId: string, preAuthSessionId: string): MailedCode | null {
  const device = deviceOf(preAuthSessionId);
  return device && device.deviceId === deviceId ? addCode(device) : null;
}

export function attemptEmail(preAuthSessionId: string): string | undefined {
  return deviceOf(preAuthSessionId)?.email;
}

export function consumeUserInputCode(
  deviceId: string,
  preAuthSessionId: string,
  userInputCode: string,
): ConsumeResult {
  const device = deviceOf(preAuthSessionId);
  if (!device || device.deviceId !== deviceId) return { status: 'restart' };
  const hash = userInputCodeHash(preAuthSessionId, userInputCode.trim());
  const code = device.codes.find((c) => c.userInputCodeHash === hash);
  if (code && code.expiresAt > Date.now()) {
    removeDevice(preAuthSessionId);
    return { status: 'ok', email: device.email, tenantId: device.tenantId };
  }
  device.failedAttempts += 1;
  const failedCodeInputAttemptCount = device.failedAttempts;
  // The attempt that uses up the limit still says what went wrong; the next one must restart.
  if (failedCodeInputAttemptCount >= MAX_CODE_INPUT_ATTEMPTS) removeDevice(preAuthSessionId);
  else saveStore();
  return { status: code ? 'expired' : 'incorrect', failedCodeInputAttemptCount };
}

export function consumeLinkCode(preAuthSessionId: string, linkCode: string): ConsumeResult {
  const device = deviceOf(preAuthSessionId);
  const hash = sha256Hex(linkCode);
  const code = device?.codes.find((c) => c.linkCodeHash === hash);
  if (!device || !code || code.expiresAt <= Date.now()) return { status: 'restart' };
  removeDevice(preAuthSessionId);
  return { status: 'ok', email: device.email, tenantId: device.tenantId };
}
