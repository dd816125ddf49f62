import { describe, expect, it } from 'vitest';
import { modelTerms, namesModel } from './model-terms';
import { foldWord, letterDigitParts, placedWords } from './normalize';

describe('foldWord', () => {
  it('makes ä, a and ae one letter, drops accents and case', () => {
    expect(foldWord('Kärcher')).toBe('karcher');
    expect(foldWord('KAERCHER')).toBe('karcher');
    expect(foldWord('Karcher')).toBe('karcher');
    expect(foldWord('synthétique')).toBe(foldWord('synthetique'));
    expect(foldWord('Électrolux')).toBe('electrolux');
    expect(foldWord('Schläuche')).toBe(foldWord('Schlaeuche'));
    expect(foldWord('Düse')).toBe(foldWord('duese'));
    expect(foldWord('Straße')).toBe('strasse');
  });
});

describe('placedWords', () => {
  it('splits on anything but letters and digits and keeps where each word stands', () => {
    expect(placedWords('Kärcher NT 25/1, 32 mm')).toEqual([
      { word: 'karcher', start: 0, end: 7 },
      { word: 'nt', start: 8, end: 10 },
      { word: '25', start: 11, end: 13 },
      { word: '1', start: 14, end: 15 },
      { word: '32', start: 17, end: 19 },
      { word: 'mm', start: 20, end: 22 },
    ]);
  });

  it("drops a French elision's letter, whichever apostrophe was typed, and keeps a lone letter", () => {
    const folded = (text: string) => placedWords(text).map((w) => w.word);
    expect(folded("sacs d'aspirateur")).toEqual(['sacs', 'aspirateur']);
    expect(folded('L’aspirateur qu’il faut')).toEqual(['aspirateur', 'il', 'faut']);
    expect(folded("Flexible d'aspiration")).toEqual(['flexible', 'aspiration']);
    expect(folded('vc 2012 l')).toEqual(['vc', '2012', 'l']);
    expect(folded("sacs d'")).toEqual(['sacs']);
    expect(folded("d' attix")).toEqual(['d', 'attix']);
  });

  it('splits a word where letters and digits meet', () => {
    expect(letterDigitParts('vc2012l')).toEqual(['vc', '2012', 'l']);
    expect(letterDigitParts('attix')).toEqual(['attix']);
  });
});

describe('modelTerms', () => {
  it('indexes a model number spaced, joined and punctuated alike', () => {
    const nt = modelTerms('NT 25/1');
    for (const term of ['nt', '25', '1', 'nt25', 'nt251', '251']) expect(nt.terms).toContain(term);
    expect(modelTerms('Attix 30').terms).toEqual(
      expect.arrayContaining(['attix', '30', 'attix30']),
    );
    expect(modelTerms('VC2012L').terms).toEqual(
      expect.arrayContaining(['vc2012l', 'vc', '2012', 'l', 'vc2012']),
    );
  });

  it('knows its series: the first word of two letters or more', () => {
    expect(modelTerms('Attix 30').series).toBe('attix');
    expect(modelTerms('T 7/1').series).toBeNull();
    expect(modelTerms('Kobold VK130').series).toBe('kobold');
  });

  it('is named exactly by its first number with a letter, or a run that holds the number', () => {
    const nt = modelTerms('NT 25/1');
    expect(namesModel(nt, new Set(['nt', '25']))).toBe(true);
    expect(namesModel(nt, new Set(['nt25']))).toBe(true);
    expect(namesModel(nt, new Set(['nt', '1']))).toBe(false);
    expect(namesModel(nt, new Set(['25']))).toBe(false);
    expect(namesModel(modelTerms('Evac Pro'), new Set(['evac', 'pro']))).toBe(true);
    expect(namesModel(modelTerms('Evac Pro'), new Set(['evac']))).toBe(false);
  });
});
