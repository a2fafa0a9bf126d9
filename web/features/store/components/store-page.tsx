import { lazy, Suspense, useCallback, useState } from 'react';
import type { ActivePeriodDiscount, StoreSummary } from '../../../../domain/schemas/store';
import { SiteFooter } from '../../../components/layout/site-footer';
import { SiteHeader } from '../../../components/layout/site-header';
import { PageTitle } from '../../../components/layout/page-title';
import { LazyWhatsAppFab as WhatsAppFab } from '../../../components/layout/lazy-whatsapp-fab';
import { DeferHydration } from '../../../lib/defer-hydration';
import { useCatalogLiveUpdates } from '../hooks/use-catalog-live-updates';
import { CartButton } from './cart-button';
import { PromoBanner } from './promo-banner';
import { StoreBottomBar } from './store-bottom-bar';
import { StoreCatalog } from './store-catalog';

// The drawer (and Radix's focus trap and scroll lock) is fetched the first time the cart opens.
const CartDrawer = lazy(() => import('./cart-drawer').then((m) => ({ default: m.CartDrawer })));

/** /paineis-digitais/loja: the public layout with the cart in the header. */
export function StorePage() {
  const [cartOpen, setCartOpen] = useState(false);
  const [cartWanted, setCartWanted] = useState(false);
  const openCart = useCallback(() => {
    setCartWanted(true);
    setCartOpen(true);
  }, []);
  const [mapOpen, setMapOpen] = useState(false);
  const openMap = useCallback(() => setMapOpen(true), []);
  const [periodDiscounts, setPeriodDiscounts] = useState<ActivePeriodDiscount[]>([]);
  const onSummary = useCallback((s: StoreSummary) => setPeriodDiscounts(s.periodDiscounts), []);
  useCatalogLiveUpdates();

  return (
    <div className="flex min-h-screen flex-col bg-slate-50 pb-16 min-[769px]:pb-0">
      <PageTitle />
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Pular para o conteúdo
      </a>
      {/* Every part hydrates in a task of its own after the page's shell (ADR 0029). */}
      <DeferHydration>
        <SiteHeader actions={<CartButton onOpen={openCart} />} />
      </DeferHydration>
      <main id="conteudo" className="flex-1">
        <section className="bg-gradient-to-b from-ink-900 to-ink-800 px-4 py-5 text-white sm:py-10">
          <div className="mx-auto max-w-7xl">
            <h1 className="text-2xl font-black sm:text-4xl">Loja Online</h1>
            {/* On a phone the title says enough: the first panels take the room (issue 29). */}
            <p className="mt-2 hidden max-w-2xl text-slate-300 sm:block">
              Escolha os prédios, monte o seu carrinho e anuncie nos painéis digitais dos condomínios de Foz do Iguaçu.
            </p>
          </div>
        </section>
        <div className="mx-auto max-w-7xl space-y-4 px-4 py-4 sm:space-y-6 sm:py-8">
          <PromoBanner />
          <StoreCatalog onSummary={onSummary} mapOpen={mapOpen} onMapOpen={setMapOpen} />
        </div>
      </main>
      <DeferHydration>
        <SiteFooter />
      </DeferHydration>
      {/* At 768 px and below the bottom bar holds WhatsApp, the map and the cart's way out. */}
      <WhatsAppFab dockedBelow769 />
      <DeferHydration>
        <StoreBottomBar onMap={openMap} />
      </DeferHydration>
      {cartWanted && (
        <Suspense fallback={null}>
          <CartDrawer open={cartOpen} onOpenChange={setCartOpen} periodDiscounts={periodDiscounts} />
        </Suspense>
      )}
    </div>
  );
}
