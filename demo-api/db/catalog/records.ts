/**
 * The catalogue's own records: what the demo API stores. Answers in the contract's shape are made
 * from these per request (language, buyer), see `product-result.ts` and the catalog handlers.
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import type { Material, ProductCategory } from '../../../src/shared/api/contract/products';
import type { Segment } from './brand-table';

export type Localized = Record<Locale, string>;

export interface BrandRecord {
  id: string;
  name: string;
  url: string;
  segment: Segment;
  discount: number | null;
}

export interface TypeRecord {
  id: string;
  brandId: string;
  name: string;
  url: string;
}

export interface AddonVariantRecord {
  id: string;
  addonId: string;
  url: string;
  names: Localized;
}

export interface AddonRecord {
  id: string;
  url: string;
  names: Localized;
  variants: AddonVariantRecord[];
}

/** What a family is; decides its texts, image and attributes. */
export type FamilyKind =
  | 'paper-bag'
  | 'synthetic-bag'
  | 'hepa-filter'
  | 'cartridge-filter'
  | 'motor-filter'
  | 'exhaust-filter'
  | 'addon';

/** The product attributes (requirements §5.1), the same for every packaging of a family. */
export interface FamilyAttributes {
  material: Material;
  layers: number | null;
  doubleLayerPaper: boolean;
  rubberRing: boolean;
  motorProtectionFilter: boolean;
  roundShape: boolean;
  exhaustAirFilter: boolean;
  vacuumClass: 'L' | 'M' | 'H' | null;
  slidingValve: boolean;
  dirtValve: boolean;
}

/** One packaging (the priced, stocked unit that goes in the cart). Prices excl. VAT, in cents. */
export interface PackagingRecord {
  id: string;
  familyId: string;
  /** Pieces per packaging. */
  amount: number;
  /** What the packaging costs now (after a sale), excl. VAT, before any buyer's discount. */
  priceExclVat: number;
  /** The price before the sale, for sale families; else null. */
  originalPriceExclVat: number | null;
  stock: number;
  deliveryDays: number;
}

export interface FamilyRecord {
  id: string;
  slug: string;
  brandId: string;
  category: ProductCategory;
  kind: FamilyKind;
  names: Localized;
  /** Merchant HTML per language. */
  descriptions: Localized;
  image: string;
  /** Machine models it fits: the first is its own brand's model the slug is named after. */
  typeIds: string[];
  addonId: string | null;
  addonVariantId: string | null;
  attributes: FamilyAttributes;
  isNew: boolean;
  isSale: boolean;
  isOutlet: boolean;
  alsoSuitableIds: string[];
  alsoBoughtIds: string[];
  /** Sorted by amount ascending. */
  packagings: PackagingRecord[];
  /** Position in the "standard" sort: bags first, then by brand, model and kind. */
  curatedRank: number;
}

export interface CatalogData {
  brands: BrandRecord[];
  types: TypeRecord[];
  addons: AddonRecord[];
  families: FamilyRecord[];
}
