/**
 * The contract's product answers, made from catalogue records for one request: names in the
 * request's language, prices for the buyer (VAT by rules/prices.ts, brand discount shown as the
 * brand price with the list price as the original, the way the cart will charge it).
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import type {
  Product,
  ProductDetail,
  ProductFamily,
  ProductResult,
} from '../../../src/shared/api/contract/products';
import { percentOf } from '../../rules/money';
import { displayPrice, type Buyer } from '../../rules/prices';
import { discountSettings } from '../discounts';
import { brandDiscountPercentage } from './brands';
import { catalog, findBrand, smallestPackaging } from './index';
import type { BrandRecord, FamilyRecord, PackagingRecord } from './records';

/** Who asks and in which language: everything a product answer depends on. */
export interface CatalogView {
  buyer: Buyer;
  locale: Locale;
}

/**
 * The brand discount is shown in product prices only while it applies to any order size
 * (db/discounts.ts, minimum 0); with a minimum the cart alone applies it, once it is reached.
 */
function shownBrandPercentage(brandId: string): number | null {
  if (discountSettings.get().brandMinimumOrderAmountExclVat > 0) return null;
  return brandDiscountPercentage(brandId);
}

/** One packaging for one buyer. Per-piece prices are rounded from the packaging price. */
export function toProduct(family: FamilyRecord, packaging: PackagingRecord, buyer: Buyer): Product {
  const brandPercentage = shownBrandPercentage(family.brandId);
  const base = packaging.priceExclVat;
  const charged = brandPercentage === null ? base : base - percentOf(base, brandPercentage);
  const listBase = packaging.originalPriceExclVat ?? base;
  const price = displayPrice(charged, buyer);
  const original = listBase !== charged ? displayPrice(listBase, buyer) : null;
  const typeById = catalog().typeById;
  return {
    id: packaging.id,
    familyId: family.id,
    amount: packaging.amount,
    priceExclVat: price.exclVat,
    priceInclVat: price.inclVat,
    pricePerPieceExclVat: Math.round(price.exclVat / packaging.amount),
    pricePerPieceInclVat: Math.round(price.inclVat / packaging.amount),
    originalPriceExclVat: original?.exclVat ?? null,
    originalPriceInclVat: original?.inclVat ?? null,
    stock: packaging.stock,
    deliveryDays: packaging.deliveryDays,
    ...family.attributes,
    compatibleModels: family.typeIds.flatMap((id) => {
      const type = typeById.get(id);
      const brand = type && findBrand(type.brandId);
      return type && brand ? [`${brand.name} ${type.name}`] : [];
    }),
  };
}

function brandOf(family: FamilyRecord): BrandRecord {
  const brand = findBrand(family.brandId);
  if (!brand) throw new Error(`Family ${family.id} has an unknown brand ${family.brandId}`);
  return brand;
}

/** A family as a list entry, showing the given packaging (cart lines, `products/result/{id}`). */
export function toProductResult(
  family: FamilyRecord,
  packaging: PackagingRecord,
  view: CatalogView,
): ProductResult {
  const brand = brandOf(family);
  return {
    id: family.id,
    slug: family.slug,
    name: family.names[view.locale],
    brand: { id: brand.id, name: brand.name, url: brand.url },
    category: family.category,
    image: family.image,
    isNew: family.isNew,
    isSale: family.isSale,
    isOutlet: family.isOutlet,
    packagingCount: family.packagings.length,
    product: toProduct(family, packaging, view.buyer),
  };
}

/** A family as a list entry with its smallest packaging (search results, favourites, links). */
export function familyResult(family: FamilyRecord, view: CatalogView): ProductResult {
  return toProductResult(family, smallestPackaging(family), view);
}

type CompatibleModel = ProductFamily['compatibleWith'][number];

function compatibleWith(family: FamilyRecord): CompatibleModel[] {
  const index = catalog();
  return family.typeIds.flatMap((id) => {
    const type = index.typeById.get(id);
    const brand = type && index.brandById.get(type.brandId);
    return type && brand
      ? [{ brandName: brand.name, brandUrl: brand.url, typeName: type.name, typeUrl: type.url }]
      : [];
  });
}

/** GET products/{slug}: the family with every packaging, smallest first (requirements §5.1). */
export function toProductDetail(family: FamilyRecord, view: CatalogView): ProductDetail {
  const brand = brandOf(family);
  const results = (ids: readonly string[]): ProductResult[] =>
    ids.flatMap((id) => {
      const linked = catalog().familyById.get(id);
      return linked ? [familyResult(linked, view)] : [];
    });
  return {
    brand: { id: brand.id, name: brand.name, url: brand.url },
    productFamily: {
      id: family.id,
      slug: family.slug,
      name: family.names[view.locale],
      category: family.category,
      image: family.image,
      description: family.descriptions[view.locale],
      compatibleWith: compatibleWith(family),
      alsoSuitableFor: results(family.alsoSuitableIds),
      alsoBought: results(family.alsoBoughtIds),
    },
    products: [...family.packagings]
      .sort((a, b) => a.amount - b.amount)
      .map((p) => toProduct(family, p, view.buyer)),
  };
}
