import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { brandsQueryOptions } from '../api/get-brands';
import { loadResultsTarget } from './results-target';

const dutch = { locale: 'nl', accountType: 'personal', countryId: null } as const;

describe('loadResultsTarget', () => {
  it('survives a component letting go of the brand list mid-fetch', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A component's observer starts the fetch with its abort signal, as useResultsTarget does.
    const observer = new QueryObserver(queryClient, brandsQueryOptions(dutch));
    const unsubscribe = observer.subscribe(() => undefined);
    const loading = loadResultsTarget(queryClient, dutch, 'nilfisk');
    // The last observer goes while the loader waits: react-query cancels that fetch.
    unsubscribe();
    await expect(loading).resolves.toMatchObject({ kind: 'brand', brand: { url: 'nilfisk' } });
  });
});
