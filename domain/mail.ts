import { orderNumber } from './checkout';

/**
 * The life of a queued e-mail: 'pending' until the mailer takes it, then 'sent' over SMTP,
 * 'outbox' when no SMTP is configured (a developer reads it at /admin/outbox), or 'failed'.
 */
export const mailStatuses = ['pending', 'sent', 'outbox', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailStatusLabels: Record<MailStatus, string> = {
  pending: 'na fila',
  sent: 'enviado',
  outbox: 'registrado (sem SMTP)',
  failed: 'falhou',
};

/**
 * A file a mail carries, by reference (ADR 0050): the outbox row keeps what to attach, not the
 * bytes, and the mailer renders it when it sends, so a retry renders it again with the facts of
 * that moment. One kind so far: the receipt of a paid order.
 */
export const mailAttachmentKinds = ['receipt'] as const;
export type MailAttachmentKind = (typeof mailAttachmentKinds)[number];
export interface MailAttachmentRef {
  kind: MailAttachmentKind;
  orderId: string;
}

/** What staff read in the outbox for an attachment: 'Recibo do pedido 1A2B3C4D (PDF)'. */
export function mailAttachmentLabel(ref: MailAttachmentRef): string {
  return `Recibo do pedido ${orderNumber(ref.orderId)} (PDF)`;
}
