/** The shop's one API client. Its base URL comes from the validated environment, loaded with the contract. */
import { createApiClient } from './client';
import { getRequestContext } from './request-context';

export const api = createApiClient({
  baseUrl: async () => (await import('../config/env')).getEnv().apiUrl,
  getContext: getRequestContext,
});
