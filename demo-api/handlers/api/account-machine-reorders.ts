/**
 * GET machines/reorders (docs/api-contract.md, "My machines"): for each of the user's machines, the
 * products ordered before that fit its model, from the orders the user may see (a business's are
 * the company's), each with the pack and amount of its most recent order line
 * (docs/decisions/0079-reorder-per-machine.md). Only the user's own list is answered, so nobody
 * learns of another customer's machines or orders.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type {
  MachineReorderLine,
  MachineReorders,
} from '../../../src/shared/api/contract/machines';
import type { Locale } from '../../../src/shared/api/contract/common';
import { ownerOf } from '../../db/addresses';
import { catalog } from '../../db/catalog/index';
import { machines } from '../../db/machines';
import { orders, type OrderRecord } from '../../db/orders';
import type { UserRecord } from '../../db/users';
import { apiPath } from '../paths';
import { requireUser, shopContext } from '../http';

/** The lines per model (type id), each family once: the newest order's line of it. */
function lastLinesByModel(
  history: OrderRecord[],
  locale: Locale,
): Map<string, MachineReorderLine[]> {
  const { familyById, packagingById } = catalog();
  const byModel = new Map<string, MachineReorderLine[]>();
  const seen = new Set<string>();
  // visibleTo answers newest first, so the first line of a family is its last order.
  for (const order of history) {
    // A cancelled order was never delivered: it says nothing about the bag a machine takes.
    if (order.status === 'cancelled') continue;
    for (const line of order.lines) {
      // A family that left the catalogue no longer says which models it fits: it is left out.
      const family = familyById.get(line.familyId);
      if (!family) continue;
      for (const typeId of family.typeIds) {
        const key = `${typeId}|${family.id}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const lines = byModel.get(typeId) ?? [];
        lines.push({
          familyId: family.id,
          productId: line.productId,
          slug: family.slug,
          name: family.names[locale],
          brandName: line.brandName,
          packagingAmount: line.packagingAmount,
          amount: line.amount,
          orderNumber: order.orderNumber,
          orderedOn: order.orderedOn,
          available: packagingById.has(line.productId),
        });
        byModel.set(typeId, lines);
      }
    }
  }
  return byModel;
}

export function machineReorders(user: UserRecord, locale: Locale): MachineReorders {
  const byModel = lastLinesByModel(orders.visibleTo(user), locale);
  const { typeById } = catalog();
  // As in GET machines, a machine whose model left the catalogue is not in the list.
  return machines
    .list(ownerOf(user))
    .filter((machine) => typeById.has(machine.typeId))
    .map((machine) => ({ machineId: machine.id, lines: byModel.get(machine.typeId) ?? [] }));
}

export const machineReorderHandlers: RequestHandler[] = [
  http.get(apiPath('machines/reorders'), ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    return HttpResponse.json(machineReorders(auth.user, shopContext(request).locale), {
      headers: { 'Cache-Control': 'private, no-store' },
    });
  }),
];
