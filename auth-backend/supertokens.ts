/**
 * A `supertokens-node` configuration for the shop's auth backend (docs/auth-backend.md): what a
 * real SuperTokens backend must do so the shop works against it as it does against the demo API.
 * Nothing in this repository runs it; it is type-checked with the project, against the installed
 * `supertokens-node`. A deployment calls `initAuthBackend` once at start, with its own SuperTokens
 * core, accounts store, rate limiter and mailer (shop-services.ts), and mounts the framework's
 * middleware (express: `middleware()` and `errorHandler()` from `supertokens-node/framework/express`,
 * behind the CORS answers of docs/api-contract.md).
 */
import * as supertokens from 'supertokens-node';
import * as EmailPassword from 'supertokens-node/recipe/emailpassword';
import * as Passwordless from 'supertokens-node/recipe/passwordless';
import * as Session from 'supertokens-node/recipe/session';
import { sessionFunctions, shopClaims } from './claims';
import { emailError, signUpFormFields } from './field-rules';
import { mailServices } from './mails';
import { emailPasswordApis, emailPasswordFunctions, passwordlessApis } from './recipe-overrides';
import type { AttemptLimiter, ShopAccounts, ShopMailer } from './shop-services';

export interface AuthBackendOptions {
  /** The SuperTokens core: e.g. `http://localhost:3567` (self-hosted) or the managed service. */
  connectionURI: string;
  apiKey?: string;
  /** Where this backend answers (the shop's `VITE_AUTH_DOMAIN`); the interface is under `/auth`. */
  apiDomain: string;
  /** The shop's public origin (`VITE_SITE_URL`): the origin of every mailed link. */
  websiteDomain: string;
  accounts: ShopAccounts;
  limiter: AttemptLimiter;
  mailer: ShopMailer;
  /** The web framework whose middleware serves `/auth`; express unless said otherwise. */
  framework?: supertokens.SuperTokensConfig['framework'];
}

export function authBackendConfig(options: AuthBackendOptions): supertokens.SuperTokensConfig {
  const { accounts, limiter, mailer } = options;
  const mails = mailServices(mailer);
  return {
    framework: options.framework ?? 'express',
    supertokens: { connectionURI: options.connectionURI, apiKey: options.apiKey },
    appInfo: {
      appName: 'Vacuum shop',
      apiDomain: options.apiDomain,
      apiBasePath: '/auth',
      websiteDomain: options.websiteDomain,
      websiteBasePath: '/auth',
    },
    recipeList: [
      EmailPassword.init({
        signUpFeature: { formFields: signUpFormFields },
        emailDelivery: { service: mails.passwordReset },
        override: {
          apis: (original) => emailPasswordApis(original, { accounts, limiter }),
          functions: (original) => emailPasswordFunctions(original, accounts),
        },
      }),
      Passwordless.init({
        contactMethod: 'EMAIL',
        flowType: 'USER_INPUT_CODE_AND_MAGIC_LINK',
        validateEmailAddress: emailError,
        emailDelivery: { service: mails.loginCode },
        override: { apis: (original) => passwordlessApis(original, limiter) },
      }),
      Session.init({
        // The shop keeps the tokens itself and sends them as `Authorization: Bearer`.
        getTokenTransferMethod: () => 'header',
        override: { functions: (original) => sessionFunctions(original, shopClaims(accounts)) },
      }),
    ],
  };
}

/** Initialises SuperTokens for the shop; call once, before mounting the middleware. */
export function initAuthBackend(options: AuthBackendOptions): void {
  supertokens.init(authBackendConfig(options));
}
