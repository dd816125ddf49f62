/**
 * What a shop search must find, written as shoppers type: typos, compounds, model numbers spaced
 * or joined, the four languages. Each case names what the right answer is in the contract's own
 * fields, so the table holds for any catalogue that sells these machines' bags (see
 * docs/api-contract.md, "Search"). `search-quality.test.ts` runs it against the demo API or,
 * with SEARCH_API_URL, against another API.
 */
import type { Locale } from '../../src/shared/api/contract/common';
import type { ProductCategory } from '../../src/shared/api/contract/products';

export interface Expected {
  /** A machine the product fits: "Nilfisk Attix 30", or a series "Nilfisk Attix" (any of its models). */
  fits?: string;
  /** The brand of the product or of a machine it fits. */
  brand?: string;
  category?: ProductCategory;
  /** Words of the product's name, in the page's language ("HEPA", "papier"). */
  named?: string;
  /** The box the result shows: the pack size typed ("10 stuks"). */
  packSize?: number;
  /** On offer: every result is (the text asks for what is on sale). */
  onSale?: boolean;
}

export interface QueryCase {
  query: string;
  /** The page's language: the `x-locale` header. */
  locale: Locale;
  /** What the first three results and the first five suggestions must hold. */
  finds?: Expected;
  /** A text that finds nothing: the brand or model offered instead ("Did you mean …?"). */
  didYouMean?: string;
  /** Not every word matches: the text the results were found for instead (`relaxedQuery`). */
  foundFor?: string;
}

const nl = (query: string, finds: Expected): QueryCase => ({ query, locale: 'nl', finds });
const en = (query: string, finds: Expected): QueryCase => ({ query, locale: 'en', finds });
const de = (query: string, finds: Expected): QueryCase => ({ query, locale: 'de', finds });
const fr = (query: string, finds: Expected): QueryCase => ({ query, locale: 'fr', finds });
/** A machine's full name with its variant, which the catalogue names without. */
const variant = (locale: Locale, query: string, foundFor: string, finds: Expected): QueryCase => ({
  query,
  locale,
  finds,
  foundFor,
});
const nothing = (query: string, didYouMean: string): QueryCase => ({
  query,
  locale: 'nl',
  didYouMean,
});

export const queryTable: readonly QueryCase[] = [
  // What shoppers typed and found nothing for.
  nl('stofzuigerzakken nilfisk', { brand: 'Nilfisk', category: 'bag' }),
  nl('atix 30', { fits: 'Nilfisk Attix 30' }),
  nl('attix30', { fits: 'Nilfisk Attix 30' }),
  nl('nilfsk attix', { fits: 'Nilfisk Attix' }),
  nl('karcher nt25', { fits: 'Kärcher NT 25/1' }),
  nl('kaercher nt 25/1', { fits: 'Kärcher NT 25/1' }),
  de('Staubsaugerbeutel Attix', { fits: 'Nilfisk Attix', category: 'bag' }),
  fr('sacs aspirateur nilfisk', { brand: 'Nilfisk', category: 'bag' }),
  en('dust bags festool ctl26', { fits: 'Festool CTL 26', category: 'bag' }),
  en('hepa filter nilfisk', { brand: 'Nilfisk', named: 'HEPA' }),
  // A model number spaced, joined or punctuated.
  nl('NT 25/1', { fits: 'Kärcher NT 25/1' }),
  nl('nt25/1', { fits: 'Kärcher NT 25/1' }),
  nl('nt251', { fits: 'Kärcher NT 25/1' }),
  nl('nt-25-1', { fits: 'Kärcher NT 25/1' }),
  en('ATTIX 30', { fits: 'Nilfisk Attix 30' }),
  nl('makita vc2012l', { fits: 'Makita VC2012L' }),
  en('vc 2012 l', { fits: 'Makita VC2012L' }),
  de('kobold vk 135', { fits: 'Vorwerk Kobold VK135' }),
  nl('bosch gas35', { fits: 'Bosch GAS 35' }),
  en('miele s 8000', { fits: 'Miele S8000' }),
  // Typos in brands and series.
  nl('nilfsk attix 30', { fits: 'Nilfisk Attix 30' }),
  en('festol ctl 26', { fits: 'Festool CTL 26' }),
  nl('makta vc2012l', { fits: 'Makita VC2012L' }),
  de('kärher nt 25/1', { fits: 'Kärcher NT 25/1' }),
  en('numatik henry', { fits: 'Numatic Henry' }),
  nl('electrolx', { brand: 'Electrolux' }),
  nl('stofzakken mielle', { brand: 'Miele', category: 'bag' }),
  // Compounds, singular and plural, the shop's words in each language.
  nl('stofzuigerzak miele', { brand: 'Miele', category: 'bag' }),
  de('Staubbeutel Kärcher', { brand: 'Kärcher', category: 'bag' }),
  de('Filterbeutel Festool', { brand: 'Festool', category: 'bag' }),
  nl('stofzakken voor nilfisk attix 40', { fits: 'Nilfisk Attix 40', category: 'bag' }),
  nl('motorfilter nilfisk', { brand: 'Nilfisk', category: 'filter' }),
  de('Motorschutzfilter Nilfisk', { brand: 'Nilfisk', category: 'filter' }),
  nl('zuigslang kärcher', { brand: 'Kärcher', category: 'addon' }),
  de('Saugschlauch Festool', { brand: 'Festool', category: 'addon' }),
  fr('tuyau festool', { brand: 'Festool', category: 'addon' }),
  fr('filtre hepa karcher', { brand: 'Kärcher', named: 'HEPA' }),
  de('HEPA-Filter Makita', { brand: 'Makita', named: 'HEPA' }),
  fr('sac papier miele', { brand: 'Miele', category: 'bag', named: 'papier' }),
  nl('zak nilfisk', { brand: 'Nilfisk', category: 'bag' }),
  nl('stofzakjes miele', { brand: 'Miele', category: 'bag' }),
  de('Staubsaugertüten Vorwerk', { brand: 'Vorwerk', category: 'bag' }),
  en('bags kärcher wd 3', { fits: 'Kärcher WD 3', category: 'bag' }),
  de('Beutel WD 3', { fits: 'Kärcher WD 3', category: 'bag' }),
  // Two letters swapped, the commonest slip of fast typing.
  nl('mieel zakken', { brand: 'Miele', category: 'bag' }),
  nl('nilifsk attix', { fits: 'Nilfisk Attix' }),
  nl('atitx 30', { fits: 'Nilfisk Attix 30' }),
  nl('zkaken nilfisk', { brand: 'Nilfisk', category: 'bag' }),
  // Words run together with a typo in one of them.
  nl('stofzuigerzakkennilfsk', { brand: 'Nilfisk', category: 'bag' }),
  nl('nilfiskatix', { fits: 'Nilfisk Attix' }),
  fr('sacsnilfsk', { brand: 'Nilfisk', category: 'bag' }),
  de('kärcherstaubsaugerbeutl', { brand: 'Kärcher', category: 'bag' }),
  // A pack size typed with the rest: that box is shown, nothing else is asked of it.
  nl('stofzakken attix 30 10 stuks', { fits: 'Nilfisk Attix 30', category: 'bag', packSize: 10 }),
  de('Beutel Attix 30 10 Stück', { fits: 'Nilfisk Attix 30', category: 'bag', packSize: 10 }),
  en('attix 30 bags pack of 10', { fits: 'Nilfisk Attix 30', category: 'bag', packSize: 10 }),
  fr('sacs attix 30 lot de 10', { fits: 'Nilfisk Attix 30', category: 'bag', packSize: 10 }),
  // What shoppers say about buying: "kopen", "cheap", "original", "mijn", a question.
  nl('stofzuigerzakken kopen', { category: 'bag' }),
  nl('stof zuiger zakken', { category: 'bag' }),
  nl('goedkope stofzakken nilfisk', { brand: 'Nilfisk', category: 'bag' }),
  nl('zakken voor mijn nilfisk attix 30', { fits: 'Nilfisk Attix 30', category: 'bag' }),
  nl('welke zak past in attix 30', { fits: 'Nilfisk Attix 30', category: 'bag' }),
  en('cheap hoover bags', { brand: 'Hoover', category: 'bag' }),
  en('genuine karcher filter', { brand: 'Kärcher', category: 'filter' }),
  de('günstige Staubsaugerbeutel Miele kaufen', { brand: 'Miele', category: 'bag' }),
  de('Beutel für meinen Kobold', { fits: 'Vorwerk Kobold', category: 'bag' }),
  fr('sac aspirateur miele pas cher', { brand: 'Miele', category: 'bag' }),
  fr('acheter 10 sacs attix 30', { fits: 'Nilfisk Attix 30', category: 'bag', packSize: 10 }),
  nl('10 stofzakken attix 30', { fits: 'Nilfisk Attix 30', category: 'bag', packSize: 10 }),
  nl('10x zakken attix 30', { fits: 'Nilfisk Attix 30', category: 'bag', packSize: 10 }),
  // What shoppers call the machine: "dust extractor", "Nass- und Trockensauger".
  en('dust extractor bags festool ctl 26', { fits: 'Festool CTL 26', category: 'bag' }),
  de('Nass- und Trockensauger Beutel Kärcher', { brand: 'Kärcher', category: 'bag' }),
  // Words for what is on offer: what the "Sale" filter shows.
  nl('stofzakken aanbieding', { category: 'bag', onSale: true }),
  en('bags on sale', { category: 'bag', onSale: true }),
  de('Staubsaugerbeutel Angebot', { category: 'bag', onSale: true }),
  // French elision, with the apostrophe of a keyboard or of a phone.
  fr("sacs d'aspirateur miele", { brand: 'Miele', category: 'bag' }),
  fr('sac d’aspirateur kärcher', { brand: 'Kärcher', category: 'bag' }),
  // A filter bag is a bag.
  en('filter bags festool', { brand: 'Festool', category: 'bag' }),
  nl('filter zakken nilfisk', { brand: 'Nilfisk', category: 'bag' }),
  // A generation typed as a number (Multi II), a name written as one word typed apart.
  nl('nilfisk multi 2 30', { fits: 'Nilfisk Multi II 30' }),
  nl('nilfisk buddy 2', { fits: 'Nilfisk Buddy II 18' }),
  nl('electrolux ultra one', { fits: 'Electrolux UltraOne' }),
  nl('philips power go', { fits: 'Philips PowerGo' }),
  // A word of another language than the page's.
  en('Staubbeutel Nilfisk', { brand: 'Nilfisk', category: 'bag' }),
  nl('sacs festool', { brand: 'Festool', category: 'bag' }),
  // A machine's name as on its type plate, with a variant the catalogue leaves out.
  variant('de', 'Kärcher NT 25/1 Ap', 'Kärcher NT 25/1', { fits: 'Kärcher NT 25/1' }),
  variant('nl', 'kärcher wd 3 premium', 'kärcher wd 3', { fits: 'Kärcher WD 3' }),
  variant('nl', 'karcher wd3p', 'karcher wd3', { fits: 'Kärcher WD 3' }),
  variant('nl', 'festool ctl 26 e ac', 'festool ctl 26', { fits: 'Festool CTL 26' }),
  variant('en', 'miele complete c3 cat & dog', 'miele complete c3', { fits: 'Miele Complete C3' }),
  variant('en', 'henry hoover bags', 'henry bags', { fits: 'Numatic Henry', category: 'bag' }),
  variant('fr', 'sacs sebo automatic x4 boost', 'sacs sebo automatic x4', {
    fits: 'Sebo Automatic X4',
    category: 'bag',
  }),
  // A variant's number after the model's.
  variant('nl', 'kärcher wd 3.300', 'kärcher wd 3', { fits: 'Kärcher WD 3' }),
  variant('nl', 'nilfisk attix 30-21', 'nilfisk attix 30', { fits: 'Nilfisk Attix 30' }),
  variant('en', 'henry hvr200-11 bags', 'henry hvr200 bags', {
    fits: 'Numatic Henry',
    category: 'bag',
  }),
  // Nothing found: the nearest brand or model instead.
  nothing('attix 99', 'Nilfisk Attix 30'),
  nothing('nilfisk xyzzy', 'Nilfisk'),
  nothing('kärcher nt 99/9', 'Kärcher NT 25/1'),
  nothing('festool ctl 99', 'Festool CTL 26'),
  nothing('Kärcher NT 25/1 Ap filter', 'Kärcher NT 25/1'),
  // A model named in full with a product it has none of.
  nothing('wd 5 filter', 'Kärcher WD 5'),
];
