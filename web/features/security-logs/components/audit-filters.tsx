import { useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { AuditFilters } from '../api/keys';
import { AuditFilterFields } from './audit-filter-fields';

/** The filters: always shown on desktop, behind a 'Filtros (n)' toggle on phones. */
export function AuditFiltersBar({
  value,
  person,
  onPerson,
  onChange,
}: {
  value: AuditFilters;
  person: string;
  onPerson: (v: string) => void;
  onChange: (patch: Partial<AuditFilters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const active = (['category', 'action', 'person', 'from', 'to', 'suspicious'] as const).filter((k) => value[k]).length;
  return (
    <div>
      <Button
        variant="outline"
        className="w-full min-[769px]:hidden"
        aria-expanded={open}
        aria-controls="audit-filters"
        onClick={() => setOpen((o) => !o)}
      >
        <SlidersHorizontal className="h-4 w-4" aria-hidden /> Filtros{active ? ` (${active})` : ''}
      </Button>
      <div
        id="audit-filters"
        className={`${open ? 'mt-3 grid' : 'hidden'} grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 min-[480px]:grid-cols-2 min-[769px]:mt-0 min-[769px]:grid min-[1024px]:grid-cols-3`}
      >
        <AuditFilterFields value={value} person={person} onPerson={onPerson} onChange={onChange} />
      </div>
    </div>
  );
}
