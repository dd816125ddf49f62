/**
 * The catalogue's search index (MiniSearch): one index of product families for search results,
 * one of brands and machine models for the autocomplete and "did you mean". Both take the same
 * query tree (query.ts), so what the header suggests and what the results page finds agree.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { CatalogData } from '../records';
import {
  brandDocument,
  catalogLookups,
  familyDocument,
  fields,
  modelDocument,
  type DocumentFacts,
  type FamilyFacts,
  type IndexDocument,
} from './documents';
import { byRelevance, relevanceTier, type RankedFamily, type Tier } from './ranking';
import { allowedEdits, buildQuery, isShopWord, queryWords, type Vocabulary } from './query';
import { shopVocabulary } from './shop-words';

/** A brand or model of the finder, as the autocomplete and "did you mean" offer it. */
export interface FinderEntry {
  kind: 'brand' | 'type';
  label: string;
  path: string;
  facts: DocumentFacts;
  /** Position in the finder: brands in the table's order, each brand's models in theirs. */
  order: number;
}

export interface RankedEntry {
  id: string;
  entry: FinderEntry;
  tier: Tier;
  score: number;
  matched: ReadonlySet<string>;
}

function newIndex(): MiniSearch<IndexDocument> {
  return new MiniSearch<IndexDocument>({
    fields: [...fields],
    // Documents and queries are folded already (normalize.ts): a term is what lies between spaces.
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
    searchOptions: {
      combineWith: 'AND',
      fuzzy: allowedEdits,
      // The score only orders what the relevance tiers leave equal (ranking.ts).
      boost: { models: 3, series: 2, brand: 2, names: 1, concepts: 1 },
    },
  });
}

export class CatalogSearchIndex {
  private readonly products = newIndex();
  private readonly finder = newIndex();
  private readonly familyFacts = new Map<string, FamilyFacts>();
  private readonly finderEntries = new Map<string, FinderEntry>();
  readonly vocabulary: Vocabulary;

  constructor(data: CatalogData) {
    const lookups = catalogLookups(data);
    const vocabulary = new Set<string>(shopVocabulary());
    const remember = (document: IndexDocument): IndexDocument => {
      for (const field of fields)
        for (const term of document[field].split(' ')) vocabulary.add(term);
      return document;
    };

    this.products.addAll(
      data.families.map((family) => {
        const { document, facts } = familyDocument(family, lookups);
        this.familyFacts.set(family.id, facts);
        return remember(document);
      }),
    );

    const finderDocuments: IndexDocument[] = [];
    for (const brand of data.brands) {
      if (brand.name === '') continue;
      const brandWords = lookups.brandWords.get(brand.id) ?? [];
      const id = `brand:${brand.id}`;
      finderDocuments.push(remember(brandDocument(id, brand.name)));
      this.finderEntries.set(id, {
        kind: 'brand',
        label: brand.name,
        path: `results/${brand.url}`,
        facts: { models: [], brandWords },
        order: this.finderEntries.size,
      });
      for (const type of data.types.filter((t) => t.brandId === brand.id)) {
        const model = lookups.termsByType.get(type.id);
        if (!model) continue;
        const typeId = `type:${type.id}`;
        finderDocuments.push(remember(modelDocument(typeId, brand.name, model)));
        this.finderEntries.set(typeId, {
          kind: 'type',
          label: `${brand.name} ${type.name}`,
          path: `results/${brand.url}/${type.url}`,
          facts: { models: [model], brandWords },
          order: this.finderEntries.size,
        });
      }
    }
    this.finder.addAll(finderDocuments);
    vocabulary.delete('');
    this.vocabulary = vocabulary;
  }

  /** The families a text finds, most relevant first; null when the text holds no telling word. */
  searchFamilies(text: string, options: { prefix?: boolean } = {}): RankedFamily[] | null {
    const ranked = this.rankFamilies(text, options.prefix ?? false);
    // A search for a word cut short ("nilf") that finds nothing as typed takes it as a start.
    return ranked?.length === 0 && !options.prefix ? this.rankFamilies(text, true) : ranked;
  }

  private rankFamilies(text: string, prefix: boolean): RankedFamily[] | null {
    const query = buildQuery(text, this.vocabulary, { prefix });
    if (!query) return null;
    const ranked: RankedFamily[] = [];
    for (const hit of this.products.search(query)) {
      const facts = this.familyFacts.get(String(hit.id));
      if (!facts) continue;
      const matched = matchedTerms(hit);
      ranked.push({ facts, tier: relevanceTier(facts, matched), score: hit.score, matched });
    }
    return ranked.sort(byRelevance);
  }

  /** Brands and models for the autocomplete: the last word may be the start of a longer one. */
  searchFinder(text: string): RankedEntry[] {
    const query = buildQuery(text, this.vocabulary, { prefix: true, brandsAndModels: true });
    return query ? this.rankFinder(this.finder.search(query)) : [];
  }

  /**
   * The brand or model nearest to a text that found nothing: any of its brand and model words may
   * match, long ones with one typo more than a search allows; the most words matched first, then
   * the finder's order ("attix 99" → Nilfisk Attix 30).
   */
  nearestFinderEntry(text: string): RankedEntry | undefined {
    const typed = queryWords(text).filter((word) => !isShopWord(word, this.vocabulary));
    if (typed.length === 0) return undefined;
    const loose: Query = {
      combineWith: 'OR',
      queries: typed.map((word) => buildQuery(word, this.vocabulary) ?? word),
      fuzzy: (term: string) => {
        const edits = allowedEdits(term);
        return edits !== false && term.length >= 6 ? edits + 1 : edits;
      },
    };
    const wordsMatched = new Map<string, number>();
    const hits = this.finder.search(loose);
    for (const hit of hits) wordsMatched.set(String(hit.id), hit.queryTerms.length);
    const count = (entry: RankedEntry): number => wordsMatched.get(entry.id) ?? 0;
    return this.rankFinder(hits).sort(
      (a, b) => count(b) - count(a) || a.tier - b.tier || a.entry.order - b.entry.order,
    )[0];
  }

  private rankFinder(hits: SearchResult[]): RankedEntry[] {
    const ranked: RankedEntry[] = [];
    for (const hit of hits) {
      const entry = this.finderEntries.get(String(hit.id));
      if (!entry) continue;
      const matched = matchedTerms(hit);
      const tier = relevanceTier(entry.facts, matched);
      ranked.push({ id: String(hit.id), entry, tier, score: hit.score, matched });
    }
    return ranked.sort(
      (a, b) => a.tier - b.tier || b.score - a.score || a.entry.order - b.entry.order,
    );
  }
}

/** The document's own terms that matched, typos and prefixes resolved to what they matched. */
export function matchedTerms(hit: SearchResult): Set<string> {
  return new Set(hit.terms);
}
