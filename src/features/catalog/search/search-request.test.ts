import { describe, expect, it } from 'vitest';
import { readResultsParams } from './search-params';
import { buildSearchQuery } from './search-request';

const all = { kind: 'all' } as const;
const params = (search: string) => readResultsParams(new URLSearchParams(search));

describe('buildSearchQuery with the shopper’s machines', () => {
  it('sends the machines’ models in one order, and the "fits" switch with them', () => {
    const query = buildSearchQuery(all, params('q=zakken&fits=1'), ['t-b', 't-a', 't-b']);
    expect(query).toMatchObject({
      query: 'zakken',
      machineTypeIds: ['t-a', 't-b'],
      fitsMachines: true,
    });
    expect(buildSearchQuery(all, params('q=zakken'), ['t-b', 't-a'])).toEqual(
      buildSearchQuery(all, params('q=zakken'), ['t-a', 't-b']),
    );
    expect(buildSearchQuery(all, params('q=zakken'), ['t-a']).fitsMachines).toBeUndefined();
  });

  it('leaves both out without machines, also when a link says fits=1', () => {
    const query = buildSearchQuery(all, params('q=zakken&fits=1'));
    expect(query).not.toHaveProperty('machineTypeIds');
    expect(query).not.toHaveProperty('fitsMachines');
    expect(query).toEqual(buildSearchQuery(all, params('q=zakken'), []));
  });
});

describe('readResultsParams', () => {
  it('reads a pasted text without its invisible characters', () => {
    expect(params('q=%E2%80%8B').text).toBeNull();
    expect(params('q=%20%C2%A0%20').text).toBeNull();
    expect(params('q=attix%C2%AD30%20zakken%E2%80%8B').text).toBe('attix30 zakken');
  });
});
