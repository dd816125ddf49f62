/**
 * The shop speaks with one voice in every language (the copy rules): Dutch addresses the shopper
 * formally, one word per concept, one term list for prices excl./incl. VAT per language, and no
 * shop text speaks of a demo (the demo bank page is the demo API's page, not the shop's).
 * A rule broken by a new message fails here with the message's id and text.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content as frenchInfo } from '@/features/info/content/fr';

const languages = ['nl', 'en', 'de', 'fr'] as const;
type Language = (typeof languages)[number];
const read = (lang: Language) =>
  JSON.parse(readFileSync(path.resolve(__dirname, `../../locales/${lang}.json`), 'utf8')) as Record<
    string,
    string
  >;
const files = Object.fromEntries(languages.map((lang) => [lang, read(lang)])) as Record<
  Language,
  Record<string, string>
>;

/** A whole word (not a part of one): "je" matches in "heb je", not in "jeans" or "bijeen". */
const word = (words: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${words})(?![\\p{L}\\p{N}])`, 'iu');

/** "id: text" of every message in `lang` matching `pattern`; [] when none does. */
const offending = (lang: Language, pattern: RegExp) =>
  Object.entries(files[lang])
    .filter(([, text]) => pattern.test(text))
    .map(([id, text]) => `${id}: ${text}`);

describe('Dutch addresses the shopper formally (u, uw)', () => {
  it('never says je, jij, jouw, jullie (nor jou, jezelf)', () => {
    expect(offending('nl', word('je|jij|jouw|jullie|jou|jezelf'))).toEqual([]);
  });

  it('uses one form of the verbs: "u heeft" (not "u hebt"), and the plain imperative', () => {
    expect(offending('nl', word('u hebt|hebt u|probeert u'))).toEqual([]);
  });

  it('still finds the informal words it looks for, and only whole words', () => {
    expect(word('je|jij|jouw|jullie|jou|jezelf').test('Heb je al een account?')).toBe(true);
    expect(word('je|jij|jouw|jullie|jou|jezelf').test('Je account')).toBe(true);
    expect(word('je|jij|jouw|jullie|jou|jezelf').test('Deze jeans passen bijeen')).toBe(false);
  });
});

/**
 * One word per concept: the avoided words of each concept, per language (the choices are listed
 * in the report of the copy pass; the chosen word is the one the shop used most).
 */
const avoided: Record<Language, Record<string, RegExp>> = {
  nl: {
    'land van levering': /land(en)? van bezorging|bezorgland/i,
    afleveradres: /bezorgadres/i,
    winkelwagen: /winkelmand/i,
    bestelnummer: word('ordernummer'),
    bestelbevestiging: /orderbevestiging/i,
    'op factuur': /op rekening/i,
    inklaringskosten: /douanekosten/i,
    koppelcode: /(?<!koppel)code voor collega/i,
    'de heer': word('meneer'),
    restpartij: /restvoorraad/i,
  },
  en: {
    cart: /basket/i,
    'customs clearance': /customs costs/i,
    'join code': /(?<!join )code for colleagues/i,
  },
  de: {
    Zollabfertigung: /zollkosten|zollabwicklung/i,
    Beitrittscode: /(?<!beitritts)code für kollegen/i,
  },
  fr: {
    'frais de port': /frais de livraison/i,
    'frais de dédouanement': /frais de douane/i,
    'code d’adhésion': /(?<!adhésion )code pour les collègues/i,
  },
};

describe('one word per concept', () => {
  for (const lang of languages)
    for (const [chosen, pattern] of Object.entries(avoided[lang]))
      it(`${lang}: says "${chosen}"`, () => {
        expect(offending(lang, pattern)).toEqual([]);
      });

  it.each(languages)(
    '%s: the delivery country has one name in the cart and at checkout',
    (lang) => {
      expect(files[lang]['cart.page.country']).toBe(files[lang]['checkout.country.heading']);
    },
  );

  it('nl: the delivery country is "Land van levering"', () => {
    expect(files.nl['checkout.country.heading']).toBe('Land van levering');
    expect(files.nl['home.country.chosen.title']).toBe('Land van levering: {country}');
  });
});

/** Each language's one pair of terms for prices excl./incl. VAT, and the variants it avoids. */
const vatTerms: Record<Language, { excl: string; incl: string; avoided: RegExp }> = {
  nl: {
    excl: 'excl. btw',
    incl: 'incl. btw',
    avoided: /exclusief btw|inclusief btw|(?<![\p{L}])ex\.? btw|BTW/u,
  },
  en: {
    excl: 'excl. VAT',
    incl: 'incl. VAT',
    avoided: /excluding VAT|including VAT|(?<![\p{L}])(?:ex|exc|inc)\.? VAT/iu,
  },
  de: {
    excl: 'zzgl. MwSt.',
    incl: 'inkl. MwSt.',
    avoided: /exkl\.|exklusive|inklusive|ohne MwSt|mit MwSt|netto|brutto/i,
  },
  fr: {
    excl: 'HT',
    incl: 'TTC',
    avoided: /HTVA|TVA incl|TVA compri|hors TVA|hors taxes|toutes taxes/i,
  },
};

describe('one term list for prices excl./incl. VAT', () => {
  it.each(languages)('%s: no other wording for excl./incl. VAT', (lang) => {
    expect(offending(lang, vatTerms[lang].avoided)).toEqual([]);
  });

  it.each(languages)('%s: the price labels and the orders list use the same terms', (lang) => {
    const { excl, incl } = vatTerms[lang];
    expect(files[lang]['price.exclVat']).toBe(excl);
    expect(files[lang]['price.inclVat']).toBe(incl);
    expect(files[lang]['orders.item.exclVat']).toBe(excl);
    expect(files[lang]['orders.item.inclVat']).toBe(incl);
  });
});

describe('no shop text mentions a demo', () => {
  it.each(languages)('%s', (lang) => {
    expect(offending(lang, /(?<![\p{L}])d[eé]mo/iu)).toEqual([]);
  });
});

describe('the number of boxes says what it counts', () => {
  it.each([
    ['nl', 'doos', 'dozen'],
    ['en', 'box', 'boxes'],
    ['de', 'Karton', 'Kartons'],
    ['fr', 'colis', 'colis'],
  ] as const)('%s: a plural of "%s"/"%s" under a shipping label', (lang, one, other) => {
    expect(files[lang]['cart.overview.boxes.count']).toBe(
      `{count, plural, one {# ${one}} other {# ${other}}}`,
    );
    expect(files[lang]['cart.overview.boxes']).not.toMatch(/aantal|number|anzahl|nombre/i);
  });
});

/**
 * French typography: a narrow no-break space (U+202F) before ; : ! ? » and after «, so that no
 * sign starts a line of its own. Times (18:00) and addresses (https://) are no punctuation.
 */
const looseFrench = /(?<![\u202f\d])[;!?»]|(?<![\u202f\d/:]):(?!\/\/|\d)|«(?!\u202f)/u;

describe('French punctuation keeps to its word', () => {
  it('in the messages', () => {
    expect(offending('fr', looseFrench)).toEqual([]);
  });

  it('on the information pages', () => {
    const texts = Object.values(frenchInfo).flatMap((page) => [
      page.title,
      page.description,
      page.intro,
      ...page.sections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...(section.list ?? []),
      ]),
    ]);
    expect(texts.filter((text) => looseFrench.test(text))).toEqual([]);
  });

  it('finds a loose sign and leaves times and addresses alone', () => {
    expect(looseFrench.test('Mot de passe oublié ?')).toBe(true);
    expect(looseFrench.test('Résultats pour « sacs »')).toBe(true);
    expect(looseFrench.test('Code : 12')).toBe(true);
    expect(looseFrench.test('Mot de passe oublié\u202f?')).toBe(false);
    expect(looseFrench.test('avant 18:00, voir https://example.fr')).toBe(false);
  });
});
