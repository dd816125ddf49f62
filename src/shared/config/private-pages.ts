import { paths } from './paths';

/**
 * The private and transient pages (docs/seo.md): sign-in and sign-up, the account, cart,
 * checkout, the order pages and password reset. They are noindex (their routes say so, and the
 * web servers add `X-Robots-Tag`, vite/serving-rules.ts) and never prerendered: a server answers
 * them with the app. A route test keeps this list equal to the routes marked noindex. Apart from
 * paths.ts: only the web servers and the tests read it, and paths.ts is in every page's first
 * script.
 */
export const privatePagePaths: readonly string[] = [
  paths.orderComplete.path,
  paths.orderAnonymous.path,
  paths.orderLookup.path,
  paths.passwordReset.path,
  paths.login.path,
  paths.signup.path,
  paths.magicLink.path,
  paths.passwordForgot.path,
  paths.registerCompany.path,
  paths.registerPersonal.path,
  paths.registerCompanyId.path,
  paths.cart.path,
  paths.checkout.path,
  paths.contact.path,
  paths.profile.path,
  paths.favorites.path,
  paths.machines.path,
  paths.orders.path,
  paths.orderDetail.path,
];
