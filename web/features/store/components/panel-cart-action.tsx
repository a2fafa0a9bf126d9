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

/** 'Adicionar'; 'No carrinho', 'Indisponível' and 'Lotado' are disabled. */
export function PanelCartAction({ panel, className }: { panel: StorePanel; className?: string }) {
  const inCart = useCart().items.some((i) => i.buildingId === panel.id);
  const action = panelAction(panel, inCart);
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
