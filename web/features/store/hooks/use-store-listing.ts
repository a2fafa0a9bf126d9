import { useQuery, useQueryClient } from '@tanstack/react-query';
import { storePanelsQueryOptions, storeSummaryQueryOptions } from '../api/get-store-panels';

/**
 * The page of panels and the filter's summary (count, neighbourhoods, the map's panels, period
 * discounts). The summary depends on the filters only, so it comes with the first page of a new
 * filter and is left out (summary=0) when only the page changes: each request is one HTTP call
 * and one SQL statement, and a page change costs the same whatever the size of the catalogue.
 */
export function useStoreListing(search: string, neighborhood: string, page: number) {
  const qc = useQueryClient();
  const listing = useQuery(storePanelsQueryOptions(qc, search, neighborhood, page));
  // Usually filled by the listing above; fetches by itself only when the listing did not bring it.
  const summary = useQuery({ ...storeSummaryQueryOptions(search, neighborhood), enabled: !listing.isFetching });
  return { listing, summary };
}
