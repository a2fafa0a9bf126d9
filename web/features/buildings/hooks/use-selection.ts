import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  ids: string[];
  has: (id: string) => boolean;
  toggle: (id: string) => void;
  setAll: (ids: string[]) => void;
  clear: () => void;
}

/** Which buildings are ticked for a bulk delete. */
export function useSelection(): Selection {
  const [ids, setIds] = useState<string[]>([]);
  const toggle = useCallback((id: string) => setIds((cur) => (cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id])), []);
  const clear = useCallback(() => setIds([]), []);
  return useMemo(() => ({ ids, has: (id: string) => ids.includes(id), toggle, setAll: setIds, clear }), [ids, toggle, clear]);
}
