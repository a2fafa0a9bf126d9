import { Navigate, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteError } from './route-error';
import { RootHydrateFallback, RootLayout } from './root-layout';

/**
 * Every page is a lazy route so a visitor downloads only what they open. Each area adds its
 * routes in its own list below.
 *
 * Admin: '/admin' itself is the login; every other child renders inside the admin shell, guarded
 * by the session (RequireArea) and by the roles of its menu entry (web/components/layout/
 * admin-nav.ts) or of its `handle: { title, roles }`. Add a screen = one child here + one menu line.
 *
 * The same list serves the browser (web/main.tsx) and the server's prerendering of the public
 * pages (web/entry-server.tsx, ADR 0027).
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: RootHydrateFallback,
    errorElement: <RouteError />,
    children: [
      {
        path: '/admin',
        errorElement: <RouteError />,
        lazy: () => import('./routes/admin/layout'),
        children: [
          { index: true, lazy: () => import('./routes/admin/login') },
          { path: 'buildings', lazy: () => import('./routes/admin/buildings') },
          { path: 'map', lazy: () => import('./routes/admin/map') },
          { path: 'discounts', lazy: () => import('./routes/admin/discounts') },
          { path: 'payments', lazy: () => import('./routes/admin/payments') },
          { path: 'users', lazy: () => import('./routes/admin/users') },
          { path: 'security-logs', lazy: () => import('./routes/admin/security-logs') },
          { path: 'settings', lazy: () => import('./routes/admin/settings') },
          { path: 'status', lazy: () => import('./routes/admin/status') },
          { path: 'video-approvals', lazy: () => import('./routes/admin/video-approvals') },
          { path: 'notices', lazy: () => import('./routes/admin/notices') },
          { path: 'advertisers', lazy: () => import('./routes/admin/advertisers') },
          { path: 'advertisers/:id', lazy: () => import('./routes/admin/advertiser-detail') },
          { path: 'campaigns', lazy: () => import('./routes/admin/campaigns') },
          { path: 'support', lazy: () => import('./routes/admin/support') },
          { path: 'media', lazy: () => import('./routes/admin/media') },
          { path: 'media-manager', lazy: () => import('./routes/admin/media-manager') },
          { path: 'dashboard', lazy: () => import('./routes/admin/dashboard') },
          { path: 'history', lazy: () => import('./routes/admin/history') },
          { path: 'notifications', lazy: () => import('./routes/admin/notifications') },
          { path: '*', lazy: () => import('./routes/admin/not-found') },
        ],
      },
      // The store has its own layout: the same header with the cart button in it.
      { path: '/paineis-digitais/loja', errorElement: <RouteError />, lazy: () => import('./routes/public/loja') },
      {
        path: '/sindico',
        errorElement: <RouteError />,
        lazy: () => import('./routes/sindico/layout'),
        children: [
          { index: true, lazy: () => import('./routes/sindico/login') },
          { path: 'dashboard', lazy: () => import('./routes/sindico/dashboard') },
        ],
      },
      {
        path: '/clientes',
        errorElement: <RouteError />,
        lazy: () => import('./routes/clientes/layout'),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'login', lazy: () => import('./routes/clientes/login') },
          { path: 'dashboard', lazy: () => import('./routes/clientes/dashboard') },
          { path: 'upload', lazy: () => import('./routes/clientes/upload') },
          { path: 'videos', lazy: () => import('./routes/clientes/videos') },
          { path: 'slots', lazy: () => import('./routes/clientes/slots') },
          { path: 'renovar/:orderId', lazy: () => import('./routes/clientes/renovar') },
          { path: 'meus-dados', lazy: () => import('./routes/clientes/meus-dados') },
        ],
      },
      {
        path: '/financeiro',
        errorElement: <RouteError />,
        lazy: () => import('./routes/financeiro/layout'),
        children: [
          { index: true, element: <Navigate to="dashboard" replace /> },
          { path: 'login', lazy: () => import('./routes/financeiro/login') },
          { path: 'dashboard', lazy: () => import('./routes/financeiro/dashboard') },
          { path: 'receitas', lazy: () => import('./routes/financeiro/receitas') },
          { path: 'despesas', lazy: () => import('./routes/financeiro/despesas') },
          { path: 'contratos', lazy: () => import('./routes/financeiro/contratos') },
        ],
      },
      // The panel in the elevator: its own full-screen page, paired by a token, no gate (ADR 0015).
      { path: '/player', errorElement: <RouteError />, lazy: () => import('./routes/player') },
      // Checking a certificate of display: anyone holding a copy, gate or not (ADR 0048).
      { path: '/verificar/:code?', errorElement: <RouteError />, lazy: () => import('./routes/verificar') },
      // Leaving a waitlist from its mail: anyone holding the link, gate or not (ADR 0051).
      { path: '/lista-de-espera/sair', errorElement: <RouteError />, lazy: () => import('./routes/lista-de-espera') },
      // Confirming an account deletion from its mail: the signed link is the proof, signed in or not (ADR 0055).
      { path: '/excluir-conta', errorElement: <RouteError />, lazy: () => import('./routes/excluir-conta') },
      // Leaving the newsletter from its mail: its signed link is the proof too (ADR 0054).
      { path: '/newsletter/sair', errorElement: <RouteError />, lazy: () => import('./routes/newsletter') },
      { path: '/redefinir-senha', errorElement: <RouteError />, lazy: () => import('./routes/public/redefinir-senha') },
      {
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/public/home') },
          { path: 'marketing', lazy: () => import('./routes/public/marketing') },
          { path: 'produtora', lazy: () => import('./routes/public/produtora') },
          { path: 'paineis-digitais', lazy: () => import('./routes/public/paineis') },
          { path: 'checkout', lazy: () => import('./routes/public/checkout') },
          { path: 'checkout/success', lazy: () => import('./routes/public/checkout-success') },
          { path: 'privacidade', lazy: () => import('./routes/public/privacidade') },
          { path: '*', lazy: () => import('./routes/public/not-found') },
        ],
      },
    ],
  },
];
