import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { storeSummaryQueryOptions } from '../api/get-store-panels';
import { getStorePanel } from '../api/get-store-panel';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { STORE_DEFAULT_NEIGHBORHOOD } from '../../../../domain/prerender';
import type { StoreSummary } from '../../../../domain/schemas/store';
import { useStoreListing } from '../hooks/use-store-listing';
import { totalPagesOf } from '../pagination-window';
import { PanelCard } from './panel-card';
import { PanelTable } from './panel-table';
import { ALL_NEIGHBORHOODS, StoreFilters, type StoreView } from './store-filters';
import { StoreMapSection } from './store-map-section';
import { StorePagination } from './store-pagination';
import { StoreEmpty, StoreError, StoreNoMatch, StoreSkeleton } from './store-states';
import { DeferHydration } from '../../../lib/defer-hydration';
import { plural } from '../../../../domain/text';

/** The store opens on one neighbourhood (declared in domain/: the server prerenders that first page). */
export const DEFAULT_NEIGHBORHOOD = STORE_DEFAULT_NEIGHBORHOOD;

/** Map, filters, title with the count, grid or list, pagination, and the empty and error states. */
export function StoreCatalog({
  onSummary,
  mapOpen,
  onMapOpen,
}: {
  onSummary: (s: StoreSummary) => void;
  /** The expanded map ('Mapa de Painéis' modal), also opened from the phone's bottom bar. */
  mapOpen: boolean;
  onMapOpen: (open: boolean) => void;
}) {
  const [search, setSearch] = useState('');
  const [neighborhood, setNeighborhood] = useState(DEFAULT_NEIGHBORHOOD);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<StoreView>('grid');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [loadedOnce, setLoadedOnce] = useState(false);
  const { listing, summary } = useStoreListing(search, neighborhood, page);
  const data = listing.data;
  const sum = summary.data;
  // The same search in every neighbourhood, asked only when the chosen one has nothing.
  const missed = Boolean(data && sum && sum.totalSellable > 0 && data.items.length === 0 && neighborhood);
  const elsewhere = useQuery({ ...storeSummaryQueryOptions(search, ALL_NEIGHBORHOODS), enabled: missed });

  useEffect(() => {
    if (data) setLoadedOnce(true);
  }, [data]);
  // '?predio=ID' (the waitlist's mail, ADR 0051): once the page is up, the store shows that
  // building, found by its name in every neighbourhood, and selects it on the map.
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('predio');
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return;
    const ctrl = new AbortController();
    getStorePanel(id, ctrl.signal).then(
      (panel) => {
        setSearch(panel.name);
        setNeighborhood(ALL_NEIGHBORHOODS);
        setPage(1);
        setSelectedId(panel.id);
      },
      () => {},
    );
    return () => ctrl.abort();
  }, []);
  useEffect(() => {
    if (sum) onSummary(sum);
  }, [sum, onSummary]);

  const onSearch = useCallback((s: string) => {
    setSearch(s);
    setPage(1);
  }, []);
  const onNeighborhood = (n: string) => {
    setNeighborhood(n);
    setPage(1);
  };
  const goTo = (p: number) => {
    setPage(p);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const totalPages = data && sum ? totalPagesOf(sum.total, data.pageSize) : 1;
  const failed = listing.isError || (summary.isError && !sum);
  const retry = () => {
    void listing.refetch();
    if (summary.isError) void summary.refetch();
  };
  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      {/* On a phone the panels come first and the compact map after them (the bottom bar opens the
          expanded one): the first 'Adicionar' is on the first screen (issue 29). */}
      <div className="order-last min-[769px]:order-none">
        <DeferHydration>
          <StoreMapSection
            search={search}
            neighborhood={neighborhood}
            bounds={sum ? (sum.bounds ?? null) : undefined}
            selectedId={selectedId}
            onSelect={setSelectedId}
            expanded={mapOpen}
            onExpanded={onMapOpen}
          />
        </DeferHydration>
      </div>
      {/* What was typed or chosen before it hydrates reaches its state: the page's early-tap loader
          replays the fields (ADR 0030), and a key or focus hydrates it first (ADR 0029). */}
      <DeferHydration>
        <StoreFilters
          search={search}
          onSearch={onSearch}
          neighborhood={neighborhood}
          onNeighborhood={onNeighborhood}
          neighborhoods={sum?.neighborhoods ?? []}
          view={view}
          onView={setView}
        />
      </DeferHydration>
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-extrabold text-slate-900 sm:text-2xl">
          Painéis Disponíveis{' '}
          {sum && (
            <span data-testid="panels-count" className="whitespace-nowrap text-sm font-semibold text-slate-500 sm:text-base">
              ({plural(sum.total, 'encontrado', 'encontrados')})
            </span>
          )}
        </h2>
        {listing.isFetching && data && (
          <span className="text-sm text-slate-500" role="status">
            Atualizando…
          </span>
        )}
      </div>
      {failed ? (
        <StoreError text={loadedOnce ? messages.storePanelsError : messages.storeBuildingsError} onRetry={retry} />
      ) : !data || !sum ? (
        <StoreSkeleton />
      ) : sum.totalSellable === 0 ? (
        <StoreEmpty text={messages.storeNoBuildings} />
      ) : data.items.length === 0 ? (
        <StoreNoMatch
          search={search}
          neighborhood={neighborhood}
          elsewhere={elsewhere.data?.total}
          onAllNeighborhoods={() => onNeighborhood(ALL_NEIGHBORHOODS)}
        />
      ) : view === 'grid' ? (
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {/* Each card hydrates in a task of its own after the page (ADR 0029). */}
          {data.items.map((p) => (
            <DeferHydration key={p.id}>
              <PanelCard panel={p} />
            </DeferHydration>
          ))}
        </div>
      ) : (
        <PanelTable panels={data.items} />
      )}
      {data && !failed && <StorePagination page={page} totalPages={totalPages} onPage={goTo} />}
    </div>
  );
}
