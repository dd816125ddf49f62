import { describe, expect, it } from 'vitest';
import { highlightLabel } from './highlight';
import {
  allowedEdits,
  parseQuery,
  shopMeaning,
  singular,
  splitAroundTypo,
  splitCompound,
} from './query';
import { conceptOf, isGeneric } from './shop-words';
import { Vocabulary } from './vocabulary';

const vocabulary = new Vocabulary(['nilfisk', 'attix', 'starmix', 'filter', '30']);

describe('the shop words', () => {
  it('are one concept in four languages, singular and plural', () => {
    const bag = conceptOf('bag');
    for (const word of ['bags', 'zak', 'zakken', 'beutel', 'sac', 'sacs', 'stofzuigerzakken'])
      expect(conceptOf(word), word).toBe(bag);
    expect(conceptOf('schlauche')).toBe(conceptOf('tuyaux'));
    expect(conceptOf('filtre')).toBe(conceptOf('filter'));
    expect(isGeneric('stofzuiger')).toBe(true);
    expect(isGeneric('nilfisk')).toBe(false);
  });
});

describe('query words', () => {
  it('tolerate one typo from four characters and two from eight; numbers none', () => {
    expect(allowedEdits('nt')).toBe(false);
    expect(allowedEdits('atix')).toBe(1);
    expect(allowedEdits('kaercher')).toBe(2);
    expect(allowedEdits('attix30')).toBe(false);
  });

  it('split Dutch and German compounds against the vocabulary', () => {
    expect(splitCompound('stofzuigerzakken', vocabulary)).toEqual(['stofzuiger', 'zakken']);
    expect(splitCompound('staubsaugerbeutel', vocabulary)).toEqual(['staubsauger', 'beutel']);
    expect(splitCompound('nilfiskzakken', vocabulary)).toEqual(['nilfisk', 'zakken']);
    expect(splitCompound('nilfiskattix', vocabulary)).toEqual(['nilfisk', 'attix']);
    expect(splitCompound('qwertyuiop', vocabulary)).toBeNull();
  });

  it('split a compound with a typo in one part around it', () => {
    expect(splitAroundTypo('stofzuigerzakkennilfsk', vocabulary)).toEqual([
      'stofzuigerzakken',
      'nilfsk',
    ]);
    expect(splitAroundTypo('nilfskzakken', vocabulary)).toEqual(['nilfsk', 'zakken']);
    expect(splitAroundTypo('nilfiskzakkenatix', vocabulary)).toEqual(['nilfisk', 'zakken', 'atix']);
    // Too little is left to be a word with a typo.
    expect(splitAroundTypo('nilfiskab', vocabulary)).toBeNull();
    const lookedUp = JSON.stringify(parseQuery('stofzuigerzakkennilfsk', vocabulary)?.query);
    expect(lookedUp).toContain('"nilfsk"');
  });

  it('find the singular the vocabulary knows', () => {
    expect(singular('filters', vocabulary)).toBe('filter');
    expect(singular('zakken', vocabulary)).toBe('zak');
    expect(singular('attixes', vocabulary)).toBe('attix');
    expect(singular('sacs', vocabulary)).toBe('sac');
    expect(singular('nilfisk', vocabulary)).toBe('nilfisk');
  });

  it('tell a word of what kind of product, typed, misspelt or unfinished, from a brand or model', () => {
    const bag = conceptOf('bag');
    expect(shopMeaning('stofzuigerzakken', vocabulary)).toEqual([bag]);
    expect(shopMeaning('staubsaugerbeutel', vocabulary)).toEqual([bag]);
    expect(shopMeaning('papierzakken', vocabulary)).toEqual([conceptOf('papier'), bag]);
    expect(shopMeaning('stofzakkn', vocabulary)).toEqual([bag]);
    expect(shopMeaning('stofzuiger', vocabulary)).toEqual([]);
    // Unfinished, a generic word may be on its way to a bag, and so is the machine named alone
    // ("vacu…"); finished, it says nothing.
    expect(shopMeaning('staubsaug', vocabulary, true)).toEqual([bag]);
    expect(shopMeaning('staubsaug', vocabulary)).toEqual([]);
    expect(shopMeaning('vacu', vocabulary, true)).toEqual([bag]);
    expect(shopMeaning('vacuum', vocabulary)).toEqual([]);
    // "zuig…" may be going on to a hose or a nozzle as much as to the machine.
    expect(shopMeaning('zuig', vocabulary, true)).toEqual([]);
    expect(shopMeaning('nilfisk', vocabulary)).toBeNull();
    expect(shopMeaning('nilfsk', vocabulary)).toBeNull();
    // "sta" may be the start of Starmix while the autocomplete types it.
    expect(shopMeaning('sta', vocabulary, true)).toBeNull();
  });

  it('look up brands and models, and make shop words conditions', () => {
    const parsed = parseQuery('Stofzuigerzakken voor Nilfisk Attix 30', vocabulary);
    expect(parsed?.concepts).toEqual([conceptOf('zak')]);
    const lookedUp = JSON.stringify(parsed?.query);
    for (const word of ['nilfisk', 'attix', '30']) expect(lookedUp).toContain(word);
    expect(lookedUp).not.toMatch(/stofzuiger|zakken|voor/);
    expect(parseQuery('hepa filter', vocabulary)).toEqual({
      query: null,
      concepts: [conceptOf('hepa'), conceptOf('filter')],
    });
  });

  it('make nothing of a text of generic words alone', () => {
    expect(parseQuery('stofzuiger voor', vocabulary)).toBeNull();
    expect(parseQuery('', vocabulary)).toBeNull();
  });
});

describe('highlightLabel', () => {
  it('marks words matched as typed, by their concept, or joined', () => {
    const label = 'Synthetische stofzakken voor Nilfisk Attix 30';
    const marks = (matched: string[]) =>
      highlightLabel(label, new Set(matched), vocabulary).map((h) => label.slice(h.start, h.end));
    expect(marks(['nilfisk'])).toEqual(['Nilfisk']);
    expect(marks([conceptOf('bag') ?? ''])).toEqual(['stofzakken']);
    expect(marks(['attix30'])).toEqual(['Attix', '30']);
    expect(marks([])).toEqual([]);
  });
});
