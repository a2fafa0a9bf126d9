/**
 * Support (/admin/support): the messages of the site's contact forms and the newsletter list.
 * A message is 'new' when it arrives, 'answered' once staff reply by e-mail, 'archived' when put
 * away; each state has one writer (the insert, `answerContactMessage`, `archiveContactMessage`).
 */
export const contactStatuses = ['new', 'answered', 'archived'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const contactStatusLabels: Record<ContactStatus, string> = {
  new: 'Nova',
  answered: 'Respondida',
  archived: 'Arquivada',
};

/** The list's filter buttons speak of many messages. */
export const contactStatusFilterLabels: Record<ContactStatus, string> = {
  new: 'Novas',
  answered: 'Respondidas',
  archived: 'Arquivadas',
};

export const contactSources = ['produtora', 'marketing', 'paineis'] as const;
export type ContactSource = (typeof contactSources)[number];

export const contactSourceLabels: Record<ContactSource, string> = {
  produtora: 'Produtora',
  marketing: 'Marketing',
  paineis: 'Painéis Digitais',
};

/** Which states a reply may start from (a reply to an archived message brings it back). */
export const answerableStatuses = ['new', 'answered', 'archived'] as const satisfies readonly ContactStatus[];
export const archivableStatuses = ['new', 'answered'] as const satisfies readonly ContactStatus[];

export const SUPPORT_PAGE_SIZE = 20;
export const MAX_REPLY_LENGTH = 5000;

/** Subscribers' CSV: pt-BR headers. */
/** With the consent's proof (ADR 0054): the notice version accepted and the address it came from. */
export const subscribersCsvHeaders = ['E-mail', 'Inscrito em', 'Versão do aviso', 'IP do consentimento'] as const;

/** The reply e-mail's subject: the person sees it answers what they wrote. */
export const REPLY_SUBJECT = 'Resposta ao seu contato com a Indexa';
