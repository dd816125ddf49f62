/**
 * Favourites (docs/api-contract.md): GET favorites lists the marked product families as ProductResults
 * (priced for the asking buyer, in the request's language); PUT and DELETE favorites/{familyId}
 * mark and unmark one, idempotently (204). An unknown family is a 404.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import type { FavoriteList } from '../../../src/shared/api/contract/favorites';
import { findFamily } from '../../db/catalog/index';
import { familyResult } from '../../db/catalog/product-result';
import { favorites } from '../../db/favorites';
import { buyerFromRequest } from '../buyer';
import { apiPath } from '../paths';
import { notFound, requireUser, shopContext } from '../http';

const noContent = (): Response => new HttpResponse(null, { status: 204 });

export const favoriteHandlers: RequestHandler[] = [
  http.get(apiPath('favorites'), ({ request }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const view = { buyer: buyerFromRequest(request), locale: shopContext(request).locale };
    // Newest first; a family that left the catalogue is skipped rather than failing the list.
    const body: FavoriteList = favorites
      .list(auth.user.id)
      .reverse()
      .flatMap((id) => {
        const family = findFamily(id);
        return family ? [familyResult(family, view)] : [];
      });
    return HttpResponse.json(body);
  }),

  http.put(apiPath('favorites/:productId'), ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    // Only family ids: the slug lookup of findFamily would store a second id for the same family.
    const family = findFamily(String(params.productId));
    if (!family || family.id !== params.productId) return notFound('Product');
    favorites.add(auth.user.id, family.id);
    return noContent();
  }),

  http.delete(apiPath('favorites/:productId'), ({ request, params }) => {
    const auth = requireUser(request);
    if (!auth.ok) return auth.response;
    const family = findFamily(String(params.productId));
    if (!family || family.id !== params.productId) return notFound('Product');
    favorites.remove(auth.user.id, family.id);
    return noContent();
  }),
];
