import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useProductDetail } from '@/features/catalog/api/get-product-detail';
import type { ProductDetail } from '@/shared/api/contract/products';
import type { Language } from '@/shared/config/languages';
import { paths } from '@/shared/config/paths';
import { siteUrl } from '@/shared/config/site';
import { breadcrumbJsonLd, productJsonLd } from '@/shared/seo/structured-data';
import { absoluteUrl } from '@/shared/seo/seo-urls';
import { htmlToText, truncate } from './html-text';
import { usePageHead, type PageHead } from '@/shared/seo/page-head';

/**
 * A product page's head: its name as title, a description naming product and brand, its picture
 * for sharing, and JSON-LD Product with an Offer per packaging and the breadcrumb trail the page shows.
 *
 * One offer per packaging (the API sorts them smallest first, the default one the page shows
 * first), each with its own stock, at its price incl. VAT as the API gives it to this visitor: a crawler is an anonymous personal visitor
 * without a chosen country, so that is the consumer price with the home country's (NL) VAT. The
 * same incl.-VAT price is used for a business visitor, so the structured data never shows a
 * price without VAT as if it were the consumer price.
 */
export function useDetailHead(slug: string, language: Language): void {
  const intl = useIntl();
  const detail = useProductDetail(slug).data;
  const head = useMemo(
    () => (detail ? detailHead(detail, slug, language, intl.formatMessage) : null),
    [detail, slug, language, intl],
  );
  usePageHead(head);
}

type Format = ReturnType<typeof useIntl>['formatMessage'];

function detailHead(
  detail: ProductDetail,
  slug: string,
  language: Language,
  format: Format,
): PageHead {
  const family = detail.productFamily;
  const url = absoluteUrl(siteUrl, paths.detail.getHref(language, slug));
  const image = family.image ? new URL(family.image, `${siteUrl}/`).href : null;
  const jsonLd = [
    breadcrumbJsonLd([
      {
        name: format({ id: 'detail.breadcrumbs.home' }),
        url: absoluteUrl(siteUrl, paths.home.getHref(language)),
      },
      {
        name: detail.brand.name,
        url: absoluteUrl(siteUrl, paths.results.getHref(language, detail.brand.url)),
      },
      { name: family.name, url },
    ]),
  ];
  jsonLd.unshift(
    productJsonLd({
      name: family.name,
      description: truncate(htmlToText(family.description), 5000),
      brand: detail.brand.name,
      image,
      url,
      offers: detail.products.map((product) => ({
        sku: product.id,
        priceCents: product.priceInclVat,
        inStock: product.stock > 0,
      })),
    }),
  );
  return {
    title: family.name,
    description: truncate(
      format({ id: 'seo.detail.description' }, { name: family.name, brand: detail.brand.name }),
    ),
    ogType: 'product',
    image,
    jsonLd,
  };
}
