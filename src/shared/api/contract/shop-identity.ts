/**
 * The shop's identity: its name, company details, bank account, contact and logo, set once in
 * shop.config.json at the repository root (docs/deployment.md) and read from here by every place
 * that shows them: the footer, the information pages, the structured data, and in the demo API the
 * invoices, order mails and bank page (docs/decisions/0069-shop-identity-in-one-file.md). The file
 * is bundled at build time, so changing it needs a new build. Its rules are checked by the build
 * and the demo API (shop-identity-schema.ts); the browser does not carry the validator, which would
 * add the schema library to every page's first script.
 */
// The import attribute: Node's own loader (Playwright's specs import this too) requires it for JSON.
import config from '../../../../shop.config.json' with { type: 'json' };
import type { ShopIdentity } from './shop-identity-schema';

export type { ShopIdentity } from './shop-identity-schema';

/** This build's shop, as the build checked it. */
export const shopIdentity: ShopIdentity = config;

/**
 * Street, postal code and city on one line, with the country's name in the reader's language; a
 * Dutch reader of a Dutch shop needs no country.
 */
export function postalAddress(identity: ShopIdentity, locale: string): string {
  const { street, postalCode, city, countryId } = identity.address;
  const local = `${street}, ${postalCode} ${city}`;
  if (locale.toUpperCase() === countryId) return local;
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(countryId) ?? countryId;
  return `${local}, ${country}`;
}
