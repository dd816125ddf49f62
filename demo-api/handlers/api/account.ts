/**
 * The account area of the API: user data, password, addresses, favourites, machines and joining a company.
 * Every call needs a logged-in user (requireUser: 401 without a valid token).
 */
import type { RequestHandler } from 'msw';
import { addressHandlers } from './account-addresses';
import { companyHandlers } from './account-company';
import { favoriteHandlers } from './account-favorites';
import { machineHandlers } from './account-machines';
import { machineReorderHandlers } from './account-machine-reorders';
import { passwordHandlers } from './account-password';
import { userHandlers } from './account-user';

export const accountHandlers: RequestHandler[] = [
  ...userHandlers,
  ...passwordHandlers,
  ...addressHandlers,
  ...favoriteHandlers,
  ...machineReorderHandlers,
  ...machineHandlers,
  ...companyHandlers,
];
