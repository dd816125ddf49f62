import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/shared/api/api';
import type { ShopperContext } from '@/shared/shopper/shopper-context';
import { brandTypesQueryOptions } from '../api/get-brand-types';
import { finderLoaders } from './finder-loaders';
import { createFinderStore } from './finder-store';

const fakeLoaders = () => ({
  brandTypes: vi.fn<(id: string) => void>(),
  brandDiscount: vi.fn<(id: string) => void>(),
  addonVariants: vi.fn<(id: string) => void>(),
});

describe('the finder store (requirements §5.2)', () => {
  it('starts with bags and nothing chosen', () => {
    const state = createFinderStore(fakeLoaders()).getState();
    expect(state).toMatchObject({
      productType: 'bag',
      brandId: null,
      brandTypeId: null,
      addonId: null,
      addonVariantId: null,
    });
  });

  it('selecting a brand clears the brand type and fetches its types and discount', () => {
    const loaders = fakeLoaders();
    const store = createFinderStore(loaders);
    store.getState().selectBrand('b1');
    store.getState().selectBrandType('t1');
    expect(store.getState().brandTypeId).toBe('t1');

    store.getState().selectBrand('b2');
    expect(store.getState()).toMatchObject({ brandId: 'b2', brandTypeId: null });
    expect(loaders.brandTypes.mock.calls).toEqual([['b1'], ['b2']]);
    expect(loaders.brandDiscount.mock.calls).toEqual([['b1'], ['b2']]);
  });

  it('clearing the brand clears the type and fetches nothing', () => {
    const loaders = fakeLoaders();
    const store = createFinderStore(loaders);
    store.getState().selectBrandType('t1');
    store.getState().selectBrand(null);
    expect(store.getState()).toMatchObject({ brandId: null, brandTypeId: null });
    expect(loaders.brandTypes).not.toHaveBeenCalled();
    expect(loaders.brandDiscount).not.toHaveBeenCalled();
  });

  it('selecting an add-on clears the variant and fetches its variants', () => {
    const loaders = fakeLoaders();
    const store = createFinderStore(loaders);
    store.getState().selectAddon('a1');
    store.getState().selectAddonVariant('v1');
    store.getState().selectAddon('a2');
    expect(store.getState()).toMatchObject({ addonId: 'a2', addonVariantId: null });
    expect(loaders.addonVariants.mock.calls).toEqual([['a1'], ['a2']]);
    expect(loaders.brandTypes).not.toHaveBeenCalled();
  });

  it('switching the product type keeps the other choices', () => {
    const store = createFinderStore(fakeLoaders());
    store.getState().selectBrand('b1');
    store.getState().setProductType('filter');
    expect(store.getState()).toMatchObject({ productType: 'filter', brandId: 'b1' });
  });

  it('with the app loaders, a chosen brand puts its types in the query cache', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const context: ShopperContext = { accountType: 'personal', locale: 'nl', countryId: null };
    const store = createFinderStore(finderLoaders(queryClient, () => context));
    const nilfisk = (await api.call('brands', { context })).find((b) => b.name === 'Nilfisk')!;
    store.getState().selectBrand(nilfisk.id);
    const options = brandTypesQueryOptions(context, nilfisk.id);
    await vi.waitFor(() => expect(queryClient.getQueryData(options.queryKey)).toBeDefined());
    expect(queryClient.getQueryData(options.queryKey)?.map((t) => t.name)).toContain('Attix 30');
  });
});
