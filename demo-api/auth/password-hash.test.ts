import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  isPasswordHash,
  toPasswordHash,
  verifyPassword,
  type PasswordHash,
} from './password-hash';

const PASSWORD = 'Sterk!Wachtw00rd';

describe('password hashes', () => {
  it('are salted scrypt hashes that name their parameters and hold no password', () => {
    const hash = hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(hash).not.toContain(PASSWORD);
    // A new salt every time: equal passwords do not give equal hashes.
    expect(hashPassword(PASSWORD)).not.toBe(hash);
  });

  it('accept the password they were made from, and nothing else', () => {
    const hash = hashPassword(PASSWORD);
    expect(verifyPassword(PASSWORD, hash)).toBe(true);
    expect(verifyPassword('sterk!Wachtw00rd', hash)).toBe(false);
    expect(verifyPassword(`${PASSWORD} `, hash)).toBe(false);
    expect(verifyPassword('', hash)).toBe(false);
    // An account without a password (passwordless) is never entered with one.
    expect(verifyPassword('', null)).toBe(false);
  });

  it('accept an accented password typed composed or decomposed', () => {
    const composed = 'Caf\u00e9!2345';
    const decomposed = 'Cafe\u0301!2345';
    expect(verifyPassword(decomposed, hashPassword(composed))).toBe(true);
  });

  it('check a hash made with other parameters by those parameters', () => {
    const [, , , , salt = '', key = ''] = hashPassword(PASSWORD).split('$');
    // Same salt and key under another cost: another hash, which this password does not match.
    const otherCost = `scrypt$1024$8$1$${salt}$${key}` as PasswordHash;
    expect(isPasswordHash(otherCost)).toBe(true);
    expect(verifyPassword(PASSWORD, otherCost)).toBe(false);
  });

  it('tell hashes from plain text, and refuse costs a stored string could abuse', () => {
    expect(isPasswordHash(hashPassword(PASSWORD))).toBe(true);
    expect(isPasswordHash(PASSWORD)).toBe(false);
    expect(isPasswordHash('scrypt$16384$8$1$$')).toBe(false);
    const [, , , , salt = '', key = ''] = hashPassword(PASSWORD).split('$');
    for (const cost of ['1048576$8$1', '16384$64$1', '16384$8$64', '10000$8$1', '16384$0$1'])
      expect(isPasswordHash(`scrypt$${cost}$${salt}$${key}`)).toBe(false);
  });

  it('convert a stored plain-text password, and keep a stored hash as it is', () => {
    const hash = hashPassword(PASSWORD);
    expect(toPasswordHash(hash)).toBe(hash);
    const converted = toPasswordHash(PASSWORD);
    expect(isPasswordHash(converted)).toBe(true);
    expect(verifyPassword(PASSWORD, converted)).toBe(true);
  });
});
