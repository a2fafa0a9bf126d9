export interface HistoryFilters {
  kind: string;
  person: string;
  from: string;
  to: string;
  page: number;
}

export const emptyHistoryFilters: HistoryFilters = { kind: '', person: '', from: '', to: '', page: 1 };
export const historyFilterKeys = ['kind', 'person', 'from', 'to'] as const;

/** Every query key of the history screen, from one factory. */
export const historyKeys = {
  all: ['admin', 'history'] as const,
  list: (f: HistoryFilters) => [...historyKeys.all, 'list', f] as const,
};
