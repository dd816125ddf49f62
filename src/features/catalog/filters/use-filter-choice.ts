import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { readFilters, withFilters, type ResultsFilters } from './filter-params';

/**
 * The filters as chosen and a way to choose: a choice is a new URL (a history entry, so the
 * back button undoes it; the scroll position stays). Until the URL says it, the checkboxes already
 * show the choice, so a tap never looks ignored: the router renders its navigation in a React
 * transition, after the tap's event, and a controlled checkbox would spring back until then. The
 * choice held here counts only while the page is still at the URL it was made on; once the URL
 * moves (to the choice, or back), the URL is the truth again.
 */
export function useFilterChoice(current: ResultsFilters) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const navigation = useNavigation();
  const [chosen, setChosen] = useState<{ at: string; filters: ResultsFilters } | null>(null);
  const pendingSearch =
    navigation.location?.pathname === location.pathname ? navigation.location.search : null;
  // Dropped at the first render at another URL: back at this one later, it would be stale.
  if (chosen !== null && chosen.at !== location.key) setChosen(null);
  const waiting = chosen?.at === location.key ? chosen.filters : null;
  const filters = useMemo(
    () =>
      waiting ??
      (pendingSearch === null ? current : readFilters(new URLSearchParams(pendingSearch))),
    [waiting, pendingSearch, current],
  );
  const choose = useCallback(
    (next: ResultsFilters) => {
      setChosen({ at: location.key, filters: next });
      setSearchParams(withFilters(searchParams, next), { preventScrollReset: true });
    },
    [location.key, searchParams, setSearchParams],
  );
  return { filters, choose };
}
