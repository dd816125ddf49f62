/**
 * The catalogue as index documents: a product family, a brand, a machine model. Each field holds
 * folded terms separated by spaces (the index tokenises on spaces and leaves terms as they are),
 * so the index and this file agree on one form of every word.
 */
import type { CatalogData, FamilyRecord, TypeRecord } from '../records';
import { modelTerms, type ModelTerms } from './model-terms';
import { words } from './normalize';
import { conceptOf, familyConcepts, isGeneric, type Concept } from './shop-words';

export const fields = ['names', 'brand', 'models', 'series'] as const;
export type Field = (typeof fields)[number];
export type IndexDocument = { id: string } & Record<Field, string>;

/** What ranking needs of a document besides its score: the models and brands it stands for. */
export interface DocumentFacts {
  models: ModelTerms[];
  brandWords: string[];
}

export interface FamilyFacts extends DocumentFacts {
  family: FamilyRecord;
  /** What it is (bag, filter, paper, HEPA …): the shop words of a query must all be among them. */
  concepts: ReadonlySet<Concept>;
  isBag: boolean;
  inStock: boolean;
}

const join = (terms: Iterable<string>): string => [...new Set(terms)].join(' ');

/**
 * The words of a name that tell it apart. Shop words ("stofzakken", "Staubbeutel") are the family's
 * concepts instead, and generic ones ("for", "voor") tell nothing: left in, every bag would be in
 * the lists of "dust", "zakken" and "für", and a query would wade through all of them.
 */
const tellingWords = (name: string): string[] =>
  words(name).filter((word) => !isGeneric(word) && !conceptOf(word));

/** Lookups the documents are made with, built once per catalogue. */
export function catalogLookups(data: CatalogData) {
  const brandWords = new Map(data.brands.map((b) => [b.id, words(b.name)]));
  const typeById = new Map(data.types.map((t) => [t.id, t]));
  const termsByType = new Map(data.types.map((t) => [t.id, modelTerms(t.name)]));
  const addonUrl = new Map(data.addons.map((a) => [a.id, a.url]));
  return { brandWords, typeById, termsByType, addonUrl };
}
export type CatalogLookups = ReturnType<typeof catalogLookups>;

export function familyDocument(
  family: FamilyRecord,
  lookups: CatalogLookups,
): { document: IndexDocument; facts: FamilyFacts } {
  const types = family.typeIds
    .map((id) => lookups.typeById.get(id))
    .filter((t): t is TypeRecord => t !== undefined);
  const models = types.map((t) => lookups.termsByType.get(t.id) ?? modelTerms(t.name));
  // Its own brand and the brands of the machines it fits: a bag for a Kärcher is found by "kärcher".
  const brandWords = [family.brandId, ...types.map((t) => t.brandId)].flatMap(
    (id) => lookups.brandWords.get(id) ?? [],
  );
  const modelWords = models.flatMap((m) => m.terms);
  // A name repeats its brand and models: kept once, in their own fields, the lists stay short.
  const elsewhere = new Set([...brandWords, ...modelWords]);
  const document: IndexDocument = {
    id: family.id,
    names: join(
      Object.values(family.names)
        .flatMap(tellingWords)
        .filter((word) => !elsewhere.has(word)),
    ),
    brand: join(brandWords),
    models: join(modelWords),
    series: join(models.flatMap((m) => (m.series ? [m.series] : []))),
  };
  const addonUrl = lookups.addonUrl.get(family.addonId ?? '') ?? null;
  return {
    document,
    facts: {
      family,
      concepts: new Set(familyConcepts(family, addonUrl)),
      models,
      brandWords: [...new Set(brandWords)],
      isBag: family.category === 'bag',
      // The packaging a list shows (the smallest): a card reading "out of stock" goes after one
      // that can be had now, even if a larger box of it is in stock.
      inStock: (family.packagings[0]?.stock ?? 0) > 0,
    },
  };
}

export function brandDocument(id: string, name: string): IndexDocument {
  return { id, names: '', brand: join(words(name)), models: '', series: '' };
}

export function modelDocument(id: string, brandName: string, model: ModelTerms): IndexDocument {
  return {
    id,
    names: '',
    brand: join(words(brandName)),
    models: join(model.terms),
    series: model.series ?? '',
  };
}
