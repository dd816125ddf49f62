/** The shop's one API client, configured from the environment. */
import { getEnv } from '../config/env';
import { createApiClient } from './client';
import { getRequestContext } from './request-context';

export const api = createApiClient({ baseUrl: getEnv().apiUrl, getContext: getRequestContext });
