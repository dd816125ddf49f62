import type { LoaderFunctionArgs } from 'react-router';
import { failRouteCheck } from '../errors/route-errors';
import { BrandListPlaceholder } from '@/features/catalog/components/brand-list-placeholder';

/** Sections `/{lang}/home/:id` may point at; anything else fails the route check (404). */
const homeSections = ['search', 'all-offers', 'new', 'top-offers', 'country'];

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id !== undefined && !homeSections.includes(params.id)) failRouteCheck();
  return null;
}

export function Component() {
  return <BrandListPlaceholder />;
}
