/**
 * The catalogue API (requirements §14.1): brands, types, add-ons, product detail and result, search and
 * autocomplete, plus the files they link to (product images, brand sheets). Answers follow
 * `x-locale` for texts and the buyer (buyer.ts) for prices; the data is in demo-api/db/catalog.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  Addon,
  AddonVariant,
  Brand,
  BrandPdf,
  BrandType,
} from '../../../src/shared/api/contract/catalog';
import type { AutocompleteResponse } from '../../../src/shared/api/contract/products';
import {
  AutocompleteQuerySchema,
  ProductSearchQuerySchema,
} from '../../../src/shared/api/contract/products';
import { LocaleSchema } from '../../../src/shared/api/contract/common';
import { autocomplete } from '../../db/catalog/autocomplete';
import { brandSheetPdf } from '../../db/catalog/brand-sheet';
import { catalog, findFamily } from '../../db/catalog/index';
import { productImageSvg } from '../../db/catalog/images';
import {
  toProductDetail,
  toProductResult,
  type CatalogView,
} from '../../db/catalog/product-result';
import { searchProducts } from '../../db/catalog/search';
import { buyerFromRequest } from '../buyer';
import { errorResponse, notFound, parseBody, shopContext } from '../http';
import { apiPath } from '../paths';

function viewOf(request: Request): CatalogView {
  return { buyer: buyerFromRequest(request), locale: shopContext(request).locale };
}

/** The part of the path after `/api/<prefix>/`, decoded: detail slugs arrive as `a%2Fb%2Fc` or `a/b/c`. */
function pathRest(request: Request, prefix: string): string | null {
  const { pathname } = new URL(request.url);
  const marker = `/api/${prefix}/`;
  const at = pathname.indexOf(marker);
  if (at < 0) return null;
  try {
    return decodeURIComponent(pathname.slice(at + marker.length));
  } catch {
    return null;
  }
}

/** Pictures and sheets never change while the demo runs: let browsers keep them for a year. */
const LONG_CACHE = 'public, max-age=31536000, immutable';

export const catalogHandlers: RequestHandler[] = [
  http.get(apiPath('brands'), () => {
    const body: Brand[] = catalog().brands.map((b) => ({
      id: b.id,
      name: b.name,
      url: b.url,
      discount: b.discount,
    }));
    return HttpResponse.json(body);
  }),

  http.get(apiPath('brands/:brandId/types'), ({ params }) => {
    const brandId = String(params.brandId);
    if (!catalog().brandById.has(brandId)) return notFound('Brand');
    const body: BrandType[] = (catalog().typesByBrand.get(brandId) ?? []).map((t) => ({
      id: t.id,
      name: t.name,
      url: t.url,
    }));
    return HttpResponse.json(body);
  }),

  http.get(apiPath('brands/:brandId/pdf'), ({ request, params }) => {
    const brand = catalog().brandById.get(String(params.brandId));
    if (!brand) return notFound('Brand');
    // The sheet is fetched by a plain link (no x-locale header), so the language rides in the URL.
    const body: BrandPdf = {
      url: `/api/brands/${brand.id}/sheet.pdf?lang=${shopContext(request).locale}`,
    };
    return HttpResponse.json(body);
  }),

  http.get(apiPath('brands/:brandId/sheet.pdf'), ({ request, params }) => {
    const brand = catalog().brandById.get(String(params.brandId));
    if (!brand) return notFound('Brand');
    const lang = LocaleSchema.safeParse(new URL(request.url).searchParams.get('lang'));
    const pdf = brandSheetPdf(brand, lang.success ? lang.data : shopContext(request).locale);
    return new HttpResponse(pdf, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="${brand.url}-sheet.pdf"`,
        'Cache-Control': 'public, max-age=3600',
      },
    });
  }),

  http.get(apiPath('addons'), ({ request }) => {
    const { locale } = shopContext(request);
    const body: Addon[] = catalog().addons.map((a) => ({
      id: a.id,
      name: a.names[locale],
      url: a.url,
    }));
    return HttpResponse.json(body);
  }),

  http.get(apiPath('addons/:addonId/variants'), ({ request, params }) => {
    const addon = catalog().addonById.get(String(params.addonId));
    if (!addon) return notFound('Add-on');
    const { locale } = shopContext(request);
    const body: AddonVariant[] = addon.variants.map((v) => ({
      id: v.id,
      name: v.names[locale],
      url: v.url,
    }));
    return HttpResponse.json(body);
  }),

  http.get(apiPath('images/:file'), ({ params }) => {
    const file = String(params.file);
    const family = file.endsWith('.svg') ? catalog().familyById.get(file.slice(0, -4)) : undefined;
    if (!family) return notFound('Image');
    const type = catalog().typeById.get(family.typeIds[0] ?? '');
    const brand = catalog().brandById.get(family.brandId);
    const svg = productImageSvg(family, `${brand?.name ?? ''} ${type?.name ?? ''}`.trim());
    return new HttpResponse(svg, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': LONG_CACHE },
    });
  }),

  http.post(apiPath('products/complete'), async ({ request }) => {
    const parsed = await parseBody(request, AutocompleteQuerySchema);
    if (!parsed.ok) return parsed.response;
    const body: AutocompleteResponse = {
      suggestions: autocomplete(
        parsed.data.query,
        shopContext(request).locale,
        undefined,
        parsed.data.machineTypeIds,
      ),
    };
    return HttpResponse.json(body);
  }),

  http.post(apiPath('products'), async ({ request }) => {
    const parsed = await parseBody(request, ProductSearchQuerySchema);
    if (!parsed.ok) return parsed.response;
    const view: CatalogView = {
      buyer: buyerFromRequest(request, parsed.data.accountType),
      locale: shopContext(request).locale,
    };
    const outcome = searchProducts(parsed.data, view);
    if (!outcome.ok) {
      return errorResponse(400, {
        message: 'The page cursor does not belong to this search',
        code: 'INVALID_CURSOR',
      });
    }
    return HttpResponse.json(outcome.body);
  }),

  // Before the detail route: `products/result/…` would otherwise be read as a slug.
  http.get(apiPath('products/result/:id'), ({ request, params }) => {
    const found = catalog().packagingById.get(String(params.id));
    if (!found) return notFound('Product');
    return HttpResponse.json(toProductResult(found.family, found.packaging, viewOf(request)));
  }),

  http.get(apiPath('products/*'), ({ request }) => {
    const slug = pathRest(request, 'products');
    const family = slug ? findFamily(slug) : undefined;
    if (!family) return notFound('Product');
    return HttpResponse.json(toProductDetail(family, viewOf(request)));
  }),
];
