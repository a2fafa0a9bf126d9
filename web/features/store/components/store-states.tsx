import { Building2 } from 'lucide-react';
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
