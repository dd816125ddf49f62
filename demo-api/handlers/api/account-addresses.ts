/**
 * Delivery addresses (requirements §9.5, §14.1): GET/POST addresses, PUT/DELETE addresses/{id}. A business user
 * works on the company's list, shared with colleagues; an id outside the user's list is a 404,
 * so nobody can probe or change another customer's addresses.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { AddressInputSchema, type AddressInput } from '../../../src/shared/api/contract/account';
import { addresses, ownerOf } from '../../db/addresses';
import { findCountry } from '../../db/countries';
import { apiPath } from '../paths';
import { errorResponse, notFound, parseBody, requireUser } from '../http';

/** Parses the address and checks that the shop delivers to its country (422 otherwise). */
async function readAddress(
  request: Request,
): Promise<{ ok: true; data: AddressInput } | { ok: false; response: Response }> {
  const body = await parseBody(request, AddressInputSchema);
  if (!body.ok) return body;
  if (findCountry(body.data.country)) return body;
  return {
    ok: false,
    response: errorResponse(422, {
      message: 'Some fields are invalid',
      code: 'VALIDATION_ERROR',
      fieldErrors: { country: 'The shop does not deliver to this country' },
    }),
  };
}

const idOf = (params: Record<string, string | readonly string[] | undefined>): string =>
  String(params.id ?? '');

export const addressHandlers: RequestHandler[] = [
  http.get(apiPath('addresses'), ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    return HttpResponse.json(addresses.list(ownerOf(auth.user)));
  }),

  http.post(apiPath('addresses'), async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const input = await readAddress(request);
    if (!input.ok) return input.response;
    return HttpResponse.json(addresses.create(ownerOf(auth.user), input.data), { status: 201 });
  }),

  http.put(apiPath('addresses/:id'), async ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const owner = ownerOf(auth.user);
    if (!addresses.find(owner, idOf(params))) return notFound('Address');
    const input = await readAddress(request);
    if (!input.ok) return input.response;
    const updated = addresses.update(owner, idOf(params), input.data);
    return updated ? HttpResponse.json(updated) : notFound('Address');
  }),

  http.delete(apiPath('addresses/:id'), ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    if (!addresses.remove(ownerOf(auth.user), idOf(params))) return notFound('Address');
    return new HttpResponse(null, { status: 204 });
  }),
];
