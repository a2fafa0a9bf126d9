import { Link } from 'react-router';
import { Dialog as D } from 'radix-ui';
import { ShoppingCart, Trash2, X } from 'lucide-react';
import { buyerMessages as messages } from '../../../../domain/buyer-messages';
import { monthsLabel } from '../../../../domain/pricing';
import type { ActivePeriodDiscount } from '../../../../domain/schemas/store';
import { buttonVariants, Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api';
import { cart, useCart } from '../../../lib/cart';
import { cn } from '../../../lib/cn';
import { formatCents } from '../../../lib/format';
import { useCartQuote } from '../hooks/use-cart-quote';
import { SummaryTotals } from '../../../components/commerce/summary-totals';
import { PeriodSelector } from './period-selector';
import { PanelPhoto } from './panel-photo';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  periodDiscounts: ActivePeriodDiscount[];
}

/** The cart as a side sheet. Its totals are the server's quote, re-asked every time it opens. */
export function CartDrawer({ open, onOpenChange, periodDiscounts }: Props) {
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-sm" />
        <D.Content
          data-testid="cart-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col bg-white shadow-2xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <D.Title className="flex items-center gap-2 text-lg font-bold text-slate-900">
              <ShoppingCart className="h-5 w-5 text-brand-600" aria-hidden /> Carrinho de Compras
            </D.Title>
            <D.Description className="sr-only">Painéis escolhidos, período de locação e totais.</D.Description>
            <D.Close className="rounded-md p-1 text-slate-500 hover:bg-slate-100" aria-label="Fechar carrinho">
              <X className="h-5 w-5" />
            </D.Close>
          </div>
          <CartBody periodDiscounts={periodDiscounts} onNavigate={() => onOpenChange(false)} />
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}

function CartBody({
  periodDiscounts,
  onNavigate,
}: {
  periodDiscounts: ActivePeriodDiscount[];
  onNavigate: () => void;
}) {
  const { items, months } = useCart();
  const { quote, notices, unavailable, empty } = useCartQuote();

  if (empty) {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center text-slate-500">
        <ShoppingCart className="h-12 w-12 text-slate-300" aria-hidden />
        <p className="font-medium">{messages.emptyCart}</p>
      </div>
    );
  }

  const lines = new Map(quote.data?.quote.lines.map((l) => [l.buildingId, l]) ?? []);
  return (
    <>
      <div className="flex-1 space-y-4 overflow-y-auto px-5 py-4">
        {notices.map((n) => (
          <p
            key={n}
            role="status"
            className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            {n}
          </p>
        ))}
        <ul className="space-y-3" aria-label="Itens do carrinho">
          {items.map((item) => {
            const line = lines.get(item.buildingId);
            const off = unavailable.has(item.buildingId);
            return (
              <li
                key={item.buildingId}
                data-testid="cart-item"
                className="flex gap-3 rounded-xl border border-slate-200 p-3"
              >
                <PanelPhoto url={item.imageUrl} name={item.name} thumbnail className="h-14 w-16 shrink-0 rounded-lg" />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold leading-snug text-slate-900">{item.name}</p>
                  <p className="truncate text-xs text-slate-500" title={item.address}>
                    {item.address}
                  </p>
                  <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
                    <span className="whitespace-nowrap text-slate-600">{monthsLabel(months)}</span>
                    <span className="whitespace-nowrap font-semibold text-slate-900">
                      {formatCents(line?.unitCents ?? item.priceCents)}
                      <span className="text-xs font-normal text-slate-500"> /30 dias</span>
                    </span>
                  </div>
                  {off && (
                    <p className="mt-1 text-xs font-semibold text-red-700">
                      Indisponível: remova este painel para finalizar.
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  onClick={() => cart.remove(item.buildingId)}
                  aria-label={`Remover ${item.name}`}
                  className="self-start rounded-md p-1 text-slate-400 hover:bg-red-50 hover:text-red-600"
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
        <PeriodSelector months={months} onChange={(m) => cart.setMonths(m)} periodDiscounts={periodDiscounts} />
      </div>
      <div className="space-y-3 border-t border-slate-200 px-5 py-4">
        {quote.isError && !quote.data ? (
          <ErrorBox>{errorMessage(quote.error)}</ErrorBox>
        ) : (
          <SummaryTotals quote={quote.data?.quote ?? null} busy={quote.isFetching} testIdPrefix="cart" />
        )}
        <Link
          to="/checkout"
          onClick={onNavigate}
          aria-disabled={unavailable.size > 0 || undefined}
          className={cn(
            buttonVariants({ variant: 'primary', size: 'lg' }),
            'w-full',
            unavailable.size > 0 && 'pointer-events-none opacity-50',
          )}
        >
          Finalizar compra
        </Link>
        <Button variant="ghost" className="w-full text-red-700 hover:bg-red-50" onClick={() => cart.clear()}>
          <Trash2 className="h-4 w-4" aria-hidden /> Limpar carrinho
        </Button>
      </div>
    </>
  );
}
