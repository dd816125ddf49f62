import { describe, expect, it } from 'vitest';
import { relaxations } from './relax';
import { Vocabulary } from './vocabulary';

const vocabulary = new Vocabulary(['karcher', 'nt251', 'wd', 'henry', 'hoover', 'festool', 'ctl']);

describe('the texts tried when not every word matches', () => {
  it("leave out one word, the last words first, and a model number's variant letters", () => {
    expect(relaxations('Kärcher NT 25/1 Ap', vocabulary)).toEqual([
      'Kärcher NT 25/1',
      'Kärcher 25/1 Ap',
      'NT 25/1 Ap',
    ]);
    expect(relaxations('karcher wd3p', vocabulary)).toEqual(['karcher wd3', 'karcher', 'wd3p']);
  });

  it('keep the numbers and the shop words, and leave no stray punctuation', () => {
    expect(relaxations('henry hoover bags', vocabulary)).toEqual(['henry bags', 'hoover bags']);
    expect(relaxations('attix 99 stofzakken', vocabulary)).toEqual(['99 stofzakken']);
    // A number after the model's is a variant's.
    expect(relaxations('attix 30-21', vocabulary)).toEqual(['attix 30']);
    expect(relaxations('wd 3.300', vocabulary)).toEqual(['wd 3']);
    expect(relaxations('karcher nt 25/1 x', vocabulary)).toEqual([
      'karcher nt 25/1',
      'karcher 25/1 x',
      'nt 25/1 x',
    ]);
    expect(relaxations('c3 cat & dog', vocabulary)).toEqual(['c3 cat', 'c3 dog', 'cat dog']);
  });

  it('leave out two words, never two parts of one word', () => {
    expect(relaxations('festool ctl 26 e ac', vocabulary, 2)).toEqual([
      'festool ctl 26',
      'festool 26 e',
      'festool 26 ac',
      'ctl 26 e',
      'ctl 26 ac',
      '26 e ac',
    ]);
    expect(relaxations('karcher wd3p', vocabulary, 2)).toEqual([]);
    expect(relaxations('karcher wd3p x', vocabulary, 2)).toEqual([
      'karcher wd3',
      'karcher',
      'wd3p',
      'wd3 x',
      'x',
    ]);
  });

  it('try nothing for one word, or for a sentence', () => {
    expect(relaxations('dyson', vocabulary)).toEqual([]);
    expect(relaxations('a b c d e f g h i', vocabulary)).toEqual([]);
  });
});
