import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { brandsQueryOptions } from '../api/get-brands';
import { loadResultsTarget } from './results-target';

describe('loadResultsTarget', () => {
  it('survives a component letting go of the brand list mid-fetch (a language switch)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A component's observer starts the fetch with its abort signal, as useResultsTarget does.
    const observer = new QueryObserver(queryClient, brandsQueryOptions('nl'));
    const unsubscribe = observer.subscribe(() => undefined);
    const loading = loadResultsTarget(queryClient, 'nl', 'nilfisk');
    // The last observer goes while the loader waits: react-query cancels that fetch.
    unsubscribe();
    await expect(loading).resolves.toMatchObject({ kind: 'brand', brand: { url: 'nilfisk' } });
  });
});
