/** The public pages of the header menus, and the four areas' logins. */
export const siteLinks = [
  { to: '/', label: 'Home' },
  { to: '/marketing', label: 'Marketing' },
  { to: '/produtora', label: 'Produtora' },
  { to: '/paineis-digitais', label: 'Painéis Digitais' },
  { to: '/paineis-digitais/loja', label: 'Loja Online' },
];

export const accessAreas = [
  { to: '/sindico', label: 'Área do Síndico' },
  { to: '/admin', label: 'Administrativo' },
  { to: '/clientes/login', label: 'Área do Cliente' },
  { to: '/financeiro/login', label: 'Financeiro' },
];
