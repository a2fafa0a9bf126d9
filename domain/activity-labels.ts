/**
 * THE label table for what the platform records (issue 16): audit actions as a sentence a person
 * reads ("aprovou um vídeo"), audit categories as nouns, and the payment provider's statuses and
 * details (Mercado Pago's `status_detail`, also used by the sandbox) in pt-BR. Every screen that
 * shows an action or a provider status imports it from here; an unknown key falls back to a
 * neutral sentence, never to the raw code alone.
 */
import { orderNumber, orderStatusLabels, paymentStatusLabels } from './checkout';

export const categoryLabels: Record<string, string> = {
  auth: 'Acesso',
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
  screens: 'Telas',
  make_goods: 'Compensações',
  finance: 'Financeiro',
  site: 'Site',
  privacy: 'Privacidade (LGPD)',
};

/** Actions whose meaning depends on what they were done to: `category:action`. */
const byCategory: Record<string, string> = {
  'buildings:create_success': 'cadastrou um prédio',
  'privacy:own_data_corrected': 'corrigiu os próprios dados',
  'privacy:data_exported': 'baixou os próprios dados',
  'privacy:deletion_requested': 'pediu a exclusão da conta',
  'privacy:account_deleted': 'teve a conta excluída a pedido',
  'privacy:request_registered': 'registrou um pedido LGPD',
  'privacy:request_answered': 'respondeu um pedido LGPD',
  'privacy:email_exported': 'exportou os dados de um e-mail (LGPD)',
  'privacy:email_erased': 'excluiu os dados de um e-mail (LGPD)',
  'site:contact_answered': 'respondeu uma mensagem de contato',
  'site:contact_archived': 'arquivou uma mensagem de contato',
  'site:site_image_uploaded': 'enviou uma imagem do site',
  'site:site_image_alt_changed': 'alterou o texto alternativo de uma imagem do site',
  'site:site_image_deleted': 'excluiu uma imagem do site',
  'site:site_slot_assigned': 'trocou uma imagem de uma página do site',
  'site:site_slot_reverted': 'voltou uma página do site à imagem original',
  'buildings:create_error': 'tentou cadastrar um prédio (erro)',
  'buildings:update': 'alterou um prédio',
  'buildings:update_error': 'tentou alterar um prédio (erro)',
  'buildings:delete_success': 'excluiu um prédio',
  'buildings:delete_bulk': 'excluiu prédios em lote',
  'buildings:delete_error': 'tentou excluir um prédio (erro)',
  'buildings:restore': 'restaurou um prédio',
  'photos:upload_success': 'enviou uma foto de prédio',
  'photos:upload_error': 'tentou enviar uma foto de prédio (erro)',
  'photos:delete_success': 'excluiu uma foto de prédio',
  'photos:delete_error': 'tentou excluir uma foto de prédio (erro)',
  'photos:main_photo_changed': 'trocou a foto principal de um prédio',
  'photos:reorder_success': 'reordenou as fotos de um prédio',
  'discounts:create_success': 'criou um desconto',
  'discounts:create_error': 'tentou criar um desconto (erro)',
  'discounts:update': 'alterou um desconto',
  'discounts:delete_success': 'excluiu um desconto',
  'discounts:bulk_apply': 'aplicou um desconto em vários prédios',
  'coupons:create_success': 'criou um cupom',
  'coupons:create_error': 'tentou criar um cupom (erro)',
  'coupons:update': 'alterou um cupom',
  'coupons:delete_success': 'excluiu um cupom',
  'coupons:over_limit_honoured': 'honrou um cupom além do limite (pagamento já iniciado)',
  'users:create_success': 'criou um usuário',
  'users:update': 'alterou um usuário',
  'users:delete_success': 'excluiu um usuário',
  'videos:upload': 'enviou um vídeo para análise',
  'videos:upload_success': 'enviou um vídeo para análise',
  'videos:approve': 'aprovou um vídeo',
  'videos:reject': 'reprovou um vídeo',
  'videos:activate': 'ativou um vídeo num slot',
  'videos:deactivate': 'desativou um vídeo de um slot',
  'videos:delete': 'excluiu um vídeo',
  'videos:delete_success': 'excluiu um vídeo',
  'notices:create_success': 'publicou um aviso',
  'notices:update': 'alterou um aviso',
  'notices:delete': 'removeu um aviso',
  'notices:delete_success': 'removeu um aviso',
  'notices:upload_success': 'enviou uma imagem de aviso',
  'notices:pause': 'pausou um aviso',
  'notices:resume': 'retomou um aviso',
  'finance:post': 'lançou uma transação',
  'finance:reverse': 'estornou uma transação',
  'finance:create_success': 'lançou uma transação',
  'finance:update': 'alterou uma transação',
  'finance:delete_success': 'excluiu uma transação',
  'payments:create_error': 'teve um erro ao criar um pagamento',
  'orders:create_success': 'fez um pedido na loja',
  'orders:expired': 'expirou um pedido sem pagamento',
  'orders:cancelled': 'cancelou um pedido',
};

/** Actions that read the same whatever the category. */
const byAction: Record<string, string> = {
  login: 'entrou no sistema',
  login_failed: 'errou a senha ao entrar',
  login_locked: 'tentou entrar com a conta travada',
  login_blocked: 'tentou entrar com a conta bloqueada',
  login_admin: 'tentou entrar numa área sem permissão',
  login_wrong_area: 'tentou entrar pela área de outro perfil',
  logout: 'saiu do sistema',
  password_reset_requested: 'pediu a recuperação de senha',
  password_reset: 'redefiniu a senha',
  password_set: 'definiu uma nova senha',
  role_changed: 'mudou o perfil de um usuário',
  user_blocked: 'bloqueou um usuário',
  user_unblocked: 'desbloqueou um usuário',
  account_created: 'criou uma conta de cliente',
  account_deleted: 'excluiu uma conta',
  account_updated: 'alterou uma conta',
  account_deactivated: 'desativou uma conta',
  settings_updated: 'alterou as configurações',
  screen_paired: 'pareou uma tela',
  screen_revoked: 'revogou uma tela',
  make_good_extended: 'estendeu uma reserva para compensar uma tela fora do ar',
  make_good_credit_offered: 'ofereceu um crédito por uma tela fora do ar',
  make_good_credit_granted: 'concedeu um crédito por uma tela fora do ar',
  make_good_credit_dismissed: 'dispensou um crédito por uma tela fora do ar',
  attempt: 'iniciou um pagamento',
  paid: 'registrou um pedido pago',
  approved: 'registrou um pagamento aprovado',
  rejected: 'registrou um pagamento recusado',
  payment_failed: 'registrou um pagamento que não passou',
  refund_needed: 'marcou um pagamento para estorno',
  refund_requested: 'pediu um estorno',
  refund_recorded: 'registrou um estorno',
  refund_done: 'concluiu um estorno',
  refund_failed: 'teve um estorno recusado',
  refunded: 'registrou um pagamento estornado',
  charged_back: 'registrou uma contestação (chargeback)',
  reconciled: 'conferiu um pagamento com o provedor',
  bookings_ended: 'encerrou as reservas de um pedido',
  order_revenue_posted: 'lançou a receita de um pedido',
  order_revenue_reversed: 'estornou a receita de um pedido',
  order_revenue_partially_reversed: 'estornou parte da receita de um pedido',
  transaction_completed: 'marcou uma transação como concluída',
  transaction_reopened: 'reabriu uma transação',
  report_pdf: 'exportou um relatório em PDF',
  report_csv: 'exportou um relatório em CSV',
  create_success: 'criou um registro',
  create_error: 'tentou criar um registro (erro)',
  update: 'alterou um registro',
  update_error: 'tentou alterar um registro (erro)',
  delete: 'excluiu um registro',
  delete_success: 'excluiu um registro',
  delete_error: 'tentou excluir um registro (erro)',
};

/** "aprovou um vídeo": what a person (or the system) did, for the history and the security log. */
export function activitySentence(category: string, action: string): string {
  return byCategory[`${category}:${action}`] ?? byAction[action] ?? 'fez uma ação registrada';
}

/** An action alone (a filter's option), when the category is not known: the first wording found. */
export function actionName(action: string): string {
  const hit = byAction[action] ?? Object.entries(byCategory).find(([k]) => k.endsWith(`:${action}`))?.[1];
  return hit ?? action;
}

/** Who did it, for a person: the e-mail, or 'O sistema' for jobs, webhooks and buyers without an account. */
export function actorLabel(email: string | null | undefined): string {
  return email?.trim() ? email : 'O sistema';
}

/**
 * The provider's payment status details (Mercado Pago's documented `status_detail` values, which
 * the sandbox also uses) and our own (`order_expired`, `never_reached_provider`).
 */
const providerDetails: Record<string, string> = {
  accredited: 'Pagamento aprovado e creditado',
  pending_contingency: 'Em análise pelo provedor',
  pending_review_manual: 'Em revisão manual pelo provedor',
  pending_waiting_payment: 'Aguardando o pagamento',
  pending_waiting_transfer: 'Aguardando a transferência',
  cc_rejected_bad_filled_card_number: 'Recusado: número do cartão incorreto',
  cc_rejected_bad_filled_date: 'Recusado: validade do cartão incorreta',
  cc_rejected_bad_filled_other: 'Recusado: dados do cartão incorretos',
  cc_rejected_bad_filled_security_code: 'Recusado: código de segurança incorreto',
  cc_rejected_blacklist: 'Recusado pelo emissor (cartão bloqueado)',
  cc_rejected_call_for_authorize: 'Recusado: o titular precisa autorizar com o banco',
  cc_rejected_card_disabled: 'Recusado: cartão desativado',
  cc_rejected_card_error: 'Recusado: erro no processamento do cartão',
  cc_rejected_duplicated_payment: 'Recusado: pagamento duplicado',
  cc_rejected_high_risk: 'Recusado por risco de fraude',
  cc_rejected_insufficient_amount: 'Recusado: limite insuficiente',
  cc_rejected_invalid_installments: 'Recusado: parcelamento não aceito',
  cc_rejected_max_attempts: 'Recusado: tentativas demais',
  cc_rejected_other_reason: 'Recusado pelo emissor do cartão',
  expired: 'Expirado',
  by_collector: 'Cancelado por nós',
  by_payer: 'Cancelado pelo comprador',
  refunded: 'Estornado',
  partially_refunded: 'Estornado em parte',
  invalid_token: 'Recusado: dados do cartão inválidos',
  order_expired: 'O pedido expirou antes do pagamento',
  order_cancelled: 'O pedido foi cancelado pelo comprador',
  order_paid_by_pix: 'O pedido foi pago por PIX',
  never_reached_provider: 'Não chegou ao provedor',
};

/** A provider status or detail in pt-BR; an unknown one is shown as 'Detalhe do provedor: …'. */
export function providerDetailLabel(detail: string): string {
  return providerDetails[detail] ?? (paymentStatusLabels as Record<string, string>)[detail] ?? (orderStatusLabels as Record<string, string>)[detail] ?? `Detalhe do provedor: ${detail}`;
}

const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;

/**
 * 'Pedido 3f2a9c1e-…-…-…-… pago' reads 'Pedido 3F2A9C1E pago': every id in a recorded sentence as
 * the short reference the order screens show (`orderNumber`), enough to find it there.
 */
export function withShortReferences(details: string): string {
  return details.replace(UUID, (id) => orderNumber(id));
}

/** The whole ids a recorded sentence names, for the screen that keeps them one click away. */
export function referencedIds(details: string): string[] {
  return [...new Set(details.match(UUID) ?? [])];
}
