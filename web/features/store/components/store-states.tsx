import { Building2 } from 'lucide-react';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';

export function StoreEmpty({ text }: { text: string }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-600"
    >
      <Building2 className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="font-medium">{text}</p>
    </div>
  );
}

/** Nothing for this filter: what was searched where, and the way out to every neighbourhood. */
export function StoreNoMatch({
  search,
  neighborhood,
  elsewhere,
  onAllNeighborhoods,
}: {
  search: string;
  neighborhood: string;
  /** Panels the same search finds in every neighbourhood (undefined while unknown). */
  elsewhere: number | undefined;
  onAllNeighborhoods: () => void;
}) {
  return (
    <div
      role="status"
      data-testid="store-no-match"
      className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center text-slate-600"
    >
      <Building2 className="h-10 w-10 text-slate-400" aria-hidden />
      <p className="font-medium">{messages.storeNoMatch(search, neighborhood)}</p>
      {neighborhood && (
        <>
          {elsewhere !== undefined && elsewhere > 0 && <p className="text-sm">{messages.storeMatchesElsewhere(elsewhere)}</p>}
          <Button variant="outline" onClick={onAllNeighborhoods}>
            Ver em todos os bairros
          </Button>
        </>
      )}
    </div>
  );
}

export function StoreError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <ErrorBox>{text}</ErrorBox>
      <Button variant="outline" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

export function StoreSkeleton() {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Carregando painéis">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="h-80 animate-pulse rounded-2xl bg-slate-200/70" />
      ))}
    </div>
  );
}
