/**
 * Demo users: the accounts the README lists, and everyone who signs up while the demo runs.
 * Auth (sign up, sign in, passwords) and the API (user data, company, discount) share these records.
 */
import * as z from 'zod/mini';
import { SalutationSchema } from '../../src/shared/api/contract/account';
import { AccountTypeSchema } from '../../src/shared/api/contract/common';
import { hashPassword, toPasswordHash, type PasswordHash } from '../auth/password-hash';
import { randomJoinCode } from './join-codes';
import { defineSection, saveStore } from './store';

export type Salutation = 'female' | 'male' | 'unspecified';
export type AccountType = 'personal' | 'business';

export interface CompanyRecord {
  id: string;
  companyName: string;
  contactFirstname: string;
  contactLastname: string;
  /** Chamber of Commerce number, Dutch companies. */
  kvkNumber: string | null;
  /** VAT number, foreign companies (EU reverse charge when set and valid-looking). */
  vatNumber: string | null;
  country: string;
  /** Code another user enters to join this company account (`POST company/join`). */
  joinCode: string;
}

export interface UserRecord {
  id: string;
  email: string;
  /**
   * A salted hash (auth/password-hash.ts), never the password; null for passwordless accounts.
   * Never logged or returned.
   */
  password: PasswordHash | null;
  accountType: AccountType;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  companyId: string | null;
  /** ISO 3166-1 alpha-2 country id, e.g. "NL". */
  country: string | null;
  /** Given at sign-up; optional. */
  telephone: string | null;
  /** Personal discount percentage on every order, or null. */
  discountPercentage: number | null;
  timeJoined: number;
  recipe: 'emailpassword' | 'passwordless';
}

/** The one password of every seeded demo user (meets the shop's password rules). */
export const DEMO_PASSWORD = 'Demo!2345';

const JOINED = Date.UTC(2025, 0, 15);

let demoPasswordHash: PasswordHash | undefined;

/**
 * The seeded accounts' hash, made once per process: every reset re-seeds (tests reset between
 * cases), and each hash costs about 50 ms. The accounts share it, salt included; that tells
 * nothing, as their one password is public anyway.
 */
const seededPasswordHash = (): PasswordHash => (demoPasswordHash ??= hashPassword(DEMO_PASSWORD));

/**
 * Join codes are drawn when the companies are seeded, so no source file holds one: new ones at every
 * start from the seed (and reset), kept in DEMO_DATA_FILE from its first save. Tests read them from
 * `companies`.
 */
function seedCompanies(): CompanyRecord[] {
  const seeded: Omit<CompanyRecord, 'joinCode'>[] = [
    {
      id: 'company-dekker',
      companyName: 'Dekker Bouw B.V.',
      contactFirstname: 'Pieter',
      contactLastname: 'Dekker',
      kvkNumber: '12345678',
      vatNumber: null,
      country: 'NL',
    },
    {
      id: 'company-peeters',
      companyName: 'Schoonmaak Peeters BV',
      contactFirstname: 'Lotte',
      contactLastname: 'Peeters',
      kvkNumber: null,
      vatNumber: 'BE0123456789',
      country: 'BE',
    },
    {
      id: 'company-cleanpro',
      companyName: 'CleanPro Facility B.V.',
      contactFirstname: 'Jan',
      contactLastname: 'de Vries',
      kvkNumber: '87654321',
      vatNumber: null,
      country: 'NL',
    },
  ];
  return seeded.map((company) => ({ ...company, joinCode: randomJoinCode(company.companyName) }));
}

function user(
  partial: Omit<UserRecord, 'password' | 'timeJoined' | 'recipe' | 'telephone'>,
): UserRecord {
  return {
    ...partial,
    password: seededPasswordHash(),
    telephone: null,
    timeJoined: JOINED,
    recipe: 'emailpassword',
  };
}

function seedUsers(): UserRecord[] {
  return [
    user({
      id: 'user-anna',
      email: 'anna@example.nl',
      accountType: 'personal',
      salutation: 'female',
      firstname: 'Anna',
      lastname: 'Jansen',
      companyId: null,
      country: 'NL',
      discountPercentage: 5,
    }),
    user({
      id: 'user-dekker',
      email: 'inkoop@dekker-bouw.example.nl',
      accountType: 'business',
      salutation: 'male',
      firstname: 'Pieter',
      lastname: 'Dekker',
      companyId: 'company-dekker',
      country: 'NL',
      discountPercentage: null,
    }),
    user({
      id: 'user-peeters',
      email: 'aankoop@peeters.example.be',
      accountType: 'business',
      salutation: 'female',
      firstname: 'Lotte',
      lastname: 'Peeters',
      companyId: 'company-peeters',
      country: 'BE',
      discountPercentage: null,
    }),
    user({
      id: 'user-jan',
      email: 'jan@cleanpro.example.nl',
      accountType: 'business',
      salutation: 'male',
      firstname: 'Jan',
      lastname: 'de Vries',
      companyId: 'company-cleanpro',
      country: 'NL',
      discountPercentage: 3,
    }),
    user({
      id: 'user-els',
      email: 'els@cleanpro.example.nl',
      accountType: 'business',
      salutation: 'female',
      firstname: 'Els',
      lastname: 'Bakker',
      companyId: 'company-cleanpro',
      country: 'NL',
      discountPercentage: 3,
    }),
  ];
}

const nullableText = z.nullable(z.string());

/**
 * A stored user. The telephone came later, so files written before it still load. A password
 * stored in plain text (a file from before passwords were hashed) comes out hashed.
 */
const StoredUsersSchema = z.array(
  z.looseObject({
    id: z.string(),
    email: z.string(),
    password: z.nullable(z.pipe(z.string(), z.transform(toPasswordHash))),
    accountType: AccountTypeSchema,
    salutation: SalutationSchema,
    firstname: z.string(),
    lastname: z.string(),
    companyId: nullableText,
    country: nullableText,
    telephone: z.optional(nullableText),
    discountPercentage: z.nullable(z.number()),
    timeJoined: z.number(),
    recipe: z.enum(['emailpassword', 'passwordless']),
  }),
);

const StoredCompaniesSchema = z.array(
  z.looseObject({
    id: z.string(),
    companyName: z.string(),
    contactFirstname: z.string(),
    contactLastname: z.string(),
    kvkNumber: nullableText,
    vatNumber: nullableText,
    country: z.string(),
    joinCode: z.string(),
  }),
);

const usersSection = defineSection('users', seedUsers, { schema: StoredUsersSchema });
const companiesSection = defineSection('companies', seedCompanies, {
  schema: StoredCompaniesSchema,
});

export const users = {
  all: (): UserRecord[] => usersSection.get(),
  byId: (id: string): UserRecord | undefined => usersSection.get().find((u) => u.id === id),
  byEmail: (email: string): UserRecord | undefined => {
    const wanted = email.trim().toLowerCase();
    return usersSection.get().find((u) => u.email.toLowerCase() === wanted);
  },
  add: (record: UserRecord): UserRecord => {
    usersSection.get().push(record);
    saveStore();
    return record;
  },
  update: (id: string, patch: Partial<Omit<UserRecord, 'id'>>): UserRecord | undefined => {
    const record = usersSection.get().find((u) => u.id === id);
    if (!record) return undefined;
    Object.assign(record, patch);
    saveStore();
    return record;
  },
};

export const companies = {
  all: (): CompanyRecord[] => companiesSection.get(),
  byId: (id: string): CompanyRecord | undefined => companiesSection.get().find((c) => c.id === id),
  byKvk: (kvk: string): CompanyRecord | undefined =>
    companiesSection.get().find((c) => c.kvkNumber === kvk.trim()),
  add: (record: CompanyRecord): CompanyRecord => {
    companiesSection.get().push(record);
    saveStore();
    return record;
  },
};
