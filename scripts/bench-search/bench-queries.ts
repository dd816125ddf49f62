/**
 * 1,000 queries as shoppers type them, drawn from a catalogue: models spaced and joined, brands
 * misspelt, the shop's words in four languages and compounds, autocomplete starts, and texts that
 * find nothing, or not for every word (a model's variant). Same catalogue and seed, same queries.
 */
import { createRandom, type Random } from '../../demo-api/db/catalog/prng';
import type { CatalogData } from '../../demo-api/db/catalog/records';

export interface BenchQuery {
  kind: 'search' | 'complete';
  text: string;
}

/** One letter dropped from the middle: "nilfisk" → "nilsk". */
function misspelt(word: string, random: Random): string {
  if (word.length < 5) return word;
  const at = random.int(1, word.length - 2);
  return word.slice(0, at) + word.slice(at + 1);
}

export function benchQueries(data: CatalogData, count = 1000, seed = 7): BenchQuery[] {
  const random = createRandom(seed);
  const brands = data.brands.filter((b) => b.name !== '');
  const brandOf = new Map(brands.map((b) => [b.id, b.name]));
  const types = data.types.filter((t) => brandOf.has(t.brandId));
  const makers: ((brand: string, model: string) => BenchQuery)[] = [
    (b, m) => ({ kind: 'search', text: `${b} ${m}` }),
    (_, m) => ({ kind: 'search', text: m.replace(/[\s/-]+/g, '').toLowerCase() }),
    (b, m) => ({ kind: 'search', text: `${misspelt(b, random)} ${m.split(' ')[0] ?? ''}` }),
    (b) => ({ kind: 'search', text: `stofzakken ${b.toLowerCase()}` }),
    (b) => ({ kind: 'search', text: `stofzuigerzakken ${b}` }),
    (_, m) => ({ kind: 'search', text: `Staubsaugerbeutel ${m}` }),
    (b) => ({ kind: 'search', text: `sacs aspirateur ${b}` }),
    (b) => ({ kind: 'search', text: `hepa filter ${b}` }),
    (b) => ({ kind: 'complete', text: b.slice(0, 4).toLowerCase() }),
    (b, m) => ({ kind: 'complete', text: `${misspelt(b, random)} ${m.slice(0, 3)}` }),
    (b) => ({ kind: 'search', text: `${b} xyzzy 999` }),
    // A model's variant the catalogue leaves out, typed in full and while typing.
    (b, m) => ({ kind: 'search', text: `stofzakken ${b} ${m} premium eco` }),
    (b, m) => ({ kind: 'complete', text: `${b} ${m} premium` }),
  ];
  return Array.from({ length: count }, (_, i) => {
    const type = random.pick(types);
    const make = makers[i % makers.length] ?? makers[0];
    return make ? make(brandOf.get(type.brandId) ?? '', type.name) : { kind: 'search', text: '' };
  });
}
