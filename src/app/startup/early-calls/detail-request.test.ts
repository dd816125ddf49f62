import { describe, expect, it } from 'vitest';
import { detailRequestFor, familyImageOf } from './detail-request';

describe('the product page early request', () => {
  it('asks for the slug after /{lang}/detail/ as one encoded value, as the client does', () => {
    expect(detailRequestFor('/nl/detail/nilfisk/attix-30/synthetic-dust-bags-5-layer')).toEqual({
      language: 'nl',
      path: 'products/nilfisk%2Fattix-30%2Fsynthetic-dust-bags-5-layer',
    });
    expect(detailRequestFor('/de/detail/k%C3%A4rcher/nt-22')?.path).toBe(
      'products/k%C3%A4rcher%2Fnt-22',
    );
  });

  it('asks for nothing on other pages or a broken path', () => {
    for (const path of [
      '/nl',
      '/nl/results/nilfisk',
      '/nl/detail',
      '/nl/detail/',
      '/nl/detail/%E0%A4%A',
    ])
      expect(detailRequestFor(path)).toBeNull();
  });

  it('takes the family picture only when it is an http(s) URL', () => {
    expect(familyImageOf({ productFamily: { image: '/api/images/a.svg' } })).toBe(
      new URL('/api/images/a.svg', location.href).href,
    );
    expect(familyImageOf({ productFamily: { image: 'javascript:alert(1)' } })).toBeUndefined();
    for (const answer of [null, 'text', {}, { productFamily: { image: 42 } }])
      expect(familyImageOf(answer)).toBeUndefined();
  });
});
