/**
 * The shop's own words in four languages: what a shopper calls a bag, a filter or a hose in Dutch,
 * English, German or French, singular and plural, as one concept each. A query word found here is
 * also looked up as its concept, and every product is indexed under the concepts it is, so
 * "zakken", "Beutel" and "sacs" find the same bags whatever the page's language.
 * A data table: the words are written as shoppers write them; `foldWord` makes them comparable.
 */
import type { FamilyRecord } from '../records';
import { foldWord } from './normalize';

/** Concept terms start with `_`, which no folded word can, so they never meet a typed word. */
export type Concept = `_${string}`;

/** Each concept with the words for it, space-separated; compounds and plurals written out. */
const table: Record<Concept, string> = {
  _bag:
    'bag bags dustbag dustbags zak zakken stofzak stofzakken stofzuigerzak stofzuigerzakken ' +
    'filterzak filterzakken beutel staubbeutel staubsaugerbeutel filterbeutel filtersack ' +
    'filtersäcke filtertüte filtertüten sac sacs sachet sachets',
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
  _addon:
    'accessory accessories part parts toebehoren accessoire accessoires onderdeel onderdelen ' +
    'zubehör ersatzteil ersatzteile',
};

/**
 * Words that say nothing about which product: "vacuum cleaner", "stofzuiger", "für", "pour".
 * A query drops them, but they still split compounds ("stofzuiger|zakken").
 */
const generic =
  'vacuum vacuums cleaner cleaners dust stof stofzuiger stofzuigers staub staubsauger sauger ' +
  'aspirateur aspirateurs poussière industrial industriële for voor für pour the de het een der ' +
  'die das le la les des du a and en und et of with met mit avec van von';

const conceptOfWord = new Map<string, Concept>();
for (const [concept, surfaces] of Object.entries(table) as [Concept, string][])
  for (const surface of surfaces.split(' ')) conceptOfWord.set(foldWord(surface), concept);
const genericWords = new Set(generic.split(' ').map(foldWord));

/** The concept a folded word names, if it is one of the shop's words. */
export function conceptOf(word: string): Concept | undefined {
  return conceptOfWord.get(word);
}

export function isGeneric(word: string): boolean {
  return genericWords.has(word);
}

/** Every word of the table, folded: part of the vocabulary compounds are split against. */
export function shopVocabulary(): Iterable<string> {
  return [...conceptOfWord.keys(), ...genericWords];
}

/** The concepts a family is indexed under: what it is, its material, its layers. */
export function familyConcepts(family: FamilyRecord, addonUrl: string | null): Concept[] {
  const concepts: Concept[] = [];
  if (family.category === 'bag') concepts.push('_bag');
  if (family.category === 'filter') concepts.push('_filter');
  if (family.category === 'addon') concepts.push('_addon');
  if (family.attributes.material === 'paper') concepts.push('_paper');
  if (family.attributes.material === 'synthetic') concepts.push('_synthetic');
  if (family.attributes.layers !== null) concepts.push('_layer');
  if (family.kind === 'hepa-filter') concepts.push('_hepa');
  if (family.kind === 'cartridge-filter') concepts.push('_cartridge');
  if (family.kind === 'motor-filter') concepts.push('_motor');
  if (family.kind === 'exhaust-filter') concepts.push('_exhaust');
  if (addonUrl === 'hoses') concepts.push('_hose');
  if (addonUrl === 'nozzles') concepts.push('_nozzle');
  if (addonUrl === 'brushes') concepts.push('_brush');
  return concepts;
}
