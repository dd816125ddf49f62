/**
 * The shop as a schema.org organisation (an OnlineStore) for the home page's structured data: its
 * names, address, company numbers and contact, from its configuration
 * (docs/decisions/0069-shop-identity-in-one-file.md), so search engines show the same details as
 * the footer and the about-us page.
 */
import type { ShopIdentity } from '../api/contract/shop-identity';
import type { JsonLd } from './json-ld';
import { absoluteUrl } from './seo-urls';

/** ISO 6523's code for the Dutch Chamber of Commerce (KvK) register. */
const KVK_ISO_6523 = '0106';

export function organizationJsonLd(
  identity: ShopIdentity,
  siteUrl: string,
  homePath: string,
): JsonLd {
  const { street, postalCode, city, countryId } = identity.address;
  return {
    '@context': 'https://schema.org',
    '@type': 'OnlineStore',
    name: identity.name,
    legalName: identity.legalName,
    url: absoluteUrl(siteUrl, homePath),
    logo: identity.logo.startsWith('/') ? absoluteUrl(siteUrl, identity.logo) : identity.logo,
    email: identity.email,
    telephone: identity.telephone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      postalCode,
      addressLocality: city,
      addressCountry: countryId,
    },
    vatID: identity.vatNumber,
    iso6523Code: `${KVK_ISO_6523}:${identity.kvkNumber}`,
  };
}
