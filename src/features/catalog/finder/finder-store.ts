import { createStore } from 'zustand/vanilla';
import type { ProductCategory } from '@/shared/api/contract/products';

/** What the finder fetches when a choice needs more data (requirements §5.2); queries in the app. */
export interface FinderLoaders {
  brandTypes: (brandId: string) => void;
  brandDiscount: (brandId: string) => void;
  addonVariants: (addonId: string) => void;
}

export interface FinderState {
  /** The product type choice of home (requirements §5.1: bags by default). */
  productType: ProductCategory;
  brandId: string | null;
  brandTypeId: string | null;
  addonId: string | null;
  addonVariantId: string | null;
  setProductType: (productType: ProductCategory) => void;
  selectBrand: (brandId: string | null) => void;
  selectBrandType: (brandTypeId: string | null) => void;
  selectAddon: (addonId: string | null) => void;
  selectAddonVariant: (addonVariantId: string | null) => void;
}

/**
 * The brand → model (and add-on → variant) finder's rules of requirements §5.2: a new brand clears the
 * type and fetches that brand's types and discount; a new add-on clears the variant and fetches
 * its variants. One store per finder, so the loaders can use the app's query client.
 */
export const createFinderStore = (loaders: FinderLoaders) =>
  createStore<FinderState>()((set) => ({
    productType: 'bag',
    brandId: null,
    brandTypeId: null,
    addonId: null,
    addonVariantId: null,
    setProductType: (productType) => set({ productType }),
    selectBrand: (brandId) => {
      set({ brandId, brandTypeId: null });
      if (brandId === null) return;
      loaders.brandTypes(brandId);
      loaders.brandDiscount(brandId);
    },
    selectBrandType: (brandTypeId) => set({ brandTypeId }),
    selectAddon: (addonId) => {
      set({ addonId, addonVariantId: null });
      if (addonId !== null) loaders.addonVariants(addonId);
    },
    selectAddonVariant: (addonVariantId) => set({ addonVariantId }),
  }));

export type FinderStore = ReturnType<typeof createFinderStore>;
