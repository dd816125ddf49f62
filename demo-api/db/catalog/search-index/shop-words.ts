/**
 * The shop's own words in four languages: what a shopper calls a bag, a filter or a hose in Dutch,
 * English, German or French, singular and plural, as one concept each. A query word found here is
 * a condition on what the product is (its concepts), not a word to look up, so "zakken", "Beutel"
 * and "sacs" find the same bags whatever the page's language.
 * A data table: the words are written as shoppers write them; `foldWord` makes them comparable.
 */
import MiniSearch from 'minisearch';
import type { FamilyRecord } from '../records';
import { foldWord } from './normalize';

/** Concepts start with `_`, which no folded word can, so they never meet a typed word. */
export type Concept = `_${string}`;

/** Each concept with the words for it, space-separated; compounds and plurals written out. */
const table: Record<Concept, string> = {
  _bag:
    'bag bags dustbag dustbags zak zakken stofzak stofzakken stofzuigerzak stofzuigerzakken ' +
    'filterzak filterzakken zakje zakjes stofzakje stofzakjes stofzuigerzakje stofzuigerzakjes ' +
    'beutel staubbeutel staubsaugerbeutel filterbeutel filtersack filtersäcke filtertüte ' +
    'filtertüten tüte tüten staubsaugertüte staubsaugertüten sac sacs sachet sachets',
  _paper: 'paper papier papieren',
  _synthetic:
    'synthetic synthetische synthetisch synthétique synthétiques vlies fleece microvlies ' +
    'microfleece textile textiel',
  _layer: 'layer layers laag laags lagen lagig couche couches',
  _filter: 'filter filters filtre filtres filterelement filterelemente filtereinsatz',
  _hepa: 'hepa hepafilter hepafilters',
  _cartridge:
    'cartridge cartridges patroon patronen patroonfilter patrone patronenfilter cartouche ' +
    'cartouches faltenfilter lamellenfilter',
  _motor: 'motor motorfilter motorbeschermingsfilter motorschutzfilter moteur',
  _exhaust: 'exhaust uitblaas uitblaasfilter abluft abluftfilter ausblasfilter sortie',
  _hose:
    'hose hoses slang slangen zuigslang zuigslangen schlauch schläuche saugschlauch ' +
    'saugschläuche tuyau tuyaux flexible flexibles',
  _nozzle:
    'nozzle nozzles mondstuk mondstukken zuigmond düse düsen bodendüse fugendüse suceur suceurs ' +
    'kierenzuiger',
  _brush: 'brush brushes borstel borstels bürste bürsten brosse brosses',
  // What is on offer: the products the results page's "Sale" filter shows.
  _sale:
    'sale aanbieding aanbiedingen actie acties uitverkoop offer offers deal deals angebot ' +
    'angebote sonderangebot sonderangebote aktion aktionen promo promos promotion promotions ' +
    'soldes',
  _addon:
    'accessory accessories part parts toebehoren accessoire accessoires onderdeel onderdelen ' +
    'zubehör ersatzteil ersatzteile',
};

/**
 * The machine, as shoppers name it: "vacuum cleaner", "stofzuiger", "Staubsauger", "aspirateur",
 * "dust extractor". Generic (they say nothing of which product), but a text still being typed
 * that names only the machine is on its way to what goes into it, as "stofzuigerz…" is.
 */
const machine =
  'vacuum vacuums cleaner cleaners stofzuiger stofzuigers zuiger zuigers staubsauger sauger ' +
  'aspirateur aspirateurs extractor extractors';

/**
 * Words that say nothing about which product: "vacuum cleaner", "stofzuiger", "für", "pour".
 * A query drops them, but they still split compounds ("stofzuiger|zakken").
 */
const generic =
  'dust stof staub ' +
  'poussière industrial industriële for voor für pour the de het een der ' +
  'die das le la les des du a and en und et of on with met mit avec van von ' +
  // A box says nothing of the product either; its size does (pack-size.ts).
  'pack packs pak packung verpakking lot ' +
  // What kind of machine: a shopper's words for it, not the catalogue's ("dust extractor",
  // "nat- en droogzuiger", "Nass- und Trockensauger", "wet & dry").
  'wet dry nat droog droogzuiger natzuiger nass trocken trockensauger ' +
  'nasssauger';

/**
 * What shoppers add about buying rather than about the product: "stofzuigerzakken kopen",
 * "cheap hoover bags", "originele miele zakken", "Beutel für meinen Kobold", "welke zak past in
 * attix 30", "sacs aspirateur pas cher". Generic as well: a search must not fail on them.
 */
const shopping =
  // Dutch
  'kopen koop bestellen bestel goedkoop goedkope goedkoopste voordelig voordelige origineel ' +
  'originele orgineel orginele echte beste nieuwe online webshop winkel mijn welke past passen ' +
  'passend passende geschikt geschikte in bij op ' +
  // English
  'buy order cheap cheaper cheapest genuine original oem best online shop store my which fits ' +
  'fit fitting suitable compatible replacement replacements ' +
  // German
  'kaufen bestellen günstig günstige günstiger billig billige originale originaler ' +
  'passt passend passende mein meine meinen welche welcher geeignet kompatibel ersatz neu neue ' +
  'besten ' +
  // French
  'acheter commander pas cher chers moins bon marché originaux origine meilleur meilleurs ' +
  'compatibles mon mes quel quelle quels rechange';

const conceptOfWord = new Map<string, Concept>();
for (const [concept, surfaces] of Object.entries(table) as [Concept, string][])
  for (const surface of surfaces.split(' ')) conceptOfWord.set(foldWord(surface), concept);
const machineWords = machine.split(' ').map(foldWord);
const genericWords = new Set(`${machine} ${generic} ${shopping}`.split(' ').map(foldWord));

/** The concept a folded word names, if it is one of the shop's words. */
export function conceptOf(word: string): Concept | undefined {
  return conceptOfWord.get(word);
}

export function isGeneric(word: string): boolean {
  return genericWords.has(word);
}

/**
 * The one concept of the shop's words that start with `start`, if they all mean the same:
 * "stofzuigerz…" and "Staubsaug…" can only be going on to a bag ("filt…" may be a filter or a
 * Filterbeutel). For the autocomplete's unfinished last word.
 */
export function conceptStartedBy(start: string): Concept | undefined {
  const concepts = new Set(
    [...conceptOfWord].filter(([word]) => word.startsWith(start)).map(([, concept]) => concept),
  );
  if (concepts.size === 1) return [...concepts][0];
  // "vacu…", "vacuum cleaner", "aspirateur": the machine alone, on its way to its bags (the
  // shop's first product), unless the word may also be going on to another product ("zuig…").
  if (concepts.size === 0 && start.length >= 3 && machineWords.some((w) => w.startsWith(start)))
    return '_bag';
  return undefined;
}

/** Whether `start` is the start of one of the table's words, generic or not ("aspi…"). */
export function startsShopWord(start: string): boolean {
  return nearestShopWord(start, { edits: false, prefix: true }) !== undefined;
}

/** What a word of the table stands for: a concept, or nothing that tells products apart. */
export type ShopMeaning = Concept | 'generic';

/**
 * The table's words in an index of their own, for words typed with a typo ("stofzakkn") or not
 * yet finished in the autocomplete ("Staubsaug"): the same library and tolerance as the catalogue.
 */
const shopWordIndex = new MiniSearch<{ id: string; meaning: ShopMeaning }>({
  fields: ['id'],
  storeFields: ['meaning'],
  tokenize: (text) => [text],
  processTerm: (term) => term,
});
shopWordIndex.addAll([
  ...[...conceptOfWord].map(([id, meaning]) => ({ id, meaning })),
  ...[...genericWords].map((id) => ({ id, meaning: 'generic' as const })),
]);

/** The meaning of the table word nearest to `word` within `edits`, or a word it starts. */
export function nearestShopWord(
  word: string,
  { edits, prefix }: { edits: number | false; prefix: boolean },
): ShopMeaning | undefined {
  const [best] = shopWordIndex.search(word, { fuzzy: edits, prefix });
  return best?.['meaning'] as ShopMeaning | undefined;
}

/** The concepts a family has: what it is, its material, its layers. A query's shop words filter on them. */
export function familyConcepts(family: FamilyRecord, addonUrl: string | null): Concept[] {
  const concepts: Concept[] = [];
  if (family.category === 'bag') concepts.push('_bag');
  if (family.category === 'filter') concepts.push('_filter');
  if (family.category === 'addon') concepts.push('_addon');
  if (family.attributes.material === 'paper') concepts.push('_paper');
  if (family.attributes.material === 'synthetic') concepts.push('_synthetic');
  if (family.attributes.layers !== null) concepts.push('_layer');
  if (family.isSale) concepts.push('_sale');
  if (family.kind === 'hepa-filter') concepts.push('_hepa');
  if (family.kind === 'cartridge-filter') concepts.push('_cartridge');
  if (family.kind === 'motor-filter') concepts.push('_motor');
  if (family.kind === 'exhaust-filter') concepts.push('_exhaust');
  if (addonUrl === 'hoses') concepts.push('_hose');
  if (addonUrl === 'nozzles') concepts.push('_nozzle');
  if (addonUrl === 'brushes') concepts.push('_brush');
  return concepts;
}
