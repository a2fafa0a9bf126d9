import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';

/**
 * The page before the browser has read the cart (localStorage) and this tab's order
 * (sessionStorage) and has the checkout's code: what the server sends for /checkout, and what the
 * browser shows until the checkout (a lazy part of the route) is in.
 */
export function CheckoutLoading() {
  return (
    <CheckoutShell>
      <div className="flex justify-center py-24">
        <Spinner className="scale-150 text-brand-600" label="Carregando carrinho…" />
      </div>
    </CheckoutShell>
  );
}

export function CheckoutShell({ children }: { children: ReactNode }) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Finalizar compra</h1>
        {children}
      </div>
    </div>
  );
}
