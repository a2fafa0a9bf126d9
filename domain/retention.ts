/**
 * How long each kind of personal data is kept, and why (LGPD art. 7, 15, 16 and 19): the one place
 * the retention job, the deletion of an account and the privacy notice read the periods from.
 * A period in days is counted from `from`; `null` days means "while the purpose lasts" (it ends by
 * an act of the person or of the contract, not by the calendar).
 */
export type LegalBasis = 'contract' | 'legal_obligation' | 'consent' | 'legitimate_interest';

export const LEGAL_BASIS_TEXT: Record<LegalBasis, string> = {
  contract: 'execução de contrato (art. 7º, V)',
  legal_obligation: 'cumprimento de obrigação legal (art. 7º, II)',
  consent: 'consentimento (art. 7º, I)',
  legitimate_interest: 'legítimo interesse (art. 7º, IX)',
};

export interface RetentionRule {
  /** What is kept, as the privacy notice names it. */
  data: string;
  purpose: string;
  basis: LegalBasis;
  /** Days counted from `from`; null while the purpose lasts. */
  days: number | null;
  from: string;
  /** What happens when the period ends. */
  then: 'purge' | 'anonymise';
}

const YEAR = 365;

export const RETENTION = {
  /** Orders never paid (abandoned checkouts): the buyer's name, e-mail, phone and CPF/CNPJ go. */
  unpaidOrder: {
    data: 'Dados do comprador em pedidos não pagos',
    purpose: 'Concluir a compra iniciada',
    basis: 'contract',
    days: 90,
    from: 'criação do pedido',
    then: 'anonymise',
  },
  /** Paid orders, receipts and their finance entries: tax law keeps them five years (CTN art. 173 and 174). */
  fiscalRecord: {
    data: 'Pedidos pagos, recibos e lançamentos financeiros',
    purpose: 'Registros fiscais e contábeis',
    basis: 'legal_obligation',
    days: 5 * YEAR,
    from: 'fim do ano do pagamento',
    then: 'anonymise',
  },
  /** Contact-form messages: answered and kept one year for follow-ups. */
  contactMessage: {
    data: 'Mensagens do formulário de contato',
    purpose: 'Responder ao contato',
    basis: 'legitimate_interest',
    days: YEAR,
    from: 'envio da mensagem',
    then: 'purge',
  },
  /** Newsletter: until the person leaves (one click in every mail). */
  newsletter: {
    data: 'E-mail da newsletter',
    purpose: 'Enviar novidades e ofertas',
    basis: 'consent',
    days: null,
    from: 'inscrição, até o descadastro',
    then: 'purge',
  },
  /** Waitlist: until told of a place or left; a year at most. */
  waitlist: {
    data: 'E-mail da lista de espera',
    purpose: 'Avisar quando houver vaga no prédio',
    basis: 'consent',
    days: YEAR,
    from: 'inscrição',
    then: 'purge',
  },
  /**
   * IP addresses of the security and audit logs: Marco Civil da Internet (art. 15) asks for six
   * months; SECURITY_LOG_IP_DAYS may keep them longer, never shorter.
   */
  securityLogIp: {
    data: 'Endereços IP dos registros de segurança e auditoria',
    purpose: 'Segurança da conta e prevenção a fraudes',
    basis: 'legitimate_interest',
    days: 180,
    from: 'registro do acesso',
    then: 'anonymise',
  },
  /** Videos of a client: while a booking uses them; removed with the account when none does. */
  clientVideo: {
    data: 'Vídeos enviados pelo anunciante',
    purpose: 'Exibir a campanha contratada',
    basis: 'contract',
    days: null,
    from: 'envio, enquanto houver reserva que o use',
    then: 'purge',
  },
} as const satisfies Record<string, RetentionRule>;

export type RetentionKind = keyof typeof RETENTION;

/** Marco Civil's floor for access logs: a configured IP period below it is refused. */
export const SECURITY_LOG_IP_MIN_DAYS = 180;

/** LGPD art. 19, II: a data subject's request is answered within 15 days. */
export const PRIVACY_REQUEST_DEADLINE_DAYS = 15;

/** The day a request received on `receivedDay` (YYYY-MM-DD) must be answered by. */
export function privacyRequestDueDay(receivedDay: string): string {
  const t = Date.parse(`${receivedDay}T12:00:00Z`) + PRIVACY_REQUEST_DEADLINE_DAYS * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}
