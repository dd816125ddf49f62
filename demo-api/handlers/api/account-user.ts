/**
 * The logged-in user: GET user/data and GET user/session (the same UserData; the shop reads the
 * session one at start-up), PUT user/data for the editable profile fields.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  UserDataUpdateSchema,
  type Company,
  type UserData,
} from '../../../src/shared/api/contract/account';
import { findCountry } from '../../db/countries';
import { companies, users, type CompanyRecord, type UserRecord } from '../../db/users';
import { apiPath } from '../paths';
import { errorResponse, parseBody, requireUser } from '../http';

export function toCompany(company: CompanyRecord): Company {
  const members = users.all().filter((u) => u.companyId === company.id).length;
  return {
    id: company.id,
    companyName: company.companyName,
    contactFirstname: company.contactFirstname,
    contactLastname: company.contactLastname,
    kvkNumber: company.kvkNumber,
    vatNumber: company.vatNumber,
    country: company.country,
    // A company always has the user asking; the minimum guards records made outside sign-up.
    userCount: Math.max(1, members),
    // Only ever answered to the company's own users (user data, a successful join).
    joinCode: company.joinCode,
  };
}

export function toUserData(user: UserRecord): UserData {
  const company = user.companyId ? companies.byId(user.companyId) : undefined;
  const personName = [user.firstname, user.lastname].filter((part) => part.trim() !== '').join(' ');
  return {
    id: user.id,
    email: user.email,
    salutation: user.salutation,
    firstname: user.firstname,
    lastname: user.lastname,
    name: personName || company?.companyName || user.email,
    accountType: user.accountType,
    company: company ? toCompany(company) : null,
    data: { country: user.country },
    discountPercentage: user.discountPercentage,
    telephone: user.telephone,
  };
}

function getUserData({ request }: { request: Request }): Response {
  const auth = requireUser(request);
  if (!auth.ok) return auth.response;
  return HttpResponse.json(toUserData(auth.user));
}

export const userHandlers: RequestHandler[] = [
  http.get(apiPath('user/data'), getUserData),
  http.get(apiPath('user/session'), getUserData),

  http.put(apiPath('user/data'), async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, UserDataUpdateSchema);
    if (!body.ok) return body.response;
    const { salutation, firstname, lastname, data, telephone } = body.data;
    if (data.country !== null && !findCountry(data.country)) {
      return errorResponse(422, {
        message: 'Some fields are invalid',
        code: 'VALIDATION_ERROR',
        fieldErrors: { 'data.country': 'The shop does not deliver to this country' },
      });
    }
    const updated = users.update(auth.user.id, {
      salutation,
      firstname,
      lastname,
      country: data.country,
      ...(telephone === undefined ? {} : { telephone: telephone?.trim() || null }),
    });
    return HttpResponse.json(toUserData(updated ?? auth.user));
  }),
];
