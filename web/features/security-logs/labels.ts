/** pt-BR names of the audit categories and the most common actions (unknown ones show as stored). */
export const categoryLabels: Record<string, string> = {
  auth: 'Autenticação',
  users: 'Usuários',
  settings: 'Configurações',
  buildings: 'Prédios',
  photos: 'Fotos',
  discounts: 'Descontos',
  coupons: 'Cupons',
  orders: 'Pedidos',
  payments: 'Pagamentos',
  videos: 'Vídeos',
  notices: 'Avisos',
  finance: 'Financeiro',
  site: 'Site',
};

export const actionLabels: Record<string, string> = {
  login: 'Login',
  login_failed: 'Falha de login',
  login_locked: 'Login com conta travada',
  login_blocked: 'Login de conta bloqueada',
  logout: 'Logout',
  password_reset_requested: 'Recuperação de senha solicitada',
  password_reset: 'Senha redefinida',
  password_set: 'Nova senha definida',
  role_changed: 'Perfil alterado',
  user_blocked: 'Usuário bloqueado',
  user_unblocked: 'Usuário desbloqueado',
  create_success: 'Criação',
  create_error: 'Erro na criação',
  update: 'Atualização',
  update_error: 'Erro na atualização',
  delete_success: 'Exclusão',
  delete_error: 'Erro na exclusão',
};

export const labelOf = (map: Record<string, string>, key: string) => (map[key] ? `${map[key]} (${key})` : key);
