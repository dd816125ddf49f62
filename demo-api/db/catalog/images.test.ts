import { describe, expect, it } from 'vitest';
import { catalog } from './index';
import { productImageSvg } from './images';

describe('product images', () => {
  const families = catalog().families;

  it('are small SVGs with a label, tinted by material', () => {
    for (const family of families) {
      const svg = productImageSvg(family, 'Kärcher NT 35/1 & Co');
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"')).toBe(
        true,
      );
      expect(new TextEncoder().encode(svg).length).toBeLessThan(2048);
      expect(svg).toContain('>Kärcher NT 35/1 &amp; Co</text>');
    }
    // A label longer than the picture is wide is cut with an ellipsis rather than overflowing.
    expect(
      productImageSvg(families[0]!, 'Starmix ISP ARDL-1445 EHP and a very long tail'),
    ).toContain('…</text>');
    const paper = families.find((f) => f.attributes.material === 'paper' && f.category === 'bag');
    const synthetic = families.find(
      (f) => f.attributes.material === 'synthetic' && f.category === 'bag',
    );
    const filter = families.find((f) => f.category === 'filter');
    const addon = families.find((f) => f.category === 'addon');
    const fills = [paper, synthetic, filter, addon].map((f) => (f ? productImageSvg(f, 'x') : ''));
    expect(new Set(fills.map((svg) => /fill="(#[0-9a-f]{6})" stroke/.exec(svg)?.[1])).size).toBe(4);
  });

  it('are the same on every call', () => {
    const family = families[0];
    if (!family) throw new Error('no families');
    expect(productImageSvg(family, 'A')).toBe(productImageSvg(family, 'A'));
  });
});
