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
