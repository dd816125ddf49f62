/**
 * Companies at business sign-up, in the demo's store. What identifies a company (KvK number for a
 * Dutch one, an optional EU VAT number elsewhere in the EU, neither outside it) and the messages
 * are the shared rules of src/shared/api/contract/company-identity.ts and sign-up-rules.ts, which
 * the real backend's configuration (auth-backend/) uses too.
 */
import { companyMatches, type CompanyLookup } from '../../src/shared/api/contract/company-identity';
import { signUpMessages } from '../../src/shared/api/contract/sign-up-rules';
import { randomJoinCode } from '../db/join-codes';
import { companies, type CompanyRecord } from '../db/users';

export const KVK_INVALID = signUpMessages.kvkInvalid;
export const VAT_INVALID = signUpMessages.vatInvalid;
export const COMPANY_EXISTS = signUpMessages.companyExists;
export const JOIN_CODE_UNKNOWN = signUpMessages.joinCodeUnknown;

/** Join codes are typed by people: case and surrounding spaces do not matter. */
export function joinCodeMatches(company: CompanyRecord, code: string): boolean {
  return company.joinCode.toUpperCase() === code.trim().toUpperCase();
}

export function companyByJoinCode(code: string): CompanyRecord | undefined {
  return companies.all().find((c) => joinCodeMatches(c, code));
}

/** The company a new sign-up would duplicate: same KvK or VAT number, else same name and country. */
export function findCompany(lookup: CompanyLookup): CompanyRecord | undefined {
  return companies.all().find((c) => companyMatches(c, lookup));
}

/** A join code no other company has (see db/join-codes.ts; with 50 random bits, a clash is rare). */
export function newJoinCode(companyName: string): string {
  for (;;) {
    const code = randomJoinCode(companyName);
    if (!companyByJoinCode(code)) return code;
  }
}
