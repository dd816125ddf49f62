import type { Suggestion } from '@/shared/api/contract/products';

export type SuggestionKind = Suggestion['kind'];
const kinds: readonly SuggestionKind[] = ['brand', 'type', 'product'];

export interface SuggestionGroup {
  kind: SuggestionKind;
  /** Each suggestion with its index in the flat list the combobox navigates. */
  entries: { suggestion: Suggestion; index: number }[];
}

/** Brands, then models, then products: the order the arrow keys walk and the menu shows. */
export function groupSuggestions(suggestions: readonly Suggestion[]): {
  groups: SuggestionGroup[];
  ordered: Suggestion[];
} {
  const ordered = kinds.flatMap((kind) => suggestions.filter((s) => s.kind === kind));
  const groups = kinds
    .map((kind) => ({
      kind,
      entries: ordered
        .map((suggestion, index) => ({ suggestion, index }))
        .filter((entry) => entry.suggestion.kind === kind),
    }))
    .filter((group) => group.entries.length > 0);
  return { groups, ordered };
}
