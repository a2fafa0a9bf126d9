/**
 * The privacy notice at /privacidade (issue 34, ADR 0054) and the consent of the newsletter: what
 * the page says besides the periods and bases of domain/retention.ts (read from there, never
 * retyped) and the controller and officer (admin settings). The free text is edited by the master
 * in /admin/settings; each save is a new version with its date, and a consent records the version
 * current when it was given.
 */
export const PRIVACY_PATH = '/privacidade';
/** The client area's 'Meus dados' (data subject's requests, issue 34 part B). */
export const MY_DATA_PATH = '/clientes/meus-dados';
/** The newsletter mail's leave page. */
export const NEWSLETTER_LEAVE_PATH = '/newsletter/sair';

/** The text of version 1, stored the first time the notice is read (then only the master changes it). */
export const DEFAULT_PRIVACY_NOTICE_TEXT = [
  'Este aviso explica quais dados pessoais a Indexa guarda quando você visita o site, compra um anúncio, assina a newsletter, entra numa lista de espera ou fala conosco, por que guardamos, por quanto tempo e como você exerce os seus direitos previstos na Lei Geral de Proteção de Dados (Lei nº 13.709/2018).',
  'Usamos os seus dados só para as finalidades descritas abaixo. Não vendemos dados pessoais e não os usamos para publicidade de terceiros.',
].join('\n\n');

export const PRIVACY_NOTICE_TEXT_MAX = 20_000;

/** Who receives data to do part of the work for us (operators, LGPD art. 5, VII). */
export const PRIVACY_SHARING = [
  {
    who: 'Provedor de pagamentos',
    what: 'Nome, e-mail, CPF/CNPJ e os dados do pagamento (PIX ou cartão), para processar a cobrança. Os dados do cartão vão direto ao provedor; a Indexa não os guarda.',
  },
  {
    who: 'Serviço de envio de e-mails',
    what: 'O seu e-mail e o texto das mensagens (confirmação de pedido, recuperação de senha, newsletter, avisos da lista de espera).',
  },
  {
    who: 'Armazenamento de arquivos',
    what: 'Os vídeos dos anúncios e as fotos do site, guardados em servidor de arquivos contratado para isso.',
  },
] as const;

/** The data subject's rights (LGPD art. 18) and where each is exercised. */
export const PRIVACY_RIGHTS = [
  { right: 'Confirmar que tratamos os seus dados e acessá-los', how: 'account' },
  { right: 'Corrigir dados incompletos, inexatos ou desatualizados', how: 'account' },
  { right: 'Pedir a eliminação dos dados (guardamos só o que a lei manda guardar)', how: 'account' },
  { right: 'Receber os seus dados num arquivo (portabilidade)', how: 'account' },
  { right: 'Revogar o consentimento da newsletter ou da lista de espera', how: 'mail' },
  { right: 'Saber com quem compartilhamos os seus dados', how: 'notice' },
] as const;

/** What the newsletter form states next to its button (the consent it records). */
export const NEWSLETTER_CONSENT_TEXT =
  'Usamos o seu e-mail só para enviar novidades e ofertas da Indexa. Você sai quando quiser, pelo link de cada e-mail.';

/** What the contact forms state about their data. */
export const CONTACT_PURPOSE_TEXT =
  'Usamos o seu nome, e-mail e mensagem só para responder a este contato; a mensagem é apagada depois de um ano.';

export const privacyNoticeMessages = {
  privacyNoticeSaved: (version: number) => `Aviso de privacidade salvo: versão ${version} publicada.`,
  privacyNoticeOfficerSaved: 'Contato do encarregado salvo.',
  privacyNoticeUnchanged: 'Nada mudou: o aviso continua na mesma versão.',
  privacyNoticeStale: 'O aviso foi alterado por outra pessoa enquanto você editava. Recarregue a página e revise o texto.',
  privacyNoticeTextRequired: 'Escreva o texto do aviso.',
  privacyOfficerNameRequired: 'Informe o nome do encarregado.',
  newsletterLeft: (email: string) => `Pronto: ${email} saiu da newsletter e foi apagado da nossa lista.`,
  newsletterAlreadyLeft: 'Este e-mail já não está na nossa newsletter.',
  newsletterLinkInvalid: 'Link inválido. Use o link do e-mail que enviamos.',
  privacyNoticeLoadError: 'Erro ao carregar o aviso de privacidade. Por favor, tente novamente.',
} as const;

/** A retention period as the notice says it: '90 dias', '1 ano', '5 anos', or while the purpose lasts. */
export function retentionPeriodText(rule: { days: number | null; from: string; then: 'purge' | 'anonymise' }): string {
  const after = rule.then === 'purge' ? 'depois é apagado' : 'depois é anonimizado';
  if (rule.days === null) return `Enquanto durar a finalidade (${rule.from}); ${after}.`;
  const years = rule.days % 365 === 0 ? rule.days / 365 : null;
  const span = years ? `${years} ${years === 1 ? 'ano' : 'anos'}` : `${rule.days} dias`;
  return `${span} (início da contagem: ${rule.from}); ${after}.`;
}
