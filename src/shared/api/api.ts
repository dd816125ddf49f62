/** The shop's one API client. Its base URL comes from the validated environment, loaded with the contract. */
import { createApiClient } from './client';

export const api = createApiClient({
  baseUrl: async () => (await import('../config/env')).getEnv().apiUrl,
});

// The first page's data needs the contract; start fetching it now, alongside the page's own code,
// instead of after it (it stays out of the first-paint bundle either way).
void import('./contract/endpoints');
void import('../config/env');
