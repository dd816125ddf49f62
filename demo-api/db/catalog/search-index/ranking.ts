/**
 * How well a document answers a query, coarsest first: it fits the machine model typed (0), a
 * model of the series typed (1), the brand typed (2), or only matches other words (3). Typos count
 * as the word they were taken for: the index reports the document's own terms that matched.
 */
import type { DocumentFacts, FamilyFacts } from './documents';
import { namesModel } from './model-terms';

export type Tier = 0 | 1 | 2 | 3;

export function relevanceTier(facts: DocumentFacts, matched: ReadonlySet<string>): Tier {
  if (facts.models.some((model) => namesModel(model, matched))) return 0;
  if (facts.models.some((model) => model.series !== null && matched.has(model.series))) return 1;
  if (facts.brandWords.some((word) => matched.has(word))) return 2;
  return 3;
}

export interface RankedFamily {
  facts: FamilyFacts;
  tier: Tier;
  score: number;
  /** The document's terms that matched, for highlighting. */
  matched: ReadonlySet<string>;
}

/** Within a tier: bags before other products, in stock first, then the index's score. */
export function byRelevance(a: RankedFamily, b: RankedFamily): number {
  return (
    a.tier - b.tier ||
    Number(b.facts.isBag) - Number(a.facts.isBag) ||
    Number(b.facts.inStock) - Number(a.facts.inStock) ||
    b.score - a.score ||
    a.facts.family.curatedRank - b.facts.family.curatedRank
  );
}
