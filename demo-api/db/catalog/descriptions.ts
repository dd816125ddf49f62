/** Builds a family's localized name and HTML description from its kind, attributes and models. */
import { locales, type Locale } from '../../../src/shared/api/contract/common';
import type { FamilyAttributes, FamilyKind, Localized } from './records';
import {
  andWord,
  colon,
  dustClassLine,
  fitsHeading,
  flagLines,
  forWord,
  hoseNoun,
  intros,
  joinList,
  kindTitles,
  orWord,
} from './texts';

export interface TextInput {
  kind: FamilyKind;
  attributes: FamilyAttributes;
  brandName: string;
  /** Names of the own brand's models it fits, in finder order ("Attix 30"). */
  ownModels: readonly string[];
  /** Every model it fits, with brand ("Kärcher NT 25/1"). */
  fits: readonly string[];
  /** Add-ons: the category url and the variant's names. */
  addonUrl: string | null;
  variantNames: Localized | null;
  packAmounts: readonly number[];
}

/** Titles name at most three models; longer lists would not fit a result card. */
const TITLE_MODELS = 3;
const andMore: Localized = { nl: 'en meer', en: 'and more', de: 'und weitere', fr: 'et autres' };

const materialNames: Record<Locale, Record<'paper' | 'synthetic', string>> = {
  nl: { paper: 'papier', synthetic: 'synthetisch vlies' },
  en: { paper: 'paper', synthetic: 'synthetic fleece' },
  de: { paper: 'Papier', synthetic: 'Synthetikvlies' },
  fr: { paper: 'papier', synthetic: 'non-tissé synthétique' },
};
const materialLabel: Localized = { nl: 'Materiaal', en: 'Material', de: 'Material', fr: 'Matière' };
const layersLabel: Localized = { nl: 'Aantal lagen', en: 'Layers', de: 'Lagen', fr: 'Couches' };

const packNote: Record<Locale, (amounts: string) => string> = {
  nl: (a) => `Verkrijgbaar per ${a} stuks.`,
  en: (a) => `Available in packs of ${a}.`,
  de: (a) => `Erhältlich im Pack zu ${a} Stück.`,
  fr: (a) => `Disponible par ${a} pièces.`,
};

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function modelsPhrase(input: TextInput, locale: Locale): string {
  const shown = input.ownModels.slice(0, TITLE_MODELS);
  const list =
    input.ownModels.length > TITLE_MODELS
      ? `${shown.join(', ')} ${andMore[locale]}`
      : joinList(shown, andWord[locale]);
  return `${input.brandName} ${list}`;
}

function productNoun(input: TextInput, locale: Locale): string {
  if (input.kind !== 'addon') return kindTitles[input.kind][locale](input.attributes.layers ?? 1);
  const variant = input.variantNames?.[locale] ?? '';
  return input.addonUrl === 'hoses' ? `${hoseNoun[locale]} ${variant}` : variant;
}

export function familyNames(input: TextInput): Localized {
  const name = (locale: Locale): string => {
    const noun = productNoun(input, locale);
    // "Paper dust bags, 3-layer, for …": a noun with an apposition closes it with a comma too.
    return `${noun}${noun.includes(',') ? ',' : ''} ${forWord[locale]} ${modelsPhrase(input, locale)}`;
  };
  return perLocale(name);
}

function specLines(attributes: FamilyAttributes, locale: Locale): string[] {
  const lines: string[] = [];
  const c = colon[locale];
  if (attributes.material !== 'addon')
    lines.push(`${materialLabel[locale]}${c} ${materialNames[locale][attributes.material]}`);
  if (attributes.layers !== null) lines.push(`${layersLabel[locale]}${c} ${attributes.layers}`);
  if (attributes.vacuumClass !== null) lines.push(dustClassLine[locale](attributes.vacuumClass));
  for (const [flag, text] of Object.entries(flagLines) as [keyof typeof flagLines, Localized][]) {
    if (attributes[flag]) lines.push(text[locale]);
  }
  return lines;
}

export function familyDescriptions(input: TextInput): Localized {
  const describe = (locale: Locale): string => {
    const intro = intros[input.kind][locale](
      modelsPhrase(input, locale),
      input.attributes.layers ?? 1,
      productNoun(input, locale),
    );
    const bullets = specLines(input.attributes, locale)
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('');
    const fits = `<p><strong>${fitsHeading[locale]}${colon[locale]}</strong> ${escapeHtml(input.fits.join(', '))}.</p>`;
    const amounts = input.packAmounts.map(String);
    const pack =
      amounts.length > 1 ? `<p>${packNote[locale](joinList(amounts, orWord[locale]))}</p>` : '';
    return `<p>${escapeHtml(intro)}</p>${bullets ? `<ul>${bullets}</ul>` : ''}${fits}${pack}`;
  };
  return perLocale(describe);
}

function perLocale(make: (locale: Locale) => string): Localized {
  const result = {} as Localized;
  for (const locale of locales) result[locale] = make(locale);
  return result;
}
