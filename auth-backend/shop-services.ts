/**
 * What the auth backend needs from the shop's own systems: its accounts and companies, a rate
 * limiter and a mailer. The SuperTokens core keeps e-mail addresses, passwords, codes and
 * sessions; everything the shop adds (account type, names, company) lives in the shop's store,
 * which the shop API reads too. A deployment implements these three and passes them to
 * `initAuthBackend` (supertokens.ts).
 */
import type { APIOptions } from 'supertokens-node/recipe/emailpassword/types';
import type { CompanyLookup } from '../src/shared/api/contract/company-identity';
import type { NewCompanyData } from '../src/shared/api/contract/sign-up-rules';

export type { CompanyLookup };

/** The request as SuperTokens' framework adapter (express, fastify, …) hands it over. */
export type AuthRequest = APIOptions['req'];

export type AccountType = 'personal' | 'business';
export type Salutation = 'female' | 'male' | 'unspecified';
export type MailLanguage = 'nl' | 'en' | 'de' | 'fr';

/** What the access token says about a user (see claims.ts). */
export interface ShopAccount {
  accountType: AccountType;
  /** The user's company: business users only. */
  companyId: string | null;
}

/** A new company: a KvK number for a Dutch one; the VAT number optional in the EU, none outside. */
export type NewCompany = NewCompanyData;

/** The sign-up form's extra fields, checked (sign-up-profile.ts). */
export interface SignUpProfile {
  accountType: AccountType;
  salutation: Salutation;
  firstname: string;
  lastname: string;
  country: string | null;
  telephone: string | null;
  company: { kind: 'join'; companyId: string } | { kind: 'new'; data: NewCompany } | null;
}

export interface ShopAccounts {
  /**
   * The shop account of a SuperTokens user. Undefined for a user the shop does not know yet (a
   * first passwordless login): that user is a personal buyer.
   */
  accountOf(userId: string): Promise<ShopAccount | undefined>;
  /** The company a join code belongs to (case and surrounding spaces do not matter). */
  companyByJoinCode(joinCode: string): Promise<{ id: string } | undefined>;
  /**
   * Whether the company a sign-up registers already has an account: `by: 'number'`, one with this
   * KvK or VAT number; `by: 'name'` (a company with neither), one in that country whose
   * `companyNameKey(companyName)` is `nameKey` (company-identity.ts; `companyMatches` there
   * compares one stored company).
   */
  companyExists(lookup: CompanyLookup): Promise<boolean>;
  /** Stores a signed-up user's profile, creating the company first when it is a new one. */
  createAccount(userId: string, email: string, profile: SignUpProfile): Promise<void>;
}

/** A refused attempt waits; an allowed one reports whether its secret was wrong. */
export type AttemptCheck =
  { refused: true; retryAfterSeconds: number } | { refused: false; fail: () => Promise<void> };

/**
 * Limits guessing (docs/auth-backend.md, "Too many attempts"): sign-in passwords, typed login
 * codes and company join codes. Checked before the secret is compared, so that past the limit even
 * the right secret is refused. `request` tells the client (its address, as the deployment's proxy
 * reports it); `email` the account, where there is one.
 */
export interface AttemptLimiter {
  check(attempt: {
    kind: 'sign-in' | 'login-code' | 'join-code';
    email: string | undefined;
    request: AuthRequest;
  }): Promise<AttemptCheck>;
}

/** The two mails, in the shopper's language, with links to the shop's own screens (mails.ts). */
export type ShopMail =
  | { type: 'password-reset'; to: string; language: MailLanguage; link: string }
  | {
      type: 'login-code';
      to: string;
      language: MailLanguage;
      /** The magic link; both are always sent (flow USER_INPUT_CODE_AND_MAGIC_LINK). */
      link: string | undefined;
      code: string | undefined;
      validForMinutes: number;
    };

export interface ShopMailer {
  send(mail: ShopMail): Promise<void>;
}
