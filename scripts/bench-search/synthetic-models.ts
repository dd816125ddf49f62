/**
 * Model names for made-up brands, in the styles of the real brand table: "Attix 30", "NT 25/1
 * Tact", "CTL 26", "VC 2012 L" or "VC2012L", "Multi II 22", "Complete C2". The search has to cope
 * with numbers, slashes, glued codes and roman numerals, so the benchmark should contain them all.
 */
import type { Segment } from '../../demo-api/db/catalog/brand-table';
import type { Random } from '../../demo-api/db/catalog/prng';

type Style =
  'word-number' | 'letters-slash' | 'letters-number' | 'code-letter' | 'word-roman' | 'word-code';

/** Which styles a segment's real brands use: trades favour codes, households names. */
const stylesBySegment: Record<Segment, readonly Style[]> = {
  industrial: ['word-number', 'letters-slash', 'letters-number', 'word-roman', 'code-letter'],
  'power-tool': ['letters-number', 'code-letter', 'letters-slash', 'word-number'],
  household: ['word-code', 'word-number', 'word-roman', 'letters-number'],
};

const realWords = (
  'Multi Power Turbo Compact Classic Dynamic Complete Automatic Evolution Aero Vento Jet Buddy ' +
  'Dustex Airbelt Kobold Tiger Pure Expert Silent Eco Maxi Titan Cyclone'
).split(' ');
const wordHeads = 'At Dus Ven Ko Ae Tur Pow Ev Sma Kap Fe Ul Ex Du Cla Pu Ox Ba Hen Mo'.split(' ');
const wordTails = 'tix ro to bold tex bo er ac ragd pa lix tra press ric sto me ny ix'.split(' ');
const letters = [...'ABCDEFGHJKLMNPRSTVWXZ'];
const suffixes = ['Tact', 'Ap', 'Eco', 'Pro', 'HD'];
const romans = ['II', 'III', 'IV'];

/** One series of a brand ("Attix", "NT"): a style, its fixed parts and a rising number. */
interface Series {
  style: Style;
  word: string;
  code: string;
  compact: boolean;
  number: number;
}

function seriesWord(random: Random): string {
  return random.chance(0.5)
    ? random.pick(realWords)
    : random.pick(wordHeads) + random.pick(wordTails);
}

function seriesLetters(random: Random): string {
  let code = '';
  for (let i = random.int(2, 3); i > 0; i--) code += random.pick(letters);
  return code;
}

/** The first number of a series, by style: two digits, four digits or a single one. */
function startNumber(style: Style, random: Random): number {
  if (style === 'code-letter') return random.int(1000, 3000);
  if (style === 'word-code') return random.int(1, 4);
  return random.int(10, 40);
}

/** How far the next model's number moves on: a series rises ("Attix 30, 33, 40, 44"). */
function step(style: Style, random: Random): number {
  if (style === 'code-letter') return random.int(5, 500);
  if (style === 'word-code') return 1;
  return random.int(1, 10);
}

function modelName(series: Series, random: Random): string {
  const { word, code, number } = series;
  switch (series.style) {
    case 'word-number':
      return `${word} ${number}`;
    case 'letters-slash':
      return `${code} ${number}/${random.int(1, 2)}${random.chance(0.25) ? ` ${random.pick(suffixes)}` : ''}`;
    case 'letters-number':
      return `${code} ${number}`;
    case 'code-letter': {
      const dustClass = random.pick(['L', 'L', 'M', 'H']);
      return series.compact ? `${code}${number}${dustClass}` : `${code} ${number} ${dustClass}`;
    }
    case 'word-roman':
      return `${word} ${code} ${number}`;
    case 'word-code':
      return `${word} ${code}${number}`;
  }
}

/**
 * `count` models in one to three series, listed series by series as a brand's finder does. Each
 * series has its own first word (unique in the brand) and rising numbers, so no two models of a
 * brand share a url: that url is part of the type id and the product slug.
 */
export function syntheticModels(segment: Segment, count: number, random: Random): string[] {
  const seriesCount = Math.min(count, random.int(1, 3));
  const series: Series[] = [];
  const heads = new Set<string>();
  while (series.length < seriesCount) {
    const style = random.pick(stylesBySegment[segment]);
    const wordFirst = style.startsWith('word');
    const word = seriesWord(random);
    const code =
      style === 'word-roman'
        ? random.pick(romans)
        : style === 'word-code'
          ? random.pick(letters)
          : seriesLetters(random);
    const head = (wordFirst ? word : code).toLowerCase();
    if (heads.has(head)) continue;
    heads.add(head);
    const compact = random.chance(0.5);
    series.push({ style, word, code, compact, number: startNumber(style, random) });
  }
  const models: string[] = [];
  for (let i = 0; i < count; i++) {
    const current = series[Math.floor((i * seriesCount) / count)];
    if (!current) throw new Error('series index out of range');
    models.push(modelName(current, random));
    current.number += step(current.style, random);
  }
  return models;
}
