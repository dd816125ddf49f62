import { describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/shared/api/contract/common';
import {
  AutocompleteResponseSchema,
  type Suggestion,
  type ProductResult,
} from '../../../src/shared/api/contract/products';
import { catalog } from '../../db/catalog/index';
import { allPages, callCatalogJson, searchProducts } from './catalog-test-client';

const search = searchProducts;

const families = catalog().families;

describe('POST products: filters', () => {
  it('returns every family in pages of 24 when nothing is asked, each with its smallest packaging', async () => {
    const page = await search({});
    expect(page.total).toBe(families.length);
    expect(page.results).toHaveLength(24);
    for (const result of page.results) {
      const family = catalog().familyById.get(result.id);
      expect(result.product.amount).toBe(
        Math.min(...(family?.packagings.map((p) => p.amount) ?? [])),
      );
    }
  });

  it('filters by category, brand, type, add-on and variant', async () => {
    const bags = await allPages({ category: 'filter' });
    expect(bags.length).toBe(families.filter((f) => f.category === 'filter').length);
    expect(bags.every((r) => r.category === 'filter')).toBe(true);

    const attix = await allPages({ brandTypeId: 't-nilfisk-attix-30' });
    expect(attix.length).toBeGreaterThan(1);
    expect(attix.every((r) => r.product.compatibleModels.includes('Nilfisk Attix 30'))).toBe(true);

    const nilfisk = await allPages({ brandId: 'b-nilfisk' });
    expect(
      nilfisk.every((r) => r.product.compatibleModels.some((m) => m.startsWith('Nilfisk '))),
    ).toBe(true);
    expect(nilfisk.length).toBeGreaterThan(attix.length);

    const hoses = await allPages({ addonId: 'a-hoses' });
    expect(hoses.length).toBeGreaterThan(0);
    expect(hoses.every((r) => r.category === 'addon')).toBe(true);
    const thick = await allPages({ addonId: 'a-hoses', addonVariantId: 'v-hoses-36-mm' });
    expect(
      thick.every((r) => catalog().familyById.get(r.id)?.addonVariantId === 'v-hoses-36-mm'),
    ).toBe(true);
    expect(thick.length).toBeLessThanOrEqual(hoses.length);

    expect((await search({ brandId: 'b-nope' })).total).toBe(0);
  });

  it('filters by sale, outlet and new only when asked for true', async () => {
    for (const flag of ['sale', 'outlet', 'new'] as const) {
      const field = ({ sale: 'isSale', outlet: 'isOutlet', new: 'isNew' } as const)[flag];
      const found = await allPages({ [flag]: true });
      expect(found.length, flag).toBe(families.filter((f) => f[field]).length);
      expect(found.every((r) => r[field])).toBe(true);
      expect((await search({ [flag]: false })).total).toBe(families.length);
    }
  });

  it('matches the query on name, brand and models, in any of the four languages, without caring for case or umlauts', async () => {
    const attix = await allPages({ query: 'ATTIX 30' });
    expect(attix.length).toBeGreaterThan(0);
    expect(attix.every((r) => r.product.compatibleModels.includes('Nilfisk Attix 30'))).toBe(true);
    const karcher = await search({ query: 'karcher nt 25/1' });
    expect(karcher.total).toBeGreaterThan(0);
    const bags = families.filter((f) => f.category === 'bag').length;
    // A shop word is understood whatever the page's language; the answer is in the page's.
    expect((await search({ query: 'stofzakken' })).total).toBe(bags);
    const english = await search({ query: 'stofzakken' }, { 'x-locale': 'en' });
    expect(english.total).toBe(bags);
    expect(english.results.every((r) => r.name.includes('dust bags'))).toBe(true);
    expect((await search({ query: 'dust bags' }, { 'x-locale': 'en' })).total).toBe(bags);
    expect((await search({ query: 'zzzz-no-such-thing' })).total).toBe(0);
  });
});

describe('POST products: what shoppers really type', () => {
  it('answers odd input quickly, without a crash and without a made-up suggestion', async () => {
    const odd = [
      '!!!///',
      '😀😀',
      'a'.repeat(200),
      'stofzuigerzakken'.repeat(12),
      Array.from({ length: 60 }, (_, i) => `w${i}`).join(' '),
      '1 '.repeat(100),
      '<script>alert(1)</script>',
      // A hose's length: its "m" is no model's letter (it offered the Makita VC3012M).
      'zuigslang 2,5 m',
    ];
    for (const query of odd) {
      const started = performance.now();
      const page = await search({ query: query.slice(0, 200) });
      expect(performance.now() - started, query).toBeLessThan(1000);
      expect(page.didYouMean, query).toBeUndefined();
    }
    // Only generic words ("vacuum cleaner", "stofzuiger"): the whole catalogue, as without text.
    expect((await search({ query: 'stofzuiger voor' })).total).toBe(families.length);
  });

  it('keeps the five sorts and paging on a text search', async () => {
    const bags = families.filter((f) => f.category === 'bag' && f.brandId === 'b-nilfisk');
    for (const sort of ['standard', 'name-asc', 'name-desc', 'price-asc', 'price-desc'] as const) {
      const found = await allPages({ query: 'stofzakken nilfisk', sort });
      expect(found.map((r) => r.id).sort(), sort).toEqual(bags.map((f) => f.id).sort());
    }
    const prices = (await allPages({ query: 'zak', sort: 'price-asc' })).map(
      (r) => r.product.priceInclVat,
    );
    expect(prices.length).toBeGreaterThan(24);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('finds the machine typed or its series; bags first, then those shown in stock', async () => {
    const bagsFirst = (found: ProductResult[]) => {
      const kinds = found.map((r) => r.category);
      expect(kinds.lastIndexOf('bag')).toBeLessThan(Math.max(kinds.indexOf('filter'), 0) || 1e9);
    };
    const model = await allPages({ query: 'nilfisk attix 30' });
    expect(model.length).toBeGreaterThan(2);
    expect(model.every((r) => r.product.compatibleModels.includes('Nilfisk Attix 30'))).toBe(true);
    bagsFirst(model);
    const series = await allPages({ query: 'nilfsk attix' });
    expect(series.length).toBeGreaterThan(model.length);
    expect(
      series.every((r) => r.product.compatibleModels.some((m) => m.startsWith('Nilfisk Attix '))),
    ).toBe(true);
    bagsFirst(series);
    // Within equally relevant bags, those whose card (the smallest packaging) is in stock first.
    const shownInStock = (await allPages({ query: 'zak' })).map((r) => r.product.stock > 0);
    expect(shownInStock).toContain(false);
    expect(shownInStock.indexOf(false)).toBeGreaterThan(shownInStock.lastIndexOf(true));
  });
});

describe('POST products: sort orders and paging', () => {
  it('standard: bags first, a stable curated order', async () => {
    const all = await allPages({ sort: 'standard' });
    const categories = all.map((r) => r.category);
    expect(categories.indexOf('filter')).toBeGreaterThan(categories.lastIndexOf('bag'));
    expect(categories.indexOf('addon')).toBeGreaterThan(categories.lastIndexOf('filter'));
    expect((await allPages({})).map((r) => r.id)).toEqual(all.map((r) => r.id));
  });

  it('name-asc and name-desc follow the language’s collation', async () => {
    for (const locale of ['nl', 'fr'] as const) {
      const collator = new Intl.Collator(locale, { numeric: true });
      const asc = (
        await allPages({ sort: 'name-asc', category: 'filter' }, { 'x-locale': locale })
      ).map((r) => r.name);
      expect(asc).toEqual([...asc].sort(collator.compare));
      const desc = (
        await allPages({ sort: 'name-desc', category: 'filter' }, { 'x-locale': locale })
      ).map((r) => r.name);
      expect(desc).toEqual([...desc].sort(collator.compare).reverse());
    }
  });

  it('price-asc and price-desc order by the shown packaging’s price', async () => {
    const asc = (await allPages({ sort: 'price-asc' })).map((r) => r.product.priceInclVat);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await allPages({ sort: 'price-desc' }, { 'x-account-type': 'business' })).map(
      (r) => r.product.priceExclVat,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('pages through every match exactly once', async () => {
    const all = await allPages({ sort: 'name-asc' });
    expect(all).toHaveLength(families.length);
    expect(new Set(all.map((r) => r.id)).size).toBe(families.length);
  });

  it('refuses a cursor from another query or a made-up one with 400', async () => {
    const first = await search({ category: 'bag' });
    expect(first.next).not.toBeNull();
    for (const query of [
      { category: 'filter' as const, next: first.next },
      { category: 'bag' as const, sort: 'name-desc' as const, next: first.next },
      { category: 'bag' as const, next: 'not-a-cursor' },
    ]) {
      const { status, json } = await callCatalogJson('products', { method: 'POST', body: query });
      expect(status).toBe(400);
      expect(ApiErrorBodySchema.parse(json).code).toBe('INVALID_CURSOR');
    }
    const { status } = await callCatalogJson('products', {
      method: 'POST',
      body: { category: 'bag', next: first.next },
      headers: { 'x-locale': 'de' },
    });
    expect(status).toBe(400);
  });
});

describe('POST products: bad bodies', () => {
  it('answers 400 for malformed JSON', async () => {
    for (const path of ['products', 'products/complete']) {
      const { status, json } = await callCatalogJson(path, { method: 'POST', body: '{"query": ' });
      expect(status).toBe(400);
      expect(ApiErrorBodySchema.parse(json).code).toBe('MALFORMED_JSON');
    }
  });

  it('answers 422 with a message per field for wrong types', async () => {
    const { status, json } = await callCatalogJson('products', {
      method: 'POST',
      body: { sort: 'cheapest', sale: 'yes', query: 5 },
    });
    expect(status).toBe(422);
    const error = ApiErrorBodySchema.parse(json);
    expect(Object.keys(error.fieldErrors ?? {}).sort()).toEqual(['query', 'sale', 'sort']);
    expect(
      (await callCatalogJson('products/complete', { method: 'POST', body: { query: 12 } })).status,
    ).toBe(422);
  });
});

describe('POST products/complete', () => {
  const complete = async (query: string, headers: Record<string, string> = {}) => {
    const { status, json } = await callCatalogJson('products/complete', {
      method: 'POST',
      body: { query },
      headers,
    });
    expect(status).toBe(200);
    return AutocompleteResponseSchema.parse(json).suggestions;
  };

  it('suggests nothing for fewer than 2 characters', async () => {
    expect(await complete('')).toEqual([]);
    expect(await complete('n')).toEqual([]);
    expect(await complete(' a ')).toEqual([]);
  });

  it('mixes brands, types and products, at most 8, prefix matches first', async () => {
    const suggestions = await complete('nilf');
    expect(suggestions.length).toBeLessThanOrEqual(8);
    expect(suggestions[0]).toMatchObject({
      kind: 'brand',
      label: 'Nilfisk',
      path: 'results/nilfisk',
    });
    expect(new Set(suggestions.map((s) => s.kind))).toEqual(new Set(['brand', 'type', 'product']));
    const attix = await complete('attix 3');
    expect(attix).toContainEqual(
      expect.objectContaining({
        kind: 'type',
        label: 'Nilfisk Attix 30',
        path: 'results/nilfisk/attix-30',
      }),
    );
    expect(
      attix.some((s) => s.kind === 'product' && s.path.startsWith('detail/nilfisk/attix-30/')),
    ).toBe(true);
  });

  it('keeps suggesting while a pack size is typed after the model', async () => {
    const attix30 = expect.objectContaining({ kind: 'type', label: 'Nilfisk Attix 30' });
    for (const typed of ['attix 30 1', 'attix 30 10', 'attix 30 10 st', 'attix 30 10 stuks'])
      expect(await complete(typed), typed).toContainEqual(attix30);
    // A model number still being typed is that model's first.
    expect(await complete('nt 2')).toContainEqual(
      expect.objectContaining({ kind: 'type', label: 'Kärcher NT 25/1' }),
    );
  });

  it('suggests bags at every letter of "stofzuigerzakken", and while a word that says nothing is typed after one', async () => {
    const bagsOnly = (suggestions: Suggestion[]) =>
      suggestions.length > 0 && suggestions.every((s) => s.kind === 'product');
    const word = 'stofzuigerzakken';
    for (let end = 4; end <= word.length; end++) {
      const typed = word.slice(0, end);
      const suggestions = await complete(typed);
      expect(bagsOnly(suggestions), typed).toBe(true);
      expect(
        suggestions.every((s) => /stofzakken/.test(s.label)),
        typed,
      ).toBe(true);
    }
    for (const typed of ['Staubsaug', 'Staubsaugerb', 'Staubsauger B'])
      expect(bagsOnly(await complete(typed, { 'x-locale': 'de' })), typed).toBe(true);
    // The machine named in words apart: something at every letter ("vacuum cl…" may be going
    // on to Cleanfix), and bags where it is the machine alone or a word has just begun after it.
    const english = 'vacuum cleaner bag';
    for (let end = 3; end <= english.length; end++) {
      const typed = english.slice(0, end);
      if (!typed.endsWith(' '))
        expect((await complete(typed, { 'x-locale': 'en' })).length, typed).toBeGreaterThan(0);
    }
    for (const typed of ['vac', 'vacuum', 'vacuum c', 'vacuum cleaner', 'vacuum cleaner b'])
      expect(bagsOnly(await complete(typed, { 'x-locale': 'en' })), typed).toBe(true);
    for (const typed of ['dust extractor', 'aspirateur s'])
      expect(bagsOnly(await complete(typed, { 'x-locale': 'en' })), typed).toBe(true);
    for (const typed of [
      'sacs asp',
      'sacs aspirat',
      'sacs aspirateur',
      "sacs d'asp",
      'sacs d’aspirat',
    ])
      expect(bagsOnly(await complete(typed, { 'x-locale': 'fr' })), typed).toBe(true);
    // Not a word being typed that says nothing: no bags made up for a machine not sold.
    expect(await complete('sacs dyson', { 'x-locale': 'fr' })).toEqual([]);
  });

  it('finds Kärcher typed without the umlaut, and products in the request language', async () => {
    expect(await complete('karch')).toContainEqual(
      expect.objectContaining({ kind: 'brand', label: 'Kärcher', path: 'results/karcher' }),
    );
    const german = await complete('vlies', { 'x-locale': 'de' });
    expect(german.length).toBeGreaterThan(0);
    expect(
      german.every((s) => s.kind === 'product' && s.label.startsWith('Vlies-Staubbeutel')),
    ).toBe(true);
    // The German word is understood on an English page too; the labels are English.
    const english = await complete('vlies', { 'x-locale': 'en' });
    expect(english.length).toBeGreaterThan(0);
    expect(english.every((s) => s.label.startsWith('Synthetic dust bags'))).toBe(true);
  });
});
