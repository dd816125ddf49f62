import { describe, expect, it } from 'vitest';
import { words } from './normalize';
import { splitPackSizes, withoutPackSizeBeingTyped } from './pack-size';

const split = (text: string) => splitPackSizes(words(text));

describe('pack sizes in a query', () => {
  it('are taken out of the words, however the four languages write them', () => {
    expect(split('stofzakken attix 30 10 stuks')).toEqual({
      words: ['stofzakken', 'attix', '30'],
      packSizes: [10],
    });
    for (const text of ['10 Stück', '10st', '10 pcs', '10er', 'pack of 10', 'lot de 10'])
      expect(split(`attix 30 ${text}`).packSizes, text).toEqual([10]);
    expect(split('Packung mit 5 Beutel').packSizes).toEqual([5]);
  });

  it('is the number that opens the text before what the product is', () => {
    expect(split('4 zakken nilfisk')).toEqual({ words: ['zakken', 'nilfisk'], packSizes: [4] });
    expect(split('acheter 10 sacs attix 30').packSizes).toEqual([10]);
    expect(split('10 Beutel Attix 30').packSizes).toEqual([10]);
    // A model's number, a layer count, or a number before a brand is not.
    expect(split('attix 30 zakken').packSizes).toEqual([]);
    expect(split('3 laags zakken').packSizes).toEqual([]);
    expect(split('5 couches').packSizes).toEqual([]);
    expect(split('2000 nilfisk').packSizes).toEqual([]);
  });

  it('leave model numbers alone', () => {
    expect(split('attix 30')).toEqual({ words: ['attix', '30'], packSizes: [] });
    expect(split('VC 150-10 X')).toEqual({ words: ['vc', '150', '10', 'x'], packSizes: [] });
    expect(split('NT 25/1')).toEqual({ words: ['nt', '25', '1'], packSizes: [] });
    expect(split('Automatic X4')).toEqual({ words: ['automatic', 'x4'], packSizes: [] });
  });
});

describe('a pack size being typed', () => {
  it('is the number at the end and the start of a unit', () => {
    expect(withoutPackSizeBeingTyped('attix 30 10')).toBe('attix 30');
    expect(withoutPackSizeBeingTyped('attix 30 10 stu')).toBe('attix 30');
    expect(withoutPackSizeBeingTyped('Beutel Attix 30 5 Stü')).toBe('Beutel Attix 30');
    expect(withoutPackSizeBeingTyped('attix 30 10 zak')).toBeNull();
    expect(withoutPackSizeBeingTyped('attix')).toBeNull();
  });
});
