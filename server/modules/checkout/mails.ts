import { formatBRL } from '../../../domain/money';
import { methodLabels, orderNumber } from '../../../domain/checkout';
import { monthsLabel } from '../../../domain/pricing';
import { messages } from '../../../domain/messages';
import type { OrderLineRow, OrderRow } from './checkout.repository';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });


/** The confirmation mail: the order, the slots' period and how to reach the client area. */
export function orderPaidMail(args: {
  order: OrderRow;
  lines: OrderLineRow[];
  startsAt: Date;
  endsAt: Date;
  baseUrl: string;
  passwordToken: string | null;
}): { subject: string; text: string } {
  const { order, lines, baseUrl } = args;
  const method = order.method ? methodLabels[order.method] : '';
  const installments = order.method === 'card' && order.installments ? ` em ${order.installments}x sem juros` : '';
  const access = args.passwordToken
    ? [
        'Criamos o seu acesso à área do cliente, onde você envia os vídeos dos seus anúncios.',
        `Defina a sua senha neste link (válido por 72 horas, uso único):`,
        `${baseUrl}/redefinir-senha?token=${encodeURIComponent(args.passwordToken)}`,
      ]
    : ['Acesse a área do cliente para enviar os vídeos dos seus anúncios:', `${baseUrl}/clientes/login`];
  const text = [
    `Olá, ${order.buyerName}!`,
    '',
    `${messages.paymentSuccessDescription} Pedido nº ${orderNumber(order.id)}.`,
    '',
    'Painéis contratados:',
    ...lines.map((l) => `- ${l.buildingName}: ${formatBRL(l.lineCents)}`),
    '',
    `Período: ${monthsLabel(order.months)} (de ${dateFmt.format(args.startsAt)} a ${dateFmt.format(args.endsAt)})`,
    ...(order.couponCode ? [`Cupom: ${order.couponCode}`] : []),
    `Total pago: ${formatBRL(order.totalCents)} (${method}${installments})`,
    '',
    ...access,
    '',
    'Obrigado por anunciar com a Indexa!',
  ].join('\n');
  return { subject: `Pedido nº ${orderNumber(order.id)} confirmado — Indexa`, text };
}

export function orderRefundMail(order: OrderRow, reason = 'building_full'): { subject: string; text: string } {
  return {
    subject: `Pedido nº ${orderNumber(order.id)}: pagamento recebido, estorno em andamento — Indexa`,
    text: [
      `Olá, ${order.buyerName}!`,
      '',
      reason === 'building_full' ? messages.orderRefundNeeded : messages.orderLatePayment,
      '',
      `Pedido nº ${orderNumber(order.id)} — valor a estornar: ${formatBRL(order.totalCents)}.`,
      '',
      'Se preferir, responda este e-mail ou fale conosco pelo WhatsApp para escolher outro painel.',
    ].join('\n'),
  };
}

/** Money given back by staff (whole or in part): what, how much, and when it reaches the buyer. */
export function refundDoneMail(args: {
  order: OrderRow;
  amountCents: number;
  whole: boolean;
  method: 'pix' | 'card';
  bookingsEnded: boolean;
}): { subject: string; text: string } {
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
