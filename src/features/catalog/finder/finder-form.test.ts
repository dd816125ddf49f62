import { describe, expect, it } from 'vitest';
import { finderFormTarget } from './finder-form';

const target = (query: string) => {
  const found = finderFormTarget(new URLSearchParams(query));
  return found && { segments: found.segments, search: found.search.toString() };
};

describe('finderFormTarget', () => {
  it('sends a brand alone to the brand, keeping the category', () => {
    expect(target('category=bag&brand=nilfisk')).toEqual({
      segments: ['nilfisk'],
      search: 'category=bag',
    });
  });

  it('sends a brand and model to the model', () => {
    expect(target('category=filter&brand=nilfisk&model=attix-30')).toEqual({
      segments: ['nilfisk', 'attix-30'],
      search: 'category=filter',
    });
  });

  it('drops an empty model, and a model without a brand', () => {
    expect(target('brand=nilfisk&model=')).toEqual({ segments: ['nilfisk'], search: '' });
    expect(target('brand=&model=attix-30&category=bag')).toEqual({
      segments: [],
      search: 'category=bag',
    });
  });

  it('is not the finder without a brand parameter', () => {
    expect(target('q=attix&sort=name-asc')).toBeNull();
  });
});
