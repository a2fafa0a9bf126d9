import type { Area } from './permissions';

/** Where each area's login screen lives: the web routes and the server's wrong-area pointer use it. */
export const areaLoginPath: Record<Area, string> = {
  admin: '/admin',
  client: '/clientes/login',
  finance: '/financeiro/login',
  sindico: '/sindico',
};

/** Each area as its login screen titles it. */
export const areaNames: Record<Area, string> = {
  admin: 'Área Administrativa',
  finance: 'Área Financeira',
  sindico: 'Área do Síndico',
  client: 'Área do Cliente',
};
