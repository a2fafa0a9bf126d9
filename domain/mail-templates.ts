/**
 * Every e-mail the site sends, as pure functions of the site's address and of the facts the mail
 * announces (issue 29). The address is the configured one (the server passes
 * `publicBaseUrl(config)`: PUBLIC_URL, or http://localhost:PORT), never a request's Host, and every
 * link in a mail is that address plus a path: a mail never holds a relative link.
 *
 * The registry below is the only way to make a mail: `renderMail` brands what it returns, and the
 * outbox takes only branded mails. tests/unit/domain/mail-templates.test.ts renders every entry
 * of the registry (its samples are typed by it, so a new template without a sample does not
 * compile) and checks every link and path of the text and the HTML.
 */
import { methodLabels, orderNumber } from './checkout';
import { NEWSLETTER_LEAVE_PATH, PRIVACY_PATH } from './privacy-notice';
import type { MailAttachmentRef } from './mail';
import { dateTimeAtText, TIME_ZONE } from './time';
import { formatBRL } from './money';
import { messages } from './messages';
import { monthsLabel } from './pricing';
import { paidBookingsText } from './notifications';
import { endsInText, placesText, renewalPath, renewalReminderText } from './renewals';
import { outageDurationText } from './signage';
import { privacyPaths } from './privacy';
import { REPLY_SUBJECT } from './support';
import { videoNoticeText, type VideoPurpose, type VideoStatus } from './videos';

/** What a template writes; `html` is optional (every mail has a plain text). */
export interface MailContent {
  subject: string;
  text: string;
  html?: string;
  /** Files the mail carries, by reference: the mailer renders them when it sends (ADR 0050). */
  attachments?: MailAttachmentRef[];
  /** Extra headers (List-Unsubscribe of the consent-based mails, ADR 0054); links in them are site links too. */
  headers?: Record<string, string>;
}

/** The paths of the site a mail points at (the web router serves each). */
export const mailPaths = {
  clientLogin: '/clientes/login',
  clientDashboard: '/clientes/dashboard',
  sindicoLogin: '/sindico',
  sindicoDashboard: '/sindico/dashboard',
  resetPassword: '/redefinir-senha',
  adminStatus: '/admin/status',
  store: '/paineis-digitais/loja',
  waitlistLeave: '/lista-de-espera/sair',
  waitlistLeaveOneClick: '/api/waitlist/leave/one-click',
  newsletterLeave: NEWSLETTER_LEAVE_PATH,
  newsletterLeaveOneClick: '/api/newsletter/leave/one-click',
  privacy: PRIVACY_PATH,
} as const;

/**
 * RFC 8058: the mail program shows its own 'Cancelar inscrição' and POSTs to this address with
 * 'List-Unsubscribe=One-Click'; the signed token in the address is the key.
 */
function oneClickHeaders(link: Link, path: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${link(`${path}?token=${encodeURIComponent(token)}`)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const dateFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** '03/05/2025 às 14:05' (São Paulo). */
const atText = dateTimeAtText;

/** The order fields a buyer's mail shows (an order row has them all). */
export interface MailOrder {
  id: string;
  buyerName: string;
  months: number;
  totalCents: number;
  method: keyof typeof methodLabels | null;
  installments: number | null;
  couponCode: string | null;
}

type Link = (path: string) => string;

/** The confirmation mail: the order, the slots' period and how to reach the client area. */
function orderPaid(
  link: Link,
  args: {
    order: MailOrder;
    /** `renewal`: the line continues a booking (ADR 0052) over its own days, with its video. */
    lines: { buildingName: string; lineCents: number; renewal?: { startsAt: Date; endsAt: Date } | null }[];
    startsAt: Date;
    endsAt: Date;
    /** A new account's set-password token (72 h, single use); null for an existing account. */
    passwordToken: string | null;
  },
): MailContent {
  const { order, lines } = args;
  const method = order.method ? methodLabels[order.method] : '';
  const installments = order.method === 'card' && order.installments ? ` em ${order.installments}x sem juros` : '';
  const access = args.passwordToken
    ? [
        'Criamos o seu acesso à área do cliente, onde você envia os vídeos dos seus anúncios.',
        `Defina a sua senha neste link (válido por 72 horas, uso único):`,
        link(`${mailPaths.resetPassword}?token=${encodeURIComponent(args.passwordToken)}`),
      ]
    : ['Acesse a área do cliente para enviar os vídeos dos seus anúncios:', link(mailPaths.clientLogin)];
  const text = [
    `Olá, ${order.buyerName}!`,
    '',
    `${messages.paymentSuccessDescription} Pedido nº ${orderNumber(order.id)}.`,
    '',
    'Painéis contratados:',
    ...lines.map(
      (l) =>
        `- ${l.buildingName}: ${formatBRL(l.lineCents)}${
          l.renewal
            ? ` — renovação de ${dateFmt.format(l.renewal.startsAt)} a ${dateFmt.format(new Date(l.renewal.endsAt.getTime() - 1))}, com o mesmo vídeo`
            : ''
        }`,
    ),
    '',
    lines.every((l) => l.renewal)
      ? `Período: ${monthsLabel(order.months)}`
      : `Período: ${monthsLabel(order.months)} (de ${dateFmt.format(args.startsAt)} a ${dateFmt.format(args.endsAt)})`,
    ...(order.couponCode ? [`Cupom: ${order.couponCode}`] : []),
    `Total pago: ${formatBRL(order.totalCents)} (${method}${installments})`,
    '',
    'O recibo deste pagamento segue anexo (PDF) e fica também na área do cliente, em Meus pedidos.',
    '',
    ...access,
    '',
    'Obrigado por anunciar com a Indexa!',
  ].join('\n');
  return {
    subject: `Pedido nº ${orderNumber(order.id)} confirmado — Indexa`,
    text,
    attachments: [{ kind: 'receipt', orderId: order.id }],
  };
}

/** Money received that cannot pay its order (a building filled up, or the order was closed). */
function orderRefundPending(_link: Link, args: { order: MailOrder; reason: string }): MailContent {
  const { order } = args;
  return {
    subject: `Pedido nº ${orderNumber(order.id)}: pagamento recebido, estorno em andamento — Indexa`,
    text: [
      `Olá, ${order.buyerName}!`,
      '',
      args.reason === 'building_full' ? messages.orderRefundNeeded : messages.orderLatePayment,
      '',
      `Pedido nº ${orderNumber(order.id)} — valor a estornar: ${formatBRL(order.totalCents)}.`,
      '',
      'Se preferir, responda este e-mail ou fale conosco pelo WhatsApp para escolher outro painel.',
    ].join('\n'),
  };
}

/** Money given back by staff (whole or in part): what, how much, and when it reaches the buyer. */
function refundDone(
  _link: Link,
  args: { order: MailOrder; amountCents: number; whole: boolean; method: 'pix' | 'card'; bookingsEnded: boolean },
): MailContent {
  const { order } = args;
  const when =
    args.method === 'card'
      ? 'No cartão de crédito, o valor aparece na fatura em até duas faturas, conforme o banco emissor.'
      : 'No PIX, o valor volta para a conta de origem do pagamento.';
  return {
    subject: `Pedido nº ${orderNumber(order.id)}: estorno de ${formatBRL(args.amountCents)} — Indexa`,
    text: [
      `Olá, ${order.buyerName}!`,
      '',
      args.whole
        ? `Estornamos o valor do pedido nº ${orderNumber(order.id)}: ${formatBRL(args.amountCents)}.`
        : `Estornamos ${formatBRL(args.amountCents)} do pedido nº ${orderNumber(order.id)} (estorno parcial).`,
      when,
      ...(args.bookingsEnded ? ['', 'As reservas deste pedido foram encerradas e os vídeos saem das telas.'] : []),
      '',
      'Dúvidas? Responda este e-mail ou fale conosco pelo WhatsApp.',
    ].join('\n'),
  };
}

/** 'Esqueci minha senha': a single-use link valid for one hour. */
function passwordRecovery(link: Link, args: { name: string; token: string }): MailContent {
  return {
    subject: 'Recuperação de senha — Indexa',
    text:
      `Olá, ${args.name}.\n\nRecebemos um pedido para redefinir a senha da sua conta na Indexa.\n` +
      `Para criar uma nova senha, abra o link abaixo (válido por 1 hora e só pode ser usado uma vez):\n\n` +
      `${link(`${mailPaths.resetPassword}?token=${encodeURIComponent(args.token)}`)}\n\n` +
      'Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.\n',
  };
}

/** A síndico's new account (no password yet): where to log in and how to create the password. */
function sindicoInvite(link: Link, args: { name: string; email: string; buildingName: string }): MailContent {
  return {
    subject: 'Seu acesso à Área do Síndico — Indexa',
    text: [
      `Olá, ${args.name}!`,
      '',
      `Você foi cadastrado(a) como síndico(a) do prédio ${args.buildingName} na plataforma Indexa.`,
      '',
      `Para criar sua senha, acesse ${link(mailPaths.sindicoLogin)} e use 'Esqueci minha senha' com este e-mail (${args.email}).`,
      '',
      'Equipe Indexa',
    ].join('\n'),
  };
}

/** Staff approved or rejected a video: a client's ad, or a síndico's notice video. */
function videoDecision(
  link: Link,
  args: {
    clientName: string;
    purpose: VideoPurpose;
    status: Extract<VideoStatus, 'aprovado' | 'reprovado'>;
    rejectionReason: string | null;
    title: string;
    buildingName: string | null;
    /**
     * Where an approved ad went (issue 29): the slot of the video chosen at upload ('replace',
     * whose title is `replacedTitle`), a free slot ('free'), or nowhere yet ('wait').
     */
    placement: 'replace' | 'free' | 'wait';
    replacedTitle: string | null;
  },
): MailContent {
  const approved = args.status === 'aprovado';
  const where = `${args.title}${args.buildingName ? ` — ${args.buildingName}` : ''}`;
  const lines =
    args.purpose === 'notice'
      ? [
          `Olá, ${args.clientName}!`,
          '',
          approved
            ? 'O vídeo do seu aviso foi aprovado!'
            : `O vídeo do seu aviso foi reprovado: ${args.rejectionReason ?? ''}`,
          `Aviso: ${where}`,
          approved
            ? 'Ele entra nas telas do prédio conforme a programação do aviso.'
            : 'Você pode enviar outro vídeo pela Área do Síndico.',
          '',
          `Área do Síndico: ${link(mailPaths.sindicoDashboard)}`,
        ]
      : [
          `Olá, ${args.clientName}!`,
          '',
          videoNoticeText(args.status, args.rejectionReason) ?? '',
          `Vídeo: ${where}`,
          approved
            ? args.placement === 'replace'
              ? `Ele entrou no lugar de "${args.replacedTitle ?? ''}" no slot do prédio e entra na programação do painel; o vídeo anterior continua em Aprovados.`
              : args.placement === 'free'
                ? 'Ele já foi ativado num slot livre do prédio e entra na programação do painel.'
                : 'Ative-o em um dos seus slots na Área do Cliente (Gerenciar Slots).'
            : 'Você pode corrigir o vídeo e reenviá-lo pela Área do Cliente (Meus Vídeos > Reenviar).',
          '',
          `Área do Cliente: ${link(mailPaths.clientDashboard)}`,
        ];
  return { subject: approved ? messages.videoApprovedNotice : 'Seu vídeo foi reprovado', text: lines.join('\n') };
}

/** The facts of one outage of a screen (issue 32): which screen, and its last signal before it. */
interface MailOutage {
  /** The staff member the mail is addressed to. */
  name: string;
  screenLabel: string;
  buildingName: string;
  /** The screen's last heartbeat before the silence: when the outage began. */
  lastSignalAt: Date;
}

/** To staff: a screen whose building has paid bookings running now stopped reporting. */
function screenDown(link: Link, args: MailOutage & { liveBookings: number; silentMinutes: number }): MailContent {
  return {
    subject: `Tela fora do ar: ${args.screenLabel} — ${args.buildingName}`,
    text: [
      `Olá, ${args.name}.`,
      '',
      `A tela "${args.screenLabel}" do prédio ${args.buildingName} está fora do ar: o último sinal foi em ${atText(args.lastSignalAt)} (há mais de ${args.silentMinutes} min).`,
      `O prédio tem ${paidBookingsText(args.liveBookings)} em andamento: enquanto a tela não volta, esses anúncios podem não estar sendo exibidos.`,
      '',
      'Se só a internet do prédio caiu, o player continua tocando o que guardou e envia as exibições quando a conexão voltar; se nada responde, confira a energia e a tela no prédio.',
      `Estado das telas: ${link(mailPaths.adminStatus)}`,
      '',
      'Avisaremos por e-mail quando ela voltar, com o tempo que ficou fora do ar.',
    ].join('\n'),
  };
}

/** To staff: the screen of a `screenDown` mail reports again; how long it was out. */
function screenBack(link: Link, args: MailOutage & { backAt: Date }): MailContent {
  const duration = outageDurationText(args.backAt.getTime() - args.lastSignalAt.getTime());
  return {
    subject: `Tela de volta ao ar: ${args.screenLabel} — ${args.buildingName}`,
    text: [
      `Olá, ${args.name}.`,
      '',
      `A tela "${args.screenLabel}" do prédio ${args.buildingName} voltou a responder em ${atText(args.backAt)} e ficou fora do ar por ${duration} (desde ${atText(args.lastSignalAt)}).`,
      '',
      `Estado das telas: ${link(mailPaths.adminStatus)}`,
    ].join('\n'),
  };
}

/** To the client: the booking whose screens were off the air got more days (ADR 0047). */
function makeGoodExtended(
  link: Link,
  args: { clientName: string; buildingName: string; lostMs: number; days: number; previousEndsAt: Date; endsAt: Date },
): MailContent {
  const days = args.days === 1 ? '1 dia' : `${args.days} dias`;
  return {
    subject: `Sua campanha no ${args.buildingName} foi estendida em ${days}`,
    text: [
      `Olá, ${args.clientName}!`,
      '',
      `A tela do ${args.buildingName} ficou fora do ar por ${outageDurationText(args.lostMs)} durante a sua reserva. Para compensar, sua campanha foi estendida em ${days}, sem custo.`,
      `A reserva terminava em ${dateFmt.format(args.previousEndsAt)} e agora vai até ${dateFmt.format(args.endsAt)}; o seu vídeo volta a aparecer nas telas do prédio até o fim desse dia.`,
      '',
      `Área do Cliente: ${link(mailPaths.clientDashboard)}`,
    ].join('\n'),
  };
}

/** To the client: a credit (single-use coupon) for time the screens could not give back (ADR 0047). */
function makeGoodCredit(
  link: Link,
  args: { clientName: string; buildingName: string; lostMs: number; couponCode: string; creditCents: number; validUntil: Date },
): MailContent {
  return {
    subject: `Você recebeu um crédito de ${formatBRL(args.creditCents)}`,
    text: [
      `Olá, ${args.clientName}!`,
      '',
      `A tela do ${args.buildingName} ficou fora do ar por ${outageDurationText(args.lostMs)} durante a sua reserva, e o prédio já estava com todos os espaços ocupados depois dela. Para compensar, você recebeu um crédito de ${formatBRL(args.creditCents)}.`,
      '',
      `Cupom: ${args.couponCode}`,
      `Use-o na sua próxima compra na loja, até ${dateFmt.format(args.validUntil)} (uma vez).`,
      '',
      `Área do Cliente: ${link(mailPaths.clientDashboard)}`,
    ].join('\n'),
  };
}

/**
 * To a person on a full building's waitlist (ADR 0051): a place opened. Once per sign-up; the store
 * link opens on that building, the leave link (a signed token) deletes the sign-up in one click.
 */
function waitlistPlaceFree(
  link: Link,
  args: { name: string | null; buildingName: string; buildingId: string; leaveToken: string },
): MailContent {
  return {
    subject: `Abriu uma vaga no ${args.buildingName}`,
    text: [
      args.name ? `Olá, ${args.name}!` : 'Olá!',
      '',
      `Abriu uma vaga para anunciar nos painéis do ${args.buildingName}. Você recebe este aviso porque entrou na lista de espera do prédio.`,
      'Avisamos a lista por ordem de inscrição, e a vaga fica com quem concluir a compra primeiro.',
      '',
      `Ver o prédio na loja: ${link(`${mailPaths.store}?predio=${encodeURIComponent(args.buildingId)}`)}`,
      '',
      'Este é o único aviso desta inscrição: se o prédio lotar de novo, entre na lista outra vez pela loja.',
      `Sair da lista de espera (o seu e-mail é apagado dela): ${link(`${mailPaths.waitlistLeave}?token=${encodeURIComponent(args.leaveToken)}`)}`,
      `Como tratamos os seus dados: ${link(mailPaths.privacy)}`,
    ].join('\n'),
    headers: oneClickHeaders(link, mailPaths.waitlistLeaveOneClick, args.leaveToken),
  };
}

/** 'YYYY-MM-DD' as '10/06/2026'. */
const dayText = (day: string) => day.split('-').reverse().join('/');

/**
 * To the client, 7 days and 1 day before a paid booking's last day (issue 33, ADR 0052): when it
 * ends, and the link that opens the checkout with the same buildings and period at today's prices.
 */
function renewalReminder(
  link: Link,
  args: { clientName: string; orderId: string; buildingNames: string[]; daysLeft: number; lastDay: string; months: number },
): MailContent {
  const when = args.daysLeft <= 0 ? 'hoje é o último dia nas telas' : `o último dia nas telas é ${dayText(args.lastDay)}`;
  return {
    subject: renewalReminderText(args.buildingNames, args.daysLeft),
    text: [
      `Olá, ${args.clientName}!`,
      '',
      `Sua campanha ${placesText(args.buildingNames)} ${endsInText(args.daysLeft)}: ${when}.`,
      '',
      'Renove agora e ela continua no dia seguinte ao fim, no mesmo lugar e com o mesmo vídeo, sem nova aprovação e sem a tela ficar vazia.',
      `O carrinho já vem com ${args.buildingNames.length === 1 ? 'o mesmo prédio' : 'os mesmos prédios'} e o mesmo período (${monthsLabel(args.months)}), com os preços e o desconto por período de hoje:`,
      link(renewalPath(args.orderId)),
      '',
      `Área do Cliente: ${link(mailPaths.clientDashboard)}`,
    ].join('\n'),
  };
}

/** To the agency: someone subscribed to the newsletter. */
function newsletterSignup(_link: Link, args: { email: string }): MailContent {
  return {
    subject: 'Nova inscrição na newsletter',
    text: `O e-mail ${args.email} se inscreveu na newsletter pelo site.`,
  };
}

/**
 * To the subscriber, once per sign-up (ADR 0054): what they agreed to, the notice, and the
 * one-click way out (in the text and in the List-Unsubscribe header).
 */
function newsletterWelcome(link: Link, args: { leaveToken: string }): MailContent {
  return {
    subject: 'Inscrição confirmada na newsletter da Indexa',
    text: [
      'Olá!',
      '',
      'Este e-mail foi inscrito na newsletter da Indexa: você vai receber novidades e ofertas dos nossos painéis digitais.',
      `Usamos o seu e-mail só para isso, como explica o nosso aviso de privacidade: ${link(mailPaths.privacy)}`,
      '',
      'Não quer receber? Cancele a inscrição com um clique (o seu e-mail é apagado da lista):',
      link(`${mailPaths.newsletterLeave}?token=${encodeURIComponent(args.leaveToken)}`),
      '',
      'Se não foi você quem se inscreveu, use o mesmo link.',
    ].join('\n'),
    headers: oneClickHeaders(link, mailPaths.newsletterLeaveOneClick, args.leaveToken),
  };
}

/** To the agency: a message from the site's contact forms. */
function contactMessage(
  _link: Link,
  args: { source: string; name: string; email: string; message: string },
): MailContent {
  return {
    subject: `Contato pelo site (${args.source}): ${args.name}`,
    text: `Nome: ${args.name}\nE-mail: ${args.email}\n\n${args.message}`,
  };
}

/** Staff's answer to a contact message, quoting what the person wrote. */
function contactReply(_link: Link, args: { name: string; body: string; original: string; at: Date }): MailContent {
  const day = args.at.toLocaleDateString('pt-BR', { timeZone: TIME_ZONE });
  const quoted = args.original
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return {
    subject: REPLY_SUBJECT,
    text: `Olá, ${args.name}!\n\n${args.body}\n\nEquipe Indexa\n\n---\nSua mensagem de ${day}:\n${quoted}`,
  };
}

/**
 * To a client who asked to delete their account in 'Meus dados' (ADR 0055): the single-use link
 * that confirms it. Nothing is deleted until it is opened.
 */
function accountDeletionConfirm(link: Link, args: { name: string; token: string; hours: number }): MailContent {
  return {
    subject: 'Confirme a exclusão da sua conta',
    text: [
      `Olá, ${args.name}!`,
      '',
      'Recebemos o pedido de exclusão da sua conta na Área do Cliente. Para confirmar, abra o link abaixo:',
      link(`${privacyPaths.confirmDeletion}?token=${encodeURIComponent(args.token)}`),
      '',
      `O link vale por ${args.hours} horas e pode ser usado uma vez. Se você não pediu a exclusão, ignore este e-mail: a conta continua como está.`,
      '',
      'O que acontece: seu nome, e-mail, telefone e senha são apagados e o acesso termina. Pedidos pagos e recibos continuam nos registros fiscais pelo prazo da lei, sem o seu nome; vídeos que não estão em uma campanha em andamento são apagados.',
      `Como tratamos seus dados: ${link(privacyPaths.notice)}`,
    ].join('\n'),
  };
}

/** To the address the account had, once the deletion is done: what went and what the law keeps. */
function accountDeleted(link: Link, args: { name: string; videosRemoved: number; videosKept: number }): MailContent {
  return {
    subject: 'Sua conta foi excluída',
    text: [
      `Olá, ${args.name}!`,
      '',
      'Sua conta na Área do Cliente foi excluída como você pediu. Seu nome, e-mail, telefone e senha foram apagados e todas as sessões encerradas.',
      args.videosRemoved > 0 ? `Vídeos apagados: ${args.videosRemoved}.` : 'Não havia vídeos a apagar.',
      args.videosKept > 0
        ? `Vídeos mantidos até o fim das campanhas em andamento que os exibem: ${args.videosKept}.`
        : '',
      'Pedidos pagos, recibos e lançamentos financeiros ficam guardados sem o seu nome pelo prazo da legislação fiscal (5 anos), como manda a lei.',
      '',
      'Este é o último e-mail que enviamos para este endereço sobre a conta.',
      `Como tratamos seus dados: ${link(privacyPaths.notice)}`,
    ]
      .filter((l, i, all) => l !== '' || all[i - 1] !== '')
      .join('\n'),
  };
}

/** Every mail the site sends. Add a template here (and its sample in the test), nowhere else. */
export const mailTemplates = {
  orderPaid,
  orderRefundPending,
  refundDone,
  passwordRecovery,
  sindicoInvite,
  videoDecision,
  newsletterSignup,
  newsletterWelcome,
  contactMessage,
  contactReply,
  screenDown,
  screenBack,
  makeGoodExtended,
  makeGoodCredit,
  waitlistPlaceFree,
  renewalReminder,
  accountDeletionConfirm,
  accountDeleted,
} satisfies Record<string, (link: Link, args: never) => MailContent>;

export type MailTemplateName = keyof typeof mailTemplates;
export type MailArgs<K extends MailTemplateName> = Parameters<(typeof mailTemplates)[K]>[1];

declare const renderedBrand: unique symbol;
/** A mail made by `renderMail` (the outbox accepts nothing else). */
export type RenderedMail = MailContent & { readonly [renderedBrand]: MailTemplateName };

/** An absolute http(s) address without a query or fragment; the trailing slash is dropped. */
export function mailBaseUrl(baseUrl: string): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(
      `Endereço do site inválido para e-mails: "${baseUrl}" (use uma URL completa, como https://indexa.com.br)`,
    );
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(
      `Endereço do site inválido para e-mails: "${baseUrl}" (use uma URL completa, como https://indexa.com.br)`,
    );
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Renders one template with the site's address: every path a template links to becomes
 * `baseUrl + path`. Throws on a base that is not an absolute http(s) address (a configuration
 * bug, never a person's input).
 */
export function renderMail<K extends MailTemplateName>(baseUrl: string, name: K, args: MailArgs<K>): RenderedMail {
  const base = mailBaseUrl(baseUrl);
  const link: Link = (path) => {
    if (!path.startsWith('/') || path.startsWith('//'))
      throw new Error(`Um link de e-mail é um caminho do site: "${path}"`);
    return `${base}${path}`;
  };
  const template = mailTemplates[name] as (link: Link, args: MailArgs<K>) => MailContent;
  return template(link, args) as RenderedMail;
}
