/**
 * The part of the message catalogue (domain/messages.ts spreads it into `messages`) that the store,
 * the cart, the checkout and the buying rules they run (coupons, prices, cards, PIX) show. A file
 * of its own so those public pages load these texts and not the whole catalogue (issue 18).
 */
export const buyerMessages = {
  // Renewals (issue 33, ADR 0052): the renewal link and the checkout that renews.
  renewalNotFound: 'Pedido não encontrado para renovação.',
  renewalNothingLeft: 'Não há reservas deste pedido para renovar: elas já terminaram, foram renovadas ou canceladas.',
  renewalLoginRequired: 'Para renovar, entre na Área do Cliente com a conta que fez o pedido.',
  renewalWrongEmail: (email: string) => `A renovação fica na conta que fez o pedido: use o e-mail ${email}.`,
  renewalLoadError: 'Erro ao preparar a renovação. Por favor, tente novamente.',
  /** `from`: the day the renewal starts, as shown ('03/12/2026'). */
  renewalNote: (names: string[], from: string) =>
    `Renovação: ${names.length > 1 ? `${names.slice(0, -1).join(', ')} e ${names[names.length - 1]} continuam` : `${names[0] ?? ''} continua`} a partir de ${from}, no dia seguinte ao fim da campanha atual, no mesmo lugar e com o mesmo vídeo, sem nova aprovação.`,
  checkoutBuildingsUnavailable: (names: string) => `Os seguintes prédios não estão disponíveis para compra: ${names}`,
  codeCopied: 'Código copiado!',
  couponApplied: 'Cupom aplicado!',
  couponGeneric: 'Erro ao validar cupom',
  emptyCart: 'Seu carrinho está vazio',
  noImage: 'Sem Imagem',
  orderExpired: 'O prazo para pagar este pedido terminou. Volte para a loja e faça um novo pedido.',
  paymentError: 'Erro ao processar pagamento',
  paymentErrorToast: 'Erro no pagamento',
  paymentSuccessDescription: 'Seu pedido foi confirmado com sucesso.',
  paymentSuccessTitle: 'Pagamento realizado!',
  pixError: 'Erro ao gerar PIX',
  /** The payment provider did not answer (network, timeout, its own failure): nothing was charged by this try. */
  paymentProviderUnreachable: 'O provedor de pagamentos não respondeu. Tente novamente em alguns instantes.',
  /** The card option while a PIX QR Code is open: why switching is possible and what it does. */
  pixOpenCardNote: 'Há um PIX em aberto: ao pagar com cartão, ele é cancelado',
  pixReplacedByCard:
    'Você já gerou um QR Code PIX para este pedido. Ao pagar com o cartão, esse PIX é cancelado e não deve mais ser pago. Para pagar com PIX, escolha PIX de novo: o mesmo QR Code continua valendo.',
  storeBuildingsError: 'Erro ao carregar prédios. Por favor, tente novamente.',
  storeMatchesElsewhere: (n: number) =>
    n === 1 ? 'Há 1 painel em outro bairro.' : `Há ${n} painéis em outros bairros.`,
  storeNoBuildings: 'Nenhum prédio disponível no momento.',
  /** A filter that finds nothing says what was looked for, and where ('' = every neighbourhood). */
  storeNoMatch: (search: string, neighborhood: string) =>
    search
      ? `Nenhum painel encontrado para “${search}”${neighborhood ? ` no bairro ${neighborhood}` : ''}.`
      : neighborhood
        ? `Nenhum painel disponível no bairro ${neighborhood} no momento.`
        : 'Nenhum painel disponível no momento.',
  storePanelsError: 'Erro ao carregar painéis. Por favor, tente novamente.',
  buildingPriceInvalid: 'Preço inválido',
  cardCvvInvalid: 'CVV inválido.',
  cardExpiryInvalid: 'Validade inválida. Use o formato MM/AA.',
  cardHolderRequired: 'Informe o nome impresso no cartão.',
  cardNumberInvalid: 'Número do cartão inválido.',
  couponCodeRequired: 'Código do cupom é obrigatório',
  couponCodeUppercase: 'Código deve estar em letras maiúsculas',
  couponExhausted: 'Cupom atingiu o limite de usos',
  couponInactiveBuilding: 'Cupom não pode ser aplicado em prédios inativos ou em manutenção',
  couponIncomplete: 'Dados do cupom incompletos',
  couponInvalid: 'Cupom inválido ou expirado',
  couponMaxUsesInvalid: 'O limite de usos do cupom deve ser no mínimo 1',
  couponNotForBuildings: (list: string) => `Cupom não é válido para os seguintes prédios: ${list}`,
  couponOutOfPeriod: 'Cupom fora do período de validade',
  couponPercentMax: 'Desconto máximo permitido é 100%',
  couponValueInvalid: 'Valor do cupom inválido',
  datesRequired: 'Datas são obrigatórias',
  endAfterStart: 'Data final deve ser maior que a data inicial',
  installmentsInvalid: 'O número de parcelas deve ser de 1 a 12',
  invalidInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  pricingMonthsInvalid: 'O período de locação deve ser de 1 a 120 meses',
  sandboxCardNotTest: 'No ambiente de testes use um dos cartões de teste.',
} as const;
