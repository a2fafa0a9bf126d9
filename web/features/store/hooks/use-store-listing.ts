import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreSummary } from '../../../../domain/schemas/store';
import { fetchStorePanels, storeKeys } from '../api/store-api';

/**
 * The page of panels and the filter's summary (count, neighbourhoods, the map's panels, period
 * discounts). The summary depends on the filters only, so it comes with the first page of a new
 * filter and is left out (summary=0) when only the page changes: each request is one HTTP call
 * and one SQL statement, and a page change costs the same whatever the size of the catalogue.
 */
export function useStoreListing(search: string, neighborhood: string, page: number) {
  const qc = useQueryClient();
  const summaryKey = storeKeys.summary(search, neighborhood);

  const listing = useQuery({
    queryKey: storeKeys.panels(search, neighborhood, page),
    queryFn: async ({ signal }) => {
      const needSummary = qc.getQueryData(summaryKey) === undefined;
      const res = await fetchStorePanels({ search, neighborhood, page, summary: needSummary }, signal);
      if (res.summary) qc.setQueryData<StoreSummary>(summaryKey, res.summary);
      return res;
    },
    placeholderData: keepPreviousData,
  });

  // Usually filled by the listing above; fetches by itself only when the listing did not bring it
  // (or after a live event made it stale).
  const summary = useQuery({
    queryKey: summaryKey,
    queryFn: async ({ signal }) =>
      (await fetchStorePanels({ search, neighborhood, page: 1, summary: true }, signal)).summary!,
    enabled: !listing.isFetching,
    placeholderData: keepPreviousData,
  });

  return { listing, summary };
}
