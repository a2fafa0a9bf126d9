/** Query keys of the finance area, from one factory: every write invalidates `all`. */
export const financeKeys = {
  all: ['finance'] as const,
  summary: (month: string) => ['finance', 'summary', month] as const,
  accounts: () => ['finance', 'accounts'] as const,
  categories: () => ['finance', 'categories'] as const,
  typicalAmounts: () => ['finance', 'typical-amounts'] as const,
  transactions: (f: { month?: string; accountId?: string; kind?: string }) => ['finance', 'transactions', f] as const,
  contracts: (month: string) => ['finance', 'contracts', month] as const,
  deletions: () => ['finance', 'deletions'] as const,
  settings: () => ['finance', 'settings'] as const,
};
