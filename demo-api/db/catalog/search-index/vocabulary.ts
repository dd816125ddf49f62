/**
 * The terms the catalogue index holds: to tell a compound, a plural or an unfinished word from a
 * typo, and a brand or model the shopper is still typing ("sta" of Starmix) from a shop word.
 */
export class Vocabulary {
  private readonly terms: ReadonlySet<string>;
  private readonly sorted: readonly string[];

  constructor(terms: Iterable<string>) {
    this.terms = new Set([...terms].filter(Boolean));
    this.sorted = [...this.terms].sort();
  }

  has(term: string): boolean {
    return this.terms.has(term);
  }

  /** Whether some term starts with `prefix` (a binary search over the sorted terms). */
  hasPrefix(prefix: string): boolean {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.sorted[middle] ?? '') < prefix) low = middle + 1;
      else high = middle;
    }
    return this.sorted[low]?.startsWith(prefix) ?? false;
  }
}
