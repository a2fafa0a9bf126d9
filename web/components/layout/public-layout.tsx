import { Outlet } from 'react-router';
import { SiteHeader } from './site-header';
import { SiteFooter } from './site-footer';
import { LazyWhatsAppFab as WhatsAppFab } from './lazy-whatsapp-fab';
import { DemoNotice } from './demo-notice';
import { PageTitle } from './page-title';
import { DeferHydration } from '../../lib/defer-hydration';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PageTitle />
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Pular para o conteúdo
      </a>
      <DemoNotice />
      {/* Every part hydrates in a task of its own after the page's shell (ADR 0029). */}
      <DeferHydration>
        <SiteHeader />
      </DeferHydration>
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <DeferHydration>
        <SiteFooter />
      </DeferHydration>
      <WhatsAppFab />
    </div>
  );
}
