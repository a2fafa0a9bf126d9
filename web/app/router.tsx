import { createBrowserRouter } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { RouteError } from './route-error';

/**
 * Every page is a lazy route so a visitor downloads only what they open. Each area adds its
 * routes in its own list below.
 */
export const router = createBrowserRouter([
  {
    path: '/admin',
    errorElement: <RouteError />,
    lazy: () => import('./routes/admin/layout'),
    children: [{ path: 'buildings', lazy: () => import('./routes/admin/buildings') }],
  },
  // The store has its own layout: the same header with the cart button in it.
  { path: '/paineis-digitais/loja', errorElement: <RouteError />, lazy: () => import('./routes/public/loja') },
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/public/home') },
      { path: 'marketing', lazy: () => import('./routes/public/marketing') },
      { path: 'produtora', lazy: () => import('./routes/public/produtora') },
      { path: 'paineis-digitais', lazy: () => import('./routes/public/paineis') },
      { path: '*', lazy: () => import('./routes/public/not-found') },
    ],
  },
]);
