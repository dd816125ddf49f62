/**
 * The catalogue's search index (MiniSearch): one index of product families for search results,
 * one of brands and machine models for the autocomplete and "did you mean". Both take the same
 * parsed query (query.ts), so what the header suggests and what the results page finds agree.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import type { CatalogData, TypeRecord } from '../records';
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
import { allowedEdits, parseQuery, queryWords, shopMeaning, type ParsedQuery } from './query';
import { byRelevance, relevanceTier, type RankedFamily, type Tier } from './ranking';
import { relaxations } from './relax';
import { Vocabulary } from './vocabulary';

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
  entry: FinderEntry;
  tier: Tier;
  score: number;
  /** The document's terms that matched, for highlighting. */
  matched: ReadonlySet<string>;
  /** How many of the typed words it matched. */
  wordsMatched: number;
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
      boost: { models: 3, series: 2, brand: 2, names: 1 },
    },
  });
}

export class CatalogSearchIndex {
  private readonly products = newIndex();
  private readonly finder = newIndex();
  private readonly familyFacts = new Map<string, FamilyFacts>();
  /** Every family in the order a search by shop words alone lists them (ranking.ts, tier 3). */
  private readonly byDefault: FamilyFacts[];
  private readonly finderEntries = new Map<string, FinderEntry>();
  readonly vocabulary: Vocabulary;

  constructor(data: CatalogData) {
    const lookups = catalogLookups(data);
    const productDocuments = data.families.map((family) => {
      const { document, facts } = familyDocument(family, lookups);
      this.familyFacts.set(family.id, facts);
      return document;
    });
    this.products.addAll(productDocuments);
    this.byDefault = [...this.familyFacts.values()]
      .map((facts): RankedFamily => ({ facts, tier: 3, score: 0, matched: new Set() }))
      .sort(byRelevance)
      .map((ranked) => ranked.facts);

    const typesOf = new Map<string, TypeRecord[]>();
    for (const type of data.types)
      typesOf.set(type.brandId, [...(typesOf.get(type.brandId) ?? []), type]);
    const finderDocuments: IndexDocument[] = [];
    for (const brand of data.brands) {
      if (brand.name === '') continue;
      const brandWords = lookups.brandWords.get(brand.id) ?? [];
      const id = `brand:${brand.id}`;
      finderDocuments.push(brandDocument(id, brand.name));
      this.finderEntries.set(id, {
        kind: 'brand',
        label: brand.name,
        path: `results/${brand.url}`,
        facts: { models: [], brandWords },
        order: this.finderEntries.size,
      });
      for (const type of typesOf.get(brand.id) ?? []) {
        const model = lookups.termsByType.get(type.id);
        if (!model) continue;
        const typeId = `type:${type.id}`;
        finderDocuments.push(modelDocument(typeId, brand.name, model));
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
    this.vocabulary = new Vocabulary(
      [...productDocuments, ...finderDocuments].flatMap((d) =>
        fields.flatMap((field) => d[field].split(' ')),
      ),
    );
  }

  /** The families a text finds, most relevant first; null when the text holds no telling word. */
  searchFamilies(text: string, options: { prefix?: boolean } = {}): RankedFamily[] | null {
    const prefix = options.prefix ?? false;
    const ranked = this.rankFamilies(parseQuery(text, this.vocabulary, { prefix }));
    // A search for a word cut short ("nilf") that finds nothing as typed takes it as a start.
    return ranked?.length === 0 && !prefix
      ? this.rankFamilies(parseQuery(text, this.vocabulary, { prefix: true }))
      : ranked;
  }

  /**
   * Where a text found nothing: the families found with one word left out (relax.ts), and the text
   * they were found for. Only a text that still names a machine model or series counts: with
   * only a brand left, "did you mean" that brand says as much without pretending to have found it.
   */
  relaxedSearch(text: string): { text: string; ranked: RankedFamily[] } | null {
    for (const leaveOut of [1, 2] as const) {
      let best: { text: string; ranked: RankedFamily[]; tier: Tier } | null = null;
      for (const relaxed of relaxations(text, this.vocabulary, leaveOut)) {
        // As typed: the shopper finished these words, none is the start of a longer one.
        const ranked = this.rankFamilies(parseQuery(relaxed, this.vocabulary));
        const tier = ranked?.[0]?.tier;
        if (ranked && tier !== undefined && tier <= 1 && (!best || tier < best.tier)) {
          best = { text: relaxed, ranked, tier };
          // Nothing beats a model named: the texts are in order of preference.
          if (tier === 0) break;
        }
      }
      if (best) return { text: best.text, ranked: best.ranked };
    }
    return null;
  }

  private rankFamilies(parsed: ParsedQuery | null): RankedFamily[] | null {
    if (!parsed) return null;
    const { query, concepts } = parsed;
    const fits = (facts: FamilyFacts) => concepts.every((c) => facts.concepts.has(c));
    const conceptsMatched = new Set<string>(concepts);
    if (!query)
      return this.byDefault
        .filter(fits)
        .map((facts) => ({ facts, tier: 3, score: 0, matched: conceptsMatched }));
    const ranked: RankedFamily[] = [];
    for (const hit of this.products.search(query)) {
      const facts = this.familyFacts.get(String(hit.id));
      if (!facts || !fits(facts)) continue;
      const matched = new Set([...hit.terms, ...concepts]);
      ranked.push({ facts, tier: relevanceTier(facts, matched), score: hit.score, matched });
    }
    return ranked.sort(byRelevance);
  }

  /** Brands and models for the autocomplete: the shop words left out, the last word a start. */
  searchFinder(text: string): RankedEntry[] {
    const query = parseQuery(text, this.vocabulary, { prefix: true })?.query;
    // A number alone ("32" of "slang 32") names no brand or model: it would suggest "Alto 320".
    if (!query || queryWords(text).every((word) => !/\D/.test(word))) return [];
    return this.rankFinder(this.finder.search(query));
  }

  /**
   * The brand or model nearest to a text that found nothing: each of its brand and model words may
   * match, long ones with one typo more than a search allows; the most words matched first, then
   * the finder's order ("attix 99" → Nilfisk Attix 30).
   */
  nearestFinderEntry(text: string): RankedEntry | undefined {
    // A model named in full ("wd 5 filter": no filter fits it), or but for a word or two
    // ("NT 25/1 Ap filter"), is it. The shop's words say nothing of a machine: the finder ignores them.
    const texts = [text, ...[1, 2].flatMap((n) => relaxations(text, this.vocabulary, n as 1 | 2))];
    for (const relaxed of texts) {
      const query = parseQuery(relaxed, this.vocabulary)?.query;
      const model =
        query &&
        this.rankFinder(this.finder.search(query)).find(
          (ranked) => ranked.entry.kind === 'type' && ranked.tier === 0,
        );
      if (model) return model;
    }
    // A number that found nothing says nothing of which brand or model was meant, nor does a
    // letter alone (the "m" of "zuigslang 2,5 m" is no Makita VC3012M).
    const queries = queryWords(text)
      .filter(
        (word) => /\D/.test(word) && word.length > 1 && shopMeaning(word, this.vocabulary) === null,
      )
      .flatMap((word) => parseQuery(word, this.vocabulary)?.query ?? []);
    if (queries.length === 0) return undefined;
    const loose: Query = {
      combineWith: 'OR',
      queries,
      fuzzy: (term: string) => {
        const edits = allowedEdits(term);
        return edits !== false && term.length >= 6 ? edits + 1 : edits;
      },
    };
    return this.rankFinder(this.finder.search(loose)).sort(
      (a, b) => b.wordsMatched - a.wordsMatched || a.tier - b.tier || a.entry.order - b.entry.order,
    )[0];
  }

  private rankFinder(hits: SearchResult[]): RankedEntry[] {
    const ranked: RankedEntry[] = [];
    for (const hit of hits) {
      const entry = this.finderEntries.get(String(hit.id));
      if (!entry) continue;
      const matched = new Set(hit.terms);
      const tier = relevanceTier(entry.facts, matched);
      ranked.push({ entry, tier, score: hit.score, matched, wordsMatched: hit.queryTerms.length });
    }
    return ranked.sort(
      (a, b) => a.tier - b.tier || b.score - a.score || a.entry.order - b.entry.order,
    );
  }
}
