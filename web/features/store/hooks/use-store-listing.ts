import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchStorePanels, storeKeys } from '../api/store-api';

/**
 * The page of panels and the map's panels. The map depends on the filters only, so it is asked
 * for (map=1) with the first page of a new filter and left out (map=0) when only the page
 * changes: each request is one HTTP call and one SQL statement, and paging stays small.
 */
export function useStoreListing(search: string, neighborhood: string, page: number) {
  const qc = useQueryClient();
  const mapKey = storeKeys.map(search, neighborhood);

  const listing = useQuery({
    queryKey: storeKeys.panels(search, neighborhood, page),
    queryFn: async ({ signal }) => {
      const needMap = qc.getQueryData(mapKey) === undefined;
      const res = await fetchStorePanels({ search, neighborhood, page, map: needMap }, signal);
      if (res.map) qc.setQueryData(mapKey, res.map);
      return res;
    },
    placeholderData: keepPreviousData,
  });

  // Usually filled by the listing above; fetches by itself only if the listing did not bring it.
  const map = useQuery({
    queryKey: mapKey,
    queryFn: async ({ signal }) =>
      (await fetchStorePanels({ search, neighborhood, page: 1, map: true }, signal)).map ?? [],
    enabled: !listing.isFetching,
    placeholderData: keepPreviousData,
  });

  return { listing, map };
}
