/**
 * POST company/join: a user becomes one more user of an existing company account by giving its
 * Chamber of Commerce number and the join code the company shares with its staff.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CompanyJoinRequestSchema } from '../../../src/shared/api/contract/account';
import { joinCodeMatches } from '../../auth/company-rules';
import { addresses, ownerOf } from '../../db/addresses';
import { machines } from '../../db/machines';
import { companies, users } from '../../db/users';
import { checkAttempt, JOIN_PER_CLIENT, JOIN_PER_USER } from '../../throttle/attempt-limits';
import { clientKey } from '../../throttle/client-key';
import { apiTooManyAttempts } from '../../throttle/refusals';
import { apiPath } from '../paths';
import { errorResponse, parseBody, requireUser } from '../http';
import { toCompany } from './account-user';

export const companyHandlers: RequestHandler[] = [
  http.post(apiPath('company/join'), async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, CompanyJoinRequestSchema);
    if (!body.ok) return body.response;

    const user = auth.user;
    // Before the code is compared: past the limit even the right code is refused.
    const attempt = checkAttempt([
      { limit: JOIN_PER_CLIENT, key: clientKey(request) },
      { limit: JOIN_PER_USER, key: user.id },
    ]);
    if (attempt.refused) return apiTooManyAttempts(attempt.retryAfterSeconds);
    const company = companies.byKvk(body.data.kvkNumber);
    // One message for both fields: telling which one is wrong would help guessing join codes.
    if (!company || !joinCodeMatches(company, body.data.joinCode)) {
      attempt.count();
      const message = 'This Chamber of Commerce number and join code do not belong together';
      return errorResponse(422, {
        message,
        code: 'COMPANY_JOIN_REJECTED',
        fieldErrors: { kvkNumber: message, joinCode: message },
      });
    }
    if (user.companyId === company.id) return HttpResponse.json(toCompany(company));
    if (user.companyId !== null) {
      return errorResponse(409, {
        message: 'This account already belongs to another company',
        code: 'ALREADY_IN_COMPANY',
      });
    }

    // The user's own addresses and machines move along, so joining never loses a delivery
    // address or a machine (docs/decisions/0079-reorder-per-machine.md).
    const joined = { accountType: 'business', companyId: company.id } as const;
    addresses.transfer(ownerOf(user), ownerOf({ ...user, ...joined }));
    machines.transfer(ownerOf(user), ownerOf({ ...user, ...joined }));
    users.update(user.id, joined);
    return HttpResponse.json(toCompany(company));
  }),
];
