/**
 * The shop's wording per language for family names and descriptions. Written per language, not
 * translated word by word: German says "Vlies-Staubbeutel", French puts a space before a colon.
 */
import type { Locale } from '../../../src/shared/api/contract/common';
import type { FamilyAttributes, FamilyKind, Localized } from './records';

type PerLocale<T> = Record<Locale, T>;

/** The product noun of a family name, e.g. "Synthetic dust bags, 5-layer". */
export const kindTitles: Record<
  Exclude<FamilyKind, 'addon'>,
  PerLocale<(layers: number) => string>
> = {
  'paper-bag': {
    nl: (n) => `Papieren stofzakken, ${n}-laags`,
    en: (n) => `Paper dust bags, ${n}-layer`,
    de: (n) => `Papier-Staubbeutel, ${n}-lagig`,
    fr: (n) => `Sacs à poussière en papier, ${n} couches`,
  },
  'synthetic-bag': {
    nl: (n) => `Synthetische stofzakken, ${n}-laags`,
    en: (n) => `Synthetic dust bags, ${n}-layer`,
    de: (n) => `Vlies-Staubbeutel, ${n}-lagig`,
    fr: (n) => `Sacs à poussière synthétiques, ${n} couches`,
  },
  'hepa-filter': {
    nl: () => 'HEPA-filter',
    en: () => 'HEPA filter',
    de: () => 'HEPA-Filter',
    fr: () => 'Filtre HEPA',
  },
  'cartridge-filter': {
    nl: () => 'Patroonfilter',
    en: () => 'Cartridge filter',
    de: () => 'Patronenfilter',
    fr: () => 'Filtre à cartouche',
  },
  'motor-filter': {
    nl: () => 'Motorbeschermingsfilter',
    en: () => 'Motor protection filter',
    de: () => 'Motorschutzfilter',
    fr: () => 'Filtre de protection moteur',
  },
  'exhaust-filter': {
    nl: () => 'Uitblaasfilter',
    en: () => 'Exhaust filter',
    de: () => 'Abluftfilter',
    fr: () => "Filtre de sortie d'air",
  },
};

/** Hoses are named by the noun plus the diameter variant ("Suction hose Ø 36 mm"). */
export const hoseNoun: Localized = {
  nl: 'Zuigslang',
  en: 'Suction hose',
  de: 'Saugschlauch',
  fr: "Flexible d'aspiration",
};

export const forWord: Localized = { nl: 'voor', en: 'for', de: 'für', fr: 'pour' };
export const andWord: Localized = { nl: 'en', en: 'and', de: 'und', fr: 'et' };
export const orWord: Localized = { nl: 'of', en: 'or', de: 'oder', fr: 'ou' };

/** "A, B and C" (no Intl.ListFormat: its output varies with the ICU version of the machine). */
export function joinList(items: readonly string[], conjunction: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** The opening paragraph per kind; `m` is the models phrase ("Nilfisk Attix 30 en Attix 40"). */
type Intro = (m: string, layers: number, variant: string) => string;

export const intros: Record<FamilyKind, PerLocale<Intro>> = {
  'paper-bag': {
    nl: (m, n) =>
      `Stevige papieren stofzakken met ${n} lagen voor de ${m}. Een extra laag microvezel vangt ook het fijne stof op, zodat de motor en de uitblaasfilter langer schoon blijven.`,
    en: (m, n) =>
      `Sturdy ${n}-layer paper dust bags for the ${m}. An extra layer of microfibre traps fine dust too, so the motor and the exhaust filter stay clean for longer.`,
    de: (m, n) =>
      `Robuste ${n}-lagige Papier-Staubbeutel für den ${m}. Eine zusätzliche Mikrofaserlage hält auch Feinstaub zurück, damit Motor und Abluftfilter länger sauber bleiben.`,
    fr: (m, n) =>
      `Sacs à poussière robustes en papier à ${n} couches pour ${m}. Une couche supplémentaire en microfibre retient aussi la poussière fine\u00a0: le moteur et le filtre de sortie d'air restent propres plus longtemps.`,
  },
  'synthetic-bag': {
    nl: (m, n) =>
      `Synthetische stofzakken met ${n} lagen voor de ${m}. Het vlies scheurt niet, ook niet bij scherp bouwstof of vochtig vuil, en de zuigkracht blijft op peil tot de zak helemaal vol is.`,
    en: (m, n) =>
      `Synthetic ${n}-layer dust bags for the ${m}. The fleece does not tear, not even with sharp building dust or damp dirt, and suction stays strong until the bag is completely full.`,
    de: (m, n) =>
      `${n}-lagige Vlies-Staubbeutel für den ${m}. Das Vlies reißt nicht, auch nicht bei scharfkantigem Baustaub oder feuchtem Schmutz, und die Saugleistung bleibt erhalten, bis der Beutel ganz voll ist.`,
    fr: (m, n) =>
      `Sacs à poussière synthétiques à ${n} couches pour ${m}. Le non-tissé ne se déchire pas, même avec des poussières de chantier coupantes ou de la saleté humide, et l'aspiration reste puissante jusqu'à ce que le sac soit plein.`,
  },
  'hepa-filter': {
    nl: (m) =>
      `HEPA-filter voor de ${m}. Houdt minstens 99,95% van alle deeltjes vanaf 0,3 micron tegen: ideaal bij allergieën en bij gezondheidsschadelijk stof.`,
    en: (m) =>
      `HEPA filter for the ${m}. It retains at least 99.95% of all particles from 0.3 micron, ideal for allergy sufferers and for hazardous dust.`,
    de: (m) =>
      `HEPA-Filter für den ${m}. Er hält mindestens 99,95 % aller Partikel ab 0,3 Mikrometer zurück und eignet sich damit für Allergiker und gesundheitsgefährdende Stäube.`,
    fr: (m) =>
      `Filtre HEPA pour ${m}. Il retient au moins 99,95\u00a0% des particules à partir de 0,3 micron\u00a0: idéal pour les personnes allergiques et les poussières dangereuses.`,
  },
  'cartridge-filter': {
    nl: (m) =>
      `Patroonfilter voor de ${m}. Het geplooide filtermateriaal heeft een groot oppervlak, is uit te kloppen en kan zowel droog als nat gebruikt worden.`,
    en: (m) =>
      `Cartridge filter for the ${m}. The pleated filter media has a large surface, can be tapped clean and works for both wet and dry vacuuming.`,
    de: (m) =>
      `Patronenfilter für den ${m}. Das gefaltete Filtermaterial bietet eine große Oberfläche, lässt sich ausklopfen und eignet sich zum Nass- und Trockensaugen.`,
    fr: (m) =>
      `Filtre à cartouche pour ${m}. Le média plissé offre une grande surface filtrante, se nettoie en le tapotant et convient à l'aspiration des solides comme des liquides.`,
  },
  'motor-filter': {
    nl: (m) =>
      `Motorbeschermingsfilter voor de ${m}. Vangt het stof op dat langs de stofzak komt en beschermt zo de motor. Vervang hem bij elke nieuwe doos stofzakken.`,
    en: (m) =>
      `Motor protection filter for the ${m}. It catches the dust that gets past the bag and so protects the motor. Replace it with every new box of dust bags.`,
    de: (m) =>
      `Motorschutzfilter für den ${m}. Er fängt den Staub auf, der am Beutel vorbeikommt, und schützt so den Motor. Wechseln Sie ihn mit jeder neuen Packung Staubbeutel.`,
    fr: (m) =>
      `Filtre de protection moteur pour ${m}. Il capte la poussière qui passe à côté du sac et protège ainsi le moteur. Remplacez-le à chaque nouvelle boîte de sacs.`,
  },
  'exhaust-filter': {
    nl: (m) =>
      `Uitblaasfilter voor de ${m}. Filtert de lucht die de stofzuiger uitblaast, zodat er geen fijnstof terug de ruimte in gaat.`,
    en: (m) =>
      `Exhaust filter for the ${m}. It cleans the air the vacuum cleaner blows out, so no fine dust goes back into the room.`,
    de: (m) =>
      `Abluftfilter für den ${m}. Er reinigt die ausgeblasene Luft, damit kein Feinstaub zurück in den Raum gelangt.`,
    fr: (m) =>
      `Filtre de sortie d'air pour ${m}. Il purifie l'air rejeté par l'aspirateur pour qu'aucune poussière fine ne retourne dans la pièce.`,
  },
  addon: {
    nl: (m, _n, v) =>
      `${v} voor de ${m}. Gemaakt van slagvast materiaal voor jarenlang gebruik, en met een passende aansluiting, dus zonder verloopstuk te gebruiken.`,
    en: (m, _n, v) =>
      `${v} for the ${m}. Made of impact-resistant material for years of use, with a matching connection, so no reducer is needed.`,
    de: (m, _n, v) =>
      `${v} für den ${m}. Aus schlagfestem Material für jahrelangen Einsatz und mit passendem Anschluss, also ohne Reduzierstück verwendbar.`,
    fr: (m, _n, v) =>
      `${v} pour ${m}. En matériau résistant aux chocs pour des années d'utilisation, avec un raccord adapté\u00a0: aucun réducteur n'est nécessaire.`,
  },
};

type FlagName = Exclude<keyof FamilyAttributes, 'material' | 'layers' | 'vacuumClass'>;

/** One bullet per attribute that is true. */
export const flagLines: Record<FlagName, Localized> = {
  doubleLayerPaper: {
    nl: 'Dubbellaags papier',
    en: 'Double-layer paper',
    de: 'Doppellagiges Papier',
    fr: 'Papier double couche',
  },
  rubberRing: {
    nl: 'Met rubberen afdichtring',
    en: 'With rubber sealing ring',
    de: 'Mit Gummidichtring',
    fr: 'Avec joint en caoutchouc',
  },
  motorProtectionFilter: {
    nl: 'Inclusief motorbeschermingsfilter',
    en: 'Motor protection filter included',
    de: 'Inklusive Motorschutzfilter',
    fr: 'Filtre de protection moteur inclus',
  },
  roundShape: { nl: 'Ronde vorm', en: 'Round shape', de: 'Runde Form', fr: 'Forme ronde' },
  exhaustAirFilter: {
    nl: 'Inclusief uitblaasfilter',
    en: 'Exhaust filter included',
    de: 'Inklusive Abluftfilter',
    fr: "Filtre de sortie d'air inclus",
  },
  slidingValve: {
    nl: 'Met schuifsluiting',
    en: 'With sliding closure',
    de: 'Mit Schiebeverschluss',
    fr: 'Avec fermeture coulissante',
  },
  dirtValve: {
    nl: 'Met hygiënische afsluitklep',
    en: 'With hygienic closure flap',
    de: 'Mit hygienischer Verschlussklappe',
    fr: 'Avec clapet de fermeture hygiénique',
  },
};

export const dustClassLine: PerLocale<(c: string) => string> = {
  nl: (c) => `Stofklasse ${c}`,
  en: (c) => `Dust class ${c}`,
  de: (c) => `Staubklasse ${c}`,
  fr: (c) => `Classe de poussière ${c}`,
};

export const fitsHeading: Localized = {
  nl: 'Geschikt voor',
  en: 'Fits',
  de: 'Passend für',
  fr: 'Compatible avec',
};
export const colon: Localized = { nl: ':', en: ':', de: ':', fr: '\u00a0:' };
