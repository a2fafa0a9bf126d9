/**
 * The data subject's requests (LGPD art. 18, issue 34 part B, ADR 0055): the words, the states and
 * what an anonymised person looks like. Periods and the 15-day deadline live in domain/retention.ts.
 */
import { PRIVACY_REQUEST_DEADLINE_DAYS, privacyRequestDueDay } from './retention';

export { PRIVACY_REQUEST_DEADLINE_DAYS, privacyRequestDueDay };

/** What a person may ask (art. 18): access, correction, deletion, portability, revoking consent. */
export const privacyRequestTypes = ['acesso', 'correcao', 'exclusao', 'portabilidade', 'revogacao'] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];

export const privacyRequestTypeLabels: Record<PrivacyRequestType, string> = {
  acesso: 'Acesso',
  correcao: 'Correção',
  exclusao: 'Exclusão',
  portabilidade: 'Portabilidade',
  revogacao: 'Revogação de consentimento',
};

/**
 * `aguardando_confirmacao`: a client asked to delete their account and has not used the mailed
 * link yet (the only state the client area writes); `aberto`: to be answered; `respondido`:
 * answered (the deletion done, or staff's note written). Each has one writer in the privacy module.
 */
export const privacyRequestStatuses = ['aguardando_confirmacao', 'aberto', 'respondido'] as const;
export type PrivacyRequestStatus = (typeof privacyRequestStatuses)[number];

export const privacyRequestStatusLabels: Record<PrivacyRequestStatus, string> = {
  aguardando_confirmacao: 'Aguardando confirmação',
  aberto: 'Aberto',
  respondido: 'Respondido',
};

/** Where a request came from: the client area, or staff registering what arrived by the contact channel. */
export const privacyRequestOrigins = ['area_do_cliente', 'equipe'] as const;
export type PrivacyRequestOrigin = (typeof privacyRequestOrigins)[number];

/** The deletion link mailed to the client works this long, once. */
export const DELETION_LINK_HOURS = 24;

/** What an anonymised person's name becomes in orders, receipts, finance and the admin. */
export const ANONYMISED_NAME = 'Titular excluído';

/**
 * The e-mail an anonymised account or order gets: unique per row (the users' e-mail is unique),
 * on a reserved domain (RFC 2606) so nothing is ever sent to it, and recognisable by staff.
 */
export const ANONYMISED_EMAIL_DOMAIN = 'anonimo.invalid';
export const anonymisedEmail = (id: string): string => `titular-${id}@${ANONYMISED_EMAIL_DOMAIN}`;
export const isAnonymisedEmail = (email: string): boolean => email.toLowerCase().endsWith(`@${ANONYMISED_EMAIL_DOMAIN}`);

/** A request is late when today (São Paulo) is past its due day. */
export const isPrivacyRequestOverdue = (r: { status: PrivacyRequestStatus; dueDay: string }, today: string): boolean =>
  r.status !== 'respondido' && today > r.dueDay;

/** The client area's page and the mailed link's page. */
export const privacyPaths = {
  myData: '/clientes/meus-dados',
  /** Outside the client area: the person opening the mail may not be signed in. */
  confirmDeletion: '/excluir-conta',
  notice: '/privacidade',
} as const;

export const privacyMessages = {
  privacyProfileSaved: 'Dados atualizados.',
  privacyDeletionMailed:
    'Enviamos um link de confirmação para o seu e-mail. A conta só é excluída depois que você abrir o link (válido por 24 horas).',
  privacyDeletionLinkInvalid: 'Este link de exclusão é inválido, expirou ou já foi usado. Peça a exclusão de novo na Área do Cliente.',
  privacyDeletionDone: 'Sua conta foi excluída. Enviamos a confirmação para o seu e-mail.',
  privacyDeletionMailFailed: 'Não foi possível enviar o e-mail de confirmação. Tente novamente em alguns minutos.',
  privacyRequestNotFound: 'Pedido não encontrado.',
  privacyRequestSaved: 'Pedido registrado.',
  privacyRequestAnswered: 'Pedido marcado como respondido.',
  privacyRequestAlreadyAnswered: 'Este pedido já foi respondido.',
  privacyNoteRequired: 'Escreva a resposta dada ao titular.',
  privacyErased: (n: number) =>
    n === 0 ? 'Nada encontrado para este e-mail.' : `Dados deste e-mail excluídos ou anonimizados (${n} ${n === 1 ? 'registro' : 'registros'}).`,
  privacyStaffEmailIsAccount:
    'Este e-mail é de uma conta de cliente: a exclusão é pedida e confirmada pelo próprio titular na Área do Cliente.',
} as const;
