import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps';
import { healthRoutes } from './public/health';
import { siteRoutes } from './public/site';
import { authRoutes } from './auth/session';
import { filesRoutes } from './public/files';
import { quoteRoutes } from './public/quote';
import { adminBuildingsRoutes } from './admin/buildings';
import { adminPhotosRoutes } from './admin/building-photos';
import { storeRoutes } from './public/store';

/** Each audience folder adds its route modules here; order does not matter. */
export const routeModules: Array<(deps: AppDeps) => FastifyPluginAsync> = [
  healthRoutes,
  siteRoutes,
  authRoutes,
  filesRoutes,
  quoteRoutes,
  adminBuildingsRoutes,
  adminPhotosRoutes,
  storeRoutes,
];
