/**
 * Builders of schema.org JSON-LD: a product with its offers, and the breadcrumb trail. Pure; kept
 * apart from ./json-ld.ts so only the routes that publish them (product, results) load them.
 */
import type { Cents } from '../api/contract/common';
import type { JsonLd } from './json-ld';

/** Integer cents as schema.org wants a price: a decimal string with a dot, `1234` → `"12.34"`. */
export function centsToDecimal(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/** One packaging (pack size) of the product, which is sold as its own offer. */
export interface OfferInput {
  /** The packaging's id. */
  sku: string;
  priceCents: Cents;
  inStock: boolean;
}

export interface ProductJsonLdInput {
  name: string;
  /** Plain text (no HTML). */
  description: string;
  brand: string;
  /** Absolute image URL. */
  image: string | null;
  /** Absolute URL of the detail page. */
  url: string;
  gtin?: string | null;
  /** Every packaging, the default (first shown) first. */
  offers: readonly OfferInput[];
}

/**
 * `Product` with one `Offer` in EUR per packaging, each with its own SKU, price and availability:
 * a sold-out 5-pack does not mark the product out of stock while the 10-pack can be ordered
 * (docs/seo.md).
 */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.image ? { image: input.image } : {}),
    ...(input.gtin ? { gtin: input.gtin } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    url: input.url,
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      sku: offer.sku,
      url: input.url,
      price: centsToDecimal(offer.priceCents),
      priceCurrency: 'EUR',
      availability: offer.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    })),
  };
}
