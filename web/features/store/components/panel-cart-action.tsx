import { lazy, Suspense, useState } from 'react';
import { BellRing } from 'lucide-react';
import { isPanelFull } from '../../../../domain/panels';
import type { StorePanel } from '../../../../domain/schemas/store';
import { Button } from '../../../components/ui/button';
import { cart, useCart } from '../../../lib/cart';
import { cn } from '../../../lib/cn';

export type PanelAction = 'add' | 'in_cart' | 'unavailable' | 'full';

export function panelAction(panel: StorePanel, inCart: boolean): PanelAction {
  if (inCart) return 'in_cart';
  if (panel.status !== 'active') return 'unavailable';
  if (isPanelFull(panel.advertisers)) return 'full';
  return 'add';
}

const labels: Record<PanelAction, string> = {
  add: 'Adicionar',
  in_cart: 'No carrinho',
  unavailable: 'Indisponível',
  full: 'Lotado',
};

// The waitlist's form (and Radix's dialog) is fetched the first time a visitor opens it.
const WaitlistDialog = lazy(() => import('./waitlist-dialog').then((m) => ({ default: m.WaitlistDialog })));

/**
 * 'Adicionar'; 'No carrinho' and 'Indisponível' are disabled. A full building says 'Lotado' and
 * offers 'Avise-me quando houver vaga': the waitlist's form (ADR 0051).
 */
export function PanelCartAction({ panel, className }: { panel: StorePanel; className?: string }) {
  const inCart = useCart().items.some((i) => i.buildingId === panel.id);
  const action = panelAction(panel, inCart);
  if (action === 'full') return <WaitlistAction panel={panel} className={className} />;
  return (
    <Button
      size="sm"
      variant={action === 'add' ? 'primary' : 'outline'}
      disabled={action !== 'add'}
      aria-label={`${labels[action]}: ${panel.name}`}
      className={cn('min-w-24 whitespace-nowrap', className)}
      onClick={() => {
        cart.add({
          buildingId: panel.id,
          name: panel.name,
          address: panel.address,
          imageUrl: panel.mainPhotoUrl,
          priceCents: panel.priceCents,
        });
      }}
    >
      {labels[action]}
    </Button>
  );
}

function WaitlistAction({ panel, className }: { panel: StorePanel; className?: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <div className={cn('flex flex-col items-end gap-1 text-right', className)}>
      <span className="text-xs font-bold uppercase tracking-wide text-red-700">{labels.full}</span>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Avise-me quando houver vaga: ${panel.name}`}
        aria-haspopup="dialog"
        className="h-auto min-h-8 max-w-[13rem] py-1 text-xs leading-tight sm:text-sm"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <BellRing className="hidden h-4 w-4 shrink-0 text-brand-600 sm:block" aria-hidden />
        Avise-me quando houver vaga
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <WaitlistDialog panel={panel} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
