/**
 * The receipt of a paid order ('Recibo', issue 33 item 4, ADR 0050): what it says, as data, so the
 * PDF (server/modules/receipts) only draws and a unit test reads every line. A receipt is not a
 * fiscal document (NFS-e comes from a provider, out of scope) and it never lies: money given back
 * after the payment (refunds, a chargeback) is printed with its amount and date.
 */
import { bookingEnd, methodLabels, orderNumber, type OrderStatus, type PaymentStatus } from './checkout';
import { maskCnpj, maskCpf } from './documents';
import { formatBRL, percentFromBp } from './money';
import { monthsLabel, PIX_DISCOUNT_BP, type PaymentMethod, type Quote } from './pricing';
import { dateTimeAtText, TIME_ZONE } from './time';

export const RECEIPT_NOT_FISCAL = 'Este recibo não é documento fiscal (NFS-e).';

/** An order has a receipt once it was paid; a later refund or chargeback is printed on it. */
export function hasReceipt(order: { paidAt: Date | string | null }): boolean {
  return order.paidAt !== null;
}

/** 'recibo-1A2B3C4D.pdf' */
export function receiptFilename(orderId: string): string {
  return `recibo-${orderNumber(orderId)}.pdf`;
}

/**
 * The payment that paid an order: the approved one, or, once its money went back, the refunded or
 * charged-back one that was not a refund_needed payment (those carry their refund reason and were
 * never part of what the receipt says was received).
 */
export function payingPayment<P extends { status: PaymentStatus; refundReason: string | null }>(
  payments: readonly P[],
): P | undefined {
  return (
    payments.find((p) => p.status === 'approved') ??
    payments.find((p) => (p.status === 'refunded' || p.status === 'charged_back') && !p.refundReason)
  );
}

// Made on first use: a page importing this module does not pay for Intl formatters it never uses.
let dateFmt: Intl.DateTimeFormat | undefined;
/** '27/11/2026' in São Paulo. */
export const receiptDate = (d: Date): string =>
  (dateFmt ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })).format(d);
/** '27/11/2026 às 18:24' in São Paulo. */
export const receiptDateTime = dateTimeAtText;

// ── Amount in words ('valor por extenso'), as a Brazilian receipt writes it. ──
const UNITS = [
  '',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const TENS = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const HUNDREDS = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

function below1000(n: number): string {
  if (n === 100) return 'cem';
  const h = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (h) parts.push(HUNDREDS[h]!);
  if (rest >= 20) {
    parts.push(rest % 10 ? `${TENS[Math.floor(rest / 10)]} e ${UNITS[rest % 10]}` : TENS[rest / 10]!);
  } else if (rest) {
    parts.push(UNITS[rest]!);
  }
  return parts.join(' e ');
}

const SCALES: Array<[number, string, string]> = [
  [1e9, 'bilhão', 'bilhões'],
  [1e6, 'milhão', 'milhões'],
  [1e3, 'mil', 'mil'],
];

/** 1997 → 'mil novecentos e noventa e sete'; 0 → 'zero'. Whole numbers below one trillion. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`numberInWords: ${n}`);
  if (n === 0) return 'zero';
  const groups: Array<{ coef: number; words: string }> = [];
  let rest = n;
  for (const [size, one, many] of SCALES) {
    const g = Math.floor(rest / size);
    rest %= size;
    if (!g) continue;
    // 'mil', never 'um mil'.
    const words = size === 1e3 && g === 1 ? 'mil' : `${below1000(g)} ${g === 1 ? one : many}`;
    groups.push({ coef: g, words });
  }
  if (rest) groups.push({ coef: rest, words: below1000(rest) });
  // The last group joins with 'e' when its number is below a hundred or whole hundreds ('mil e
  // cem', 'dois mil e cinquenta', 'um milhão e quinhentos mil'); otherwise groups follow one
  // another ('mil novecentos e noventa', 'um milhão quinhentos e vinte mil').
  return groups
    .map((g, i) => {
      if (i === 0) return g.words;
      const round = g.coef < 100 || g.coef % 100 === 0;
      return `${i === groups.length - 1 && round ? ' e ' : ' '}${g.words}`;
    })
    .join('');
}

/** 179730 → 'mil setecentos e noventa e sete reais e trinta centavos'. */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`amountInWords: ${cents}`);
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  const parts: string[] = [];
  if (reais) {
    const words = numberInWords(reais);
    // 'um milhão de reais', 'dois bilhões de reais': a whole million takes 'de'.
    const de = reais % 1e6 === 0 ? ' de' : '';
    parts.push(`${words}${de} ${reais === 1 ? 'real' : 'reais'}`);
  }
  if (centavos) parts.push(`${numberInWords(centavos)} ${centavos === 1 ? 'centavo' : 'centavos'}`);
  return parts.length ? parts.join(' e ') : 'zero real';
}

// ── The receipt, as lines. ──

export interface ReceiptIssuer {
  legalName: string;
  /** As typed in the settings (formatted on print); empty or null when not set. */
  cnpj: string | null;
  address: string;
  phone: string;
  email: string;
}

export interface ReceiptFacts {
  issuer: ReceiptIssuer;
  order: {
    id: string;
    status: OrderStatus;
    paidAt: Date;
    months: number;
    buyerName: string;
    buyerEmail: string;
    buyerCpf: string;
    buyerCompany: string | null;
    buyerCnpj: string | null;
    method: PaymentMethod | null;
    installments: number | null;
    /** The server's quote at creation; older or hand-made orders may lack parts of it. */
    quote: Partial<Quote> | null;
    subtotalCents: number;
    discountCents: number;
    couponDiscountCents: number;
    couponCode: string | null;
    pixDiscountCents: number;
    totalCents: number;
  };
  lines: Array<{ buildingId: string; buildingName: string; lineCents: number }>;
  /** The bookings the order granted: each item's period starts with its booking. */
  bookings: Array<{ buildingId: string; startsAt: Date }>;
  /** The payment that paid the order (card brand and last digits, a chargeback). */
  payment: {
    method: PaymentMethod;
    installments: number | null;
    cardBrand: string | null;
    cardLast4: string | null;
    chargedBackAt: Date | null;
  } | null;
  /** Refunds of that payment the provider confirmed. */
  refunds: Array<{ amountCents: number; completedAt: Date }>;
  issuedAt: Date;
}

export const receiptStandings = ['paid', 'partly_refunded', 'refunded', 'charged_back'] as const;
export type ReceiptStanding = (typeof receiptStandings)[number];
export const receiptStandingLabels: Record<ReceiptStanding, string> = {
  paid: 'Pago',
  partly_refunded: 'Pago, com estorno parcial',
  refunded: 'Estornado integralmente',
  charged_back: 'Contestado pelo titular do cartão (chargeback)',
};

export interface ReceiptModel {
  number: string;
  filename: string;
  standing: ReceiptStanding;
  issuer: { name: string; lines: string[] };
  buyer: Array<[string, string]>;
  /** 'Recebemos de … a importância de R$ … (… reais), referente à …' */
  statement: string;
  items: Array<{ building: string; period: string; amount: string }>;
  summary: Array<{ label: string; amount: string; total?: boolean }>;
  payment: Array<[string, string]>;
  /** Null when nothing went back. */
  reversals: { rows: Array<{ label: string; at: string; amount: string }>; lines: Array<[string, string]> } | null;
  notes: string[];
  issuedAt: string;
}

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'PIX', 'Cartão de Crédito em 3x sem juros (Visa final 4242)'. */
export function paymentMethodText(p: {
  method: PaymentMethod;
  installments: number | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
}): string {
  if (p.method === 'pix') return methodLabels.pix;
  const n = p.installments ?? 1;
  const plan = n > 1 ? ` em ${n}x sem juros` : ' à vista';
  const card = [p.cardBrand ? capitalized(p.cardBrand) : null, p.cardLast4 ? `final ${p.cardLast4}` : null]
    .filter(Boolean)
    .join(' ');
  return `${methodLabels.card}${plan}${card ? ` (${card})` : ''}`;
}

/** What went back of the paying payment so far, and what that makes of the receipt. */
export function receiptReversal(
  totalCents: number,
  refunds: ReadonlyArray<{ amountCents: number }>,
  chargedBack: boolean,
) {
  const refundedCents = refunds.reduce((s, r) => s + r.amountCents, 0);
  // A chargeback takes back whatever the refunds had not.
  const chargedBackCents = chargedBack ? Math.max(0, totalCents - refundedCents) : 0;
  const returnedCents = Math.min(totalCents, refundedCents + chargedBackCents);
  const standing: ReceiptStanding = chargedBack
    ? 'charged_back'
    : returnedCents >= totalCents && returnedCents > 0
      ? 'refunded'
      : returnedCents > 0
        ? 'partly_refunded'
        : 'paid';
  return { refundedCents, chargedBackCents, returnedCents, keptCents: totalCents - returnedCents, standing };
}

/** The discounts between the subtotal and the total, each with what it took off. */
function discountLines(o: ReceiptFacts['order']): Array<{ label: string; cents: number }> {
  const q = o.quote ?? {};
  const out: Array<{ label: string; cents: number }> = [];
  const promo = q.promoDiscountCents ?? 0;
  const cart = q.cartDiscount;
  // The stored split (promotion, then period or variety) when the quote has it and agrees.
  if (cart && promo + cart.cents === o.discountCents) {
    if (promo > 0) out.push({ label: 'Desconto promocional', cents: promo });
    if (cart.cents > 0) {
      const why =
        cart.kind === 'variety'
          ? ' por variedade de prédios'
          : cart.kind === 'period'
            ? ` por ${monthsLabel(o.months)}`
            : '';
      out.push({ label: `Desconto (${percentFromBp(cart.percentBp)}${why})`, cents: cart.cents });
    }
  } else if (o.discountCents > 0) {
    out.push({ label: 'Descontos', cents: o.discountCents });
  }
  if (o.couponDiscountCents > 0)
    out.push({ label: `Cupom${o.couponCode ? ` ${o.couponCode}` : ''}`, cents: o.couponDiscountCents });
  if (o.pixDiscountCents > 0)
    out.push({ label: `Desconto PIX (${percentFromBp(PIX_DISCOUNT_BP)})`, cents: o.pixDiscountCents });
  return out;
}

/** Every line of the receipt of a paid order. */
export function receiptModel(f: ReceiptFacts): ReceiptModel {
  const o = f.order;
  const number = orderNumber(o.id);
  const cnpj = f.issuer.cnpj?.trim() ? maskCnpj(f.issuer.cnpj) : null;
  const issuer = {
    name: f.issuer.legalName,
    lines: [cnpj ? `CNPJ ${cnpj}` : null, f.issuer.address, `${f.issuer.phone} · ${f.issuer.email}`].filter(
      (l): l is string => Boolean(l),
    ),
  };

  const buyer: Array<[string, string]> = [
    ['Nome', o.buyerName],
    ['E-mail', o.buyerEmail],
    ['CPF', maskCpf(o.buyerCpf)],
  ];
  if (o.buyerCompany) buyer.push(['Empresa', o.buyerCompany]);
  if (o.buyerCnpj) buyer.push(['CNPJ', maskCnpj(o.buyerCnpj)]);

  const quoted = new Map((o.quote?.lines ?? []).map((l) => [l.buildingId, l.originalLineCents]));
  const starts = new Map(f.bookings.map((b) => [b.buildingId, b.startsAt]));
  const items = f.lines.map((l) => {
    const start = starts.get(l.buildingId) ?? o.paidAt;
    // The last instant on the screens, not the end itself: a renewal ends at a midnight, which is
    // already the next day (ADR 0052).
    const last = new Date(bookingEnd(start, o.months).getTime() - 1);
    return {
      building: l.buildingName,
      period: `${receiptDate(start)} a ${receiptDate(last)} (${monthsLabel(o.months)})`,
      amount: formatBRL(quoted.get(l.buildingId) ?? l.lineCents),
    };
  });

  const summary: ReceiptModel['summary'] = [
    { label: 'Subtotal', amount: formatBRL(o.subtotalCents) },
    ...discountLines(o).map((d) => ({ label: d.label, amount: `- ${formatBRL(d.cents)}` })),
    { label: 'Total pago', amount: formatBRL(o.totalCents), total: true },
  ];

  const method =
    f.payment ??
    (o.method
      ? { method: o.method, installments: o.installments, cardBrand: null, cardLast4: null, chargedBackAt: null }
      : null);
  const payment: Array<[string, string]> = [
    ['Forma de pagamento', method ? paymentMethodText(method) : 'não informada'],
    ['Pago em', `${receiptDateTime(o.paidAt)} (horário de Brasília)`],
    ['Pedido nº', number],
  ];

  const chargedBackAt = f.payment?.chargedBackAt ?? null;
  const rev = receiptReversal(o.totalCents, f.refunds, chargedBackAt !== null);
  let reversals: ReceiptModel['reversals'] = null;
  if (rev.returnedCents > 0) {
    const rows = [...f.refunds]
      .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime())
      .map((r) => ({ label: 'Estorno', at: receiptDateTime(r.completedAt), amount: `- ${formatBRL(r.amountCents)}` }));
    if (chargedBackAt && rev.chargedBackCents > 0) {
      rows.push({
        label: 'Contestação (chargeback)',
        at: receiptDateTime(chargedBackAt),
        amount: `- ${formatBRL(rev.chargedBackCents)}`,
      });
    }
    reversals = {
      rows,
      lines: [
        ['Total devolvido', formatBRL(rev.returnedCents)],
        ['Valor líquido recebido', formatBRL(rev.keptCents)],
      ],
    };
  }

  const names = f.lines.map((l) => l.buildingName);
  const what =
    names.length === 0
      ? 'veiculação de anúncios em painéis digitais'
      : `veiculação de anúncios em painéis digitais (${monthsLabel(o.months)}) no${names.length > 1 ? 's prédios' : ' prédio'} ${names.join(', ')}`;
  const statement = `Recebemos de ${o.buyerName} a importância de ${formatBRL(o.totalCents)} (${amountInWords(o.totalCents)}), referente à ${what}, pedido nº ${number}.`;

  const notes = [RECEIPT_NOT_FISCAL];
  if (rev.standing === 'refunded')
    notes.push('O valor deste pedido foi devolvido integralmente ao comprador, como descrito acima.');
  else if (rev.standing === 'partly_refunded')
    notes.push('Parte do valor foi devolvida ao comprador, como descrito acima.');
  else if (rev.standing === 'charged_back')
    notes.push('O titular do cartão contestou o pagamento junto ao banco, como descrito acima.');

  return {
    number,
    filename: receiptFilename(o.id),
    standing: rev.standing,
    issuer,
    buyer,
    statement,
    items,
    summary,
    payment,
    reversals,
    notes,
    issuedAt: receiptDateTime(f.issuedAt),
  };
}
