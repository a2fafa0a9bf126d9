/**
 * Staff notifications (issue 16, ADR 0017): the kinds, who receives each one (by permission, so
 * the permission table stays the one place that says who does what), and their pt-BR text.
 */
import { formatBRL } from './money';
import { orderNumber } from './checkout';
import { rolesWith, type Permission, type Role } from './permissions';

export const notificationKinds = [
  'order_paid',
  'payment_refund_needed',
  'video_pending',
  'screen_offline',
  'paid_screen_down',
  'paid_screen_back',
  'make_good_credit_offered',
  'contact_message',
  'newsletter_signup',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** Holders of any of these permissions receive the kind: they are the ones who act on it. */
const audience: Record<NotificationKind, readonly Permission[]> = {
  order_paid: ['read:order:any', 'manage:finance'],
  payment_refund_needed: ['refund:payment', 'manage:finance'],
  video_pending: ['approve:video'],
  screen_offline: ['read:screen_status'],
  paid_screen_down: ['read:screen_status'],
  paid_screen_back: ['read:screen_status'],
  // Those who can grant it: a credit is a coupon (ADR 0047).
  make_good_credit_offered: ['manage:coupon'],
  contact_message: ['manage:support'],
  newsletter_signup: ['manage:support'],
};

export function notificationRoles(kind: NotificationKind): Role[] {
  return [...new Set(audience[kind].flatMap((p) => rolesWith(p)))];
}

export const notificationKindLabels: Record<NotificationKind, string> = {
  order_paid: 'Pedido pago',
  payment_refund_needed: 'Pagamento a estornar',
  video_pending: 'Vídeo aguardando aprovação',
  screen_offline: 'Tela offline',
  paid_screen_down: 'Tela com anúncios pagos fora do ar',
  paid_screen_back: 'Tela de volta ao ar',
  make_good_credit_offered: 'Crédito de compensação a decidir',
  contact_message: 'Mensagem de contato',
  newsletter_signup: 'Inscrição na newsletter',
};

export type NotificationFacts =
  | { kind: 'order_paid'; orderId: string; buyerName: string; totalCents: number }
  | { kind: 'payment_refund_needed'; paymentId: string; orderId: string; buyerName: string; amountCents: number }
  | { kind: 'video_pending'; videoId: string; title: string }
  | { kind: 'screen_offline'; screenId: string; label: string; buildingName: string; lastHeartbeatAt: string }
  | { kind: 'paid_screen_down'; outageId: string; label: string; buildingName: string; liveBookings: number }
  | { kind: 'paid_screen_back'; outageId: string; label: string; buildingName: string; duration: string }
  | { kind: 'make_good_credit_offered'; makeGoodId: string; userId: string; clientName: string; buildingName: string; lost: string; creditCents: number }
  | { kind: 'contact_message'; messageId: string; name: string; email: string }
  | { kind: 'newsletter_signup'; email: string };

export interface NotificationContent {
  title: string;
  body: string;
  /** The screen where staff act on it (an admin path). */
  link: string;
  /** Where the finance team looks at it instead (they have no admin screens). */
  financeLink?: string;
  /**
   * One notification per fact per person: a retried flow or a second instance writing the same
   * fact is ignored. For a screen the fact is one outage, named by its last heartbeat.
   */
  dedupeKey: string;
}

/** '1 reserva paga', '3 reservas pagas' (a screen's building's bookings running now). */
export function paidBookingsText(n: number): string {
  return n === 1 ? '1 reserva paga' : `${n} reservas pagas`;
}

export function notificationContent(f: NotificationFacts): NotificationContent {
  switch (f.kind) {
    case 'order_paid':
      return {
        title: 'Pedido pago',
        body: `Pedido ${orderNumber(f.orderId)} de ${f.buyerName} pago: ${formatBRL(f.totalCents)}.`,
        link: '/admin/payments',
        financeLink: '/financeiro/receitas',
        dedupeKey: `order_paid:${f.orderId}`,
      };
    case 'payment_refund_needed':
      return {
        title: 'Pagamento a estornar',
        body: `Um pagamento de ${formatBRL(f.amountCents)} do pedido ${orderNumber(f.orderId)} (${f.buyerName}) precisa de estorno.`,
        link: '/admin/payments',
        financeLink: '/financeiro/dashboard',
        dedupeKey: `refund_needed:${f.paymentId}`,
      };
    case 'video_pending':
      return {
        title: 'Vídeo aguardando aprovação',
        body: `O vídeo "${f.title}" foi enviado e aguarda análise.`,
        link: '/admin/video-approvals',
        dedupeKey: `video_pending:${f.videoId}`,
      };
    case 'screen_offline':
      return {
        title: 'Tela offline',
        body: `A tela "${f.label}" do prédio ${f.buildingName} parou de responder.`,
        link: '/admin/status',
        dedupeKey: `screen_offline:${f.screenId}:${f.lastHeartbeatAt}`,
      };
    case 'paid_screen_down':
      return {
        title: 'Tela com anúncios pagos fora do ar',
        body: `A tela "${f.label}" do prédio ${f.buildingName} está fora do ar, e o prédio tem ${paidBookingsText(f.liveBookings)} em andamento.`,
        link: '/admin/status',
        dedupeKey: `paid_screen_down:${f.outageId}`,
      };
    case 'paid_screen_back':
      return {
        title: 'Tela de volta ao ar',
        body: `A tela "${f.label}" do prédio ${f.buildingName} voltou; ficou fora do ar por ${f.duration}.`,
        link: '/admin/status',
        dedupeKey: `paid_screen_back:${f.outageId}`,
      };
    case 'make_good_credit_offered':
      return {
        title: 'Crédito de compensação a decidir',
        body: `A reserva de ${f.clientName} no ${f.buildingName} perdeu ${f.lost} de tela fora do ar e o prédio estava lotado após o fim: conceda um crédito de ${formatBRL(f.creditCents)} ou dispense.`,
        link: `/admin/advertisers/${f.userId}`,
        dedupeKey: `make_good_credit_offered:${f.makeGoodId}`,
      };
    case 'contact_message':
      return {
        title: 'Nova mensagem de contato',
        body: `${f.name} (${f.email}) escreveu pelo site.`,
        link: '/admin/support',
        dedupeKey: `contact:${f.messageId}`,
      };
    case 'newsletter_signup':
      return {
        title: 'Nova inscrição na newsletter',
        body: `${f.email} se inscreveu na newsletter.`,
        link: '/admin/support',
        dedupeKey: `newsletter:${f.email}`,
      };
  }
}

/** A screen is reported offline by the job after this long without a heartbeat (a few missed beats). */
export const SCREEN_OFFLINE_NOTIFY_MS = 5 * 60_000;

/** The staff SSE channel: a new notification for someone; each browser re-reads its own count. */
export const STAFF_NOTIFICATIONS_CHANNEL = 'staff-notifications';
export const NOTIFICATION_EVENT = 'NOTIFICATION_CREATED';
