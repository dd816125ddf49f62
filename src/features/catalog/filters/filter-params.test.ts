import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterQuery,
  noFilters,
  readFilters,
  withFilters,
} from './filter-params';

const read = (search: string) => readFilters(new URLSearchParams(search));

describe('the filters in the URL', () => {
  it('reads each filter, in one order, ignoring what is not a value', () => {
    expect(
      read(
        'type=filter&type=bag&type=vacuum&material=synthetic&material=addon&layers=5&layers=x' +
          '&pack=25&pack=10&pack=10&pack=0&pack=-1&stock=1&sale=yes&fits=1',
      ),
    ).toEqual({
      types: ['bag', 'filter'],
      materials: ['synthetic'],
      layers: [5],
      packSizes: [10, 25],
      inStock: true,
      sale: false,
      fits: true,
    });
    expect(read('')).toEqual(noFilters);
    expect(read('fits=yes').fits).toBe(false);
  });

  it('counts the finder’s ?category= as the product type, unless types are given', () => {
    expect(read('category=filter').types).toEqual(['filter']);
    expect(read('category=filter&type=addon').types).toEqual(['addon']);
    expect(read('category=nonsense').types).toEqual([]);
  });

  it('writes them back beside the other parameters, and reads the same', () => {
    const filters = {
      ...noFilters,
      types: ['bag' as const, 'addon' as const],
      packSizes: [5],
      inStock: true,
      fits: true,
    };
    const search = withFilters(new URLSearchParams('q=attix&sort=price-asc&pack=25'), filters);
    expect(search.toString()).toBe(
      'q=attix&sort=price-asc&type=bag&type=addon&pack=5&stock=1&fits=1',
    );
    expect(readFilters(search)).toEqual(filters);
    expect(withFilters(search, noFilters).toString()).toBe('q=attix&sort=price-asc');
  });

  it('keeps ?category= while it is the one type chosen, and drops it otherwise', () => {
    const start = new URLSearchParams('category=bag');
    expect(withFilters(start, { ...read('category=bag'), inStock: true }).toString()).toBe(
      'category=bag&stock=1',
    );
    expect(withFilters(start, { ...noFilters, types: ['bag', 'filter'] }).toString()).toBe(
      'type=bag&type=filter',
    );
    expect(withFilters(start, noFilters).toString()).toBe('');
  });
});

describe('the filters in the search', () => {
  it('sends one type as category and several as categories; nothing when nothing is chosen', () => {
    expect(filterQuery(noFilters)).toEqual({});
    expect(filterQuery({ ...noFilters, types: ['bag'] })).toEqual({ category: 'bag' });
    expect(
      filterQuery({
        types: ['bag', 'filter'],
        materials: ['paper'],
        layers: [3],
        packSizes: [5],
        inStock: true,
        sale: true,
        fits: true,
      }),
    ).toEqual({
      categories: ['bag', 'filter'],
      materials: ['paper'],
      layers: [3],
      packSizes: [5],
      inStock: true,
      sale: true,
      fitsMachines: true,
    });
  });

  it('counts the choices for the "Filters (n)" button', () => {
    expect(activeFilterCount(read('type=bag&type=filter&stock=1&sale=1&pack=5&fits=1'))).toBe(6);
    expect(activeFilterCount(noFilters)).toBe(0);
  });
});
