import { describe, expect, it } from 'vitest';
import { callJson, fields } from '../auth/test-client';
import { JOIN_CODE_RANDOM_BITS, randomJoinCode } from './join-codes';
import { resetStore } from './store';
import { companies, users } from './users';

const SHAPE = /^[A-Z]{1,10}-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
const seededCodes = () => companies.all().map((c) => c.joinCode);

describe('join codes', () => {
  it('are a word of the name plus at least 40 random bits', () => {
    expect(JOIN_CODE_RANDOM_BITS).toBeGreaterThanOrEqual(40);
    const code = randomJoinCode('CleanPro Facility B.V.');
    expect(code).toMatch(SHAPE);
    expect(code).toMatch(/^CLEANPRO-/);
    const drawn = new Set(Array.from({ length: 1000 }, () => randomJoinCode('CleanPro')));
    expect(drawn.size).toBe(1000);
  });

  it('are drawn for the seeded companies: stable within one seed, new after a reset', () => {
    resetStore();
    const first = seededCodes();
    for (const code of first) expect(code).toMatch(SHAPE);
    expect(first.join(' ')).not.toMatch(/20\d\d/);
    expect(seededCodes()).toEqual(first);
    resetStore();
    const second = seededCodes();
    expect(second.every((code, i) => code !== first[i])).toBe(true);
  });

  it('are drawn for a company created at sign-up', async () => {
    resetStore();
    await callJson('/auth/signup', {
      body: fields({
        email: 'inkoop@schoon.example.nl',
        password: 'Sterk!Wachtw00rd',
        accountType: 'business',
        companyName: 'Schoon & Co',
        kvkNumber: '11223344',
      }),
    });
    const companyId = users.byEmail('inkoop@schoon.example.nl')?.companyId ?? '';
    expect(companies.byId(companyId)?.joinCode).toMatch(/^SCHOON-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  });
});
