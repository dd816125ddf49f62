/**
 * Made-up brands for the search benchmark: pronounceable names ("Vortana", "Kelmix", "Brölux") and
 * model names in the styles of the real brand table, so tokenizing, prefix matching and diacritic
 * folding meet the same kind of text as in the demo catalogue, only much more of it.
 */
import type { BrandRow, Segment } from '../../demo-api/db/catalog/brand-table';
import { brandRows } from '../../demo-api/db/catalog/brand-table';
import type { Random } from '../../demo-api/db/catalog/prng';
import { slugify } from '../../demo-api/db/catalog/slug';
import { syntheticModels } from './synthetic-models';

// Space-separated, so the lists stay short to read; a name is head + 0..n middles + tail.
const heads = (
  'Vor Kel Bra Tro Sten Mar Gal Fen Hol Dra Pri Zan Lum Cor Nor Tes Vel Ast Ber Quin Ros Sal ' +
  'Tur Wen Ex Ul Or Ib Gri Plo Kra Sil Dun Fal Har Jor Lin Mos Nim Var'
).split(' ');
const middles = 'ta mi ro le va ni do ka se lu ri po ga ve to an'.split(' ');
const tails = (
  'na x mix tec lux ra on is ex max o ia tron vac ko line ell berg matic us ar en al ix a ' +
  'stad clean'
).split(' ');

/**
 * Real brands come with umlauts and accents ("Kärcher"): some made-up ones do too. Only marks
 * that Unicode decomposes, so slugify folds them away ("ø" would make "h-ltao" of "Høltao").
 */
const marked: Record<string, readonly string[]> = {
  a: ['ä', 'á'],
  o: ['ö', 'ó'],
  u: ['ü'],
  e: ['é', 'è'],
};

function brandName(random: Random, syllables: number): string {
  let name = random.pick(heads);
  for (let i = 0; i < syllables; i++) name += random.pick(middles);
  name += random.pick(tails);
  if (random.chance(0.12)) {
    const at = [...name].findIndex((c, i) => i > 0 && c in marked);
    const options = marked[name[at] ?? ''];
    if (options) name = name.slice(0, at) + random.pick(options) + name.slice(at + 1);
  }
  return name;
}

/** Roughly the real table's mix: mostly trade machines, households a quarter or so. */
function segmentOf(random: Random): Segment {
  const draw = random.next();
  return draw < 0.4 ? 'industrial' : draw < 0.72 ? 'power-tool' : 'household';
}

/** Most brands have no discount, as in the real table. */
function discountOf(random: Random): number | null {
  return random.chance(0.15) ? random.pick([5, 7.5, 8, 10]) : null;
}

/**
 * An endless, deterministic stream of brand rows whose urls clash neither with each other nor
 * with the real brands: a clash would merge two brands' ids and product slugs. A name that is
 * taken is drawn again with one more syllable each time, so the stream never runs dry.
 */
export function* syntheticBrandRows(random: Random): Generator<BrandRow, never> {
  const taken = new Set(brandRows.map((row) => row.url ?? slugify(row.name)));
  for (;;) {
    let name = brandName(random, random.int(0, 1));
    for (let extra = 1; taken.has(slugify(name)); extra++) name = brandName(random, extra);
    taken.add(slugify(name));
    const segment = segmentOf(random);
    yield {
      name,
      segment,
      discount: discountOf(random),
      models: syntheticModels(segment, random.int(3, 20), random),
    };
  }
}
