import { useCallback, useMemo } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { readFilters, withFilters, type ResultsFilters } from './filter-params';

/**
 * The filters as chosen and a way to choose: a choice is a new URL (a history entry, so the
 * back button undoes it; the scroll position stays). While the router is still on its way to that
 * URL, the checkboxes already show it, so a tap never looks ignored.
 */
export function useFilterChoice(current: ResultsFilters) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const pendingSearch =
    navigation.location?.pathname === pathname ? navigation.location.search : null;
  const filters = useMemo(
    () => (pendingSearch === null ? current : readFilters(new URLSearchParams(pendingSearch))),
    [pendingSearch, current],
  );
  const choose = useCallback(
    (next: ResultsFilters) =>
      setSearchParams(withFilters(searchParams, next), { preventScrollReset: true }),
    [searchParams, setSearchParams],
  );
  return { filters, choose };
}
