/**
 * Passwords in DEMO_DATA_FILE: salted scrypt hashes only, also once a file written while they were
 * kept in plain text has been started on. A restart is fresh module instances reading the same file
 * (as in db/store.test.ts), with every handler loaded before the store, as the server does.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const NEW_PASSWORD = 'Sterk!Wachtw00rd';
const OLD_PLAIN_PASSWORD = 'Oud#Wachtw00rd';
const SCRYPT_HASH = /^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/;

let folder: string;
let file: string;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'demo-passwords-'));
  file = join(folder, 'demo-state.json');
  vi.stubEnv('DEMO_DATA_FILE', file);
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  rmSync(folder, { recursive: true, force: true });
});

async function start() {
  vi.resetModules();
  await import('../handlers/index');
  const store = await import('../db/store');
  store.loadStore();
  const client = await import('./test-client');
  const signIn = async (email: string, password: string) =>
    (await client.callJson('/auth/signin', { body: client.fields({ email, password }) })).json
      .status;
  const signUp = async (email: string) =>
    (
      await client.callJson('/auth/signup', {
        body: client.fields({
          email,
          password: NEW_PASSWORD,
          firstname: 'Sem',
          salutation: 'male',
        }),
      })
    ).json.status;
  return { ...store, ...(await import('../db/users')), signIn, signUp };
}

interface StoredUser {
  email: string;
  password: string | null;
}

const readUsers = (): StoredUser[] =>
  (JSON.parse(readFileSync(file, 'utf8')) as { sections: { users: StoredUser[] } }).sections.users;

describe('passwords in DEMO_DATA_FILE', () => {
  it('are salted hashes only, and the demo accounts sign in with the documented password', async () => {
    const demo = await start();
    expect(await demo.signIn('anna@example.nl', demo.DEMO_PASSWORD)).toBe('OK');
    expect(await demo.signUp('sem@example.nl')).toBe('OK');
    expect(await demo.signUp('bo@example.nl')).toBe('OK');

    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(demo.DEMO_PASSWORD);
    expect(text).not.toContain(NEW_PASSWORD);
    const saved = readUsers();
    for (const user of saved) expect(user.password).toMatch(SCRYPT_HASH);
    const hashOf = (email: string) => saved.find((u) => u.email === email)?.password;
    // Salted: one password, two different hashes.
    expect(hashOf('sem@example.nl')).not.toBe(hashOf('bo@example.nl'));

    const later = await start();
    expect(await later.signIn('anna@example.nl', later.DEMO_PASSWORD)).toBe('OK');
    expect(await later.signIn('sem@example.nl', NEW_PASSWORD)).toBe('OK');
    expect(await later.signIn('bo@example.nl', NEW_PASSWORD)).toBe('OK');
    expect(await later.signIn('bo@example.nl', later.DEMO_PASSWORD)).toBe(
      'WRONG_CREDENTIALS_ERROR',
    );
  });

  it('kept in plain text by an older demo are hashed when it starts, and still sign in', async () => {
    const first = await start();
    first.saveStore();
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      sections: { users: (StoredUser & { id: string })[] };
    };
    const [anna, dekker] = data.sections.users;
    if (!anna || !dekker) throw new Error('the seed has no Anna or Dekker');
    anna.password = OLD_PLAIN_PASSWORD;
    dekker.password = first.DEMO_PASSWORD;
    const hashKept = data.sections.users[2]?.password;
    writeFileSync(file, JSON.stringify(data));

    const later = await start();
    // Written again at the start, not at the first change: no plain text stays on disk.
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(OLD_PLAIN_PASSWORD);
    expect(text).not.toContain(later.DEMO_PASSWORD);
    const saved = readUsers();
    for (const user of saved) expect(user.password).toMatch(SCRYPT_HASH);
    expect(saved[2]?.password).toBe(hashKept); // a hash is not hashed again

    expect(await later.signIn('anna@example.nl', OLD_PLAIN_PASSWORD)).toBe('OK');
    expect(await later.signIn('anna@example.nl', later.DEMO_PASSWORD)).toBe(
      'WRONG_CREDENTIALS_ERROR',
    );
    expect(await later.signIn(dekker.email, later.DEMO_PASSWORD)).toBe('OK');
    expect(await (await start()).signIn('anna@example.nl', OLD_PLAIN_PASSWORD)).toBe('OK');
  });

  it('leaves a file that holds only hashes untouched at the start', async () => {
    const first = await start();
    first.saveStore();
    const before = statSync(file);
    await start();
    // Every write renames a new file over the old one: the same inode means no write.
    expect(statSync(file).ino).toBe(before.ino);
  });
});
