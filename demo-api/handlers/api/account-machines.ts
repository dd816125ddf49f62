/**
 * "My machines" (docs/api-contract.md): GET/POST machines, PUT/DELETE machines/{id}. A business
 * user works on the company's list, shared with colleagues; an id outside the user's list is a 404,
 * as with addresses, so nobody can probe or change another customer's machines. A model that is
 * not the named brand's, or not in the catalogue, is a 422 on that field; a full list (MAX_MACHINES)
 * a 422 with code MACHINE_LIMIT.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  MachineInputSchema,
  MachineLabelsSchema,
  MAX_MACHINES,
  type Machine,
} from '../../../src/shared/api/contract/machines';
import { ownerOf } from '../../db/addresses';
import { catalog } from '../../db/catalog/index';
import { machines, type MachineRecord } from '../../db/machines';
import { apiPath } from '../paths';
import { errorResponse, notFound, parseBody, requireUser } from '../http';

/** The answer's form, with the catalogue's names and slugs; null when the model left it. */
function toMachine(record: MachineRecord): Machine | null {
  const { brandById, typeById } = catalog();
  const brand = brandById.get(record.brandId);
  const type = typeById.get(record.typeId);
  if (!brand || !type) return null;
  return {
    id: record.id,
    brand: { id: brand.id, name: brand.name, url: brand.url },
    type: { id: type.id, name: type.name, url: type.url },
    name: record.name,
    site: record.site,
  };
}

const invalid = (fieldErrors: Record<string, string>): Response =>
  errorResponse(422, { message: 'Some fields are invalid', code: 'VALIDATION_ERROR', fieldErrors });

const idOf = (params: Record<string, string | readonly string[] | undefined>): string =>
  String(params.id ?? '');

export const machineHandlers: RequestHandler[] = [
  http.get(apiPath('machines'), ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    // A model that left the catalogue is skipped rather than failing the list.
    const list = machines.list(ownerOf(auth.user)).flatMap((r) => toMachine(r) ?? []);
    return HttpResponse.json(list);
  }),

  http.post(apiPath('machines'), async ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, MachineInputSchema);
    if (!body.ok) return body.response;
    const { brandById, typeById } = catalog();
    if (!brandById.has(body.data.brandId)) return invalid({ brandId: 'No such brand' });
    if (typeById.get(body.data.typeId)?.brandId !== body.data.brandId)
      return invalid({ typeId: 'No such model of this brand' });
    const owner = ownerOf(auth.user);
    if (machines.count(owner) >= MAX_MACHINES) {
      return errorResponse(422, {
        message: `At most ${MAX_MACHINES} machines can be kept`,
        code: 'MACHINE_LIMIT',
      });
    }
    return HttpResponse.json(toMachine(machines.create(owner, body.data)), { status: 201 });
  }),

  http.put(apiPath('machines/:id'), async ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const owner = ownerOf(auth.user);
    if (!machines.list(owner).some((r) => r.id === idOf(params))) return notFound('Machine');
    const body = await parseBody(request, MachineLabelsSchema);
    if (!body.ok) return body.response;
    const updated = machines.relabel(owner, idOf(params), body.data);
    const machine = updated && toMachine(updated);
    return machine ? HttpResponse.json(machine) : notFound('Machine');
  }),

  http.delete(apiPath('machines/:id'), ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    if (!machines.remove(ownerOf(auth.user), idOf(params))) return notFound('Machine');
    return new HttpResponse(null, { status: 204 });
  }),
];
