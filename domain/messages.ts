/**
 * The pt-BR message catalogue. Every text the specification names lives here with its exact
 * wording, so the server's errors and the page's texts cannot drift apart.
 */
export const messages = {
  // Start-up, connection, generic
  connectionError:
    'Não foi possível conectar ao banco de dados. Por favor, verifique sua conexão e tente novamente.',
  genericError: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  invalidInput: 'Dados inválidos. Verifique os campos e tente novamente.',
  notFound: 'Recurso não encontrado.',
  routeNotFound: 'Página não encontrada.',
  tooManyRequests: 'Muitas tentativas. Aguarde um momento e tente novamente.',
  forbiddenOrigin: 'Origem da requisição não permitida.',
  jsonOnly: 'O corpo da requisição deve ser JSON.',
  payloadTooLarge: 'O conteúdo enviado é grande demais.',

  // Gate
  gateTitle: 'Área Restrita',
  gatePasswordRequired: 'A senha é obrigatória.',
  gateWrongPassword: 'Senha incorreta. Tente novamente.',
  gateLocked: 'Acesso restrito. Informe a senha de acesso ao site.',

  // Public forms
  emailInvalid: 'Informe um e-mail válido.',
  emailRequired: 'O e-mail é obrigatório.',
  nameRequired: 'O nome é obrigatório.',
  messageRequired: 'A mensagem é obrigatória.',
  fieldTooLong: (label: string, max: number) => `${label} deve ter no máximo ${max} caracteres.`,
  newsletterSubscribed: 'Inscrição realizada! Você receberá nossas novidades por e-mail.',
  newsletterAlready: 'Este e-mail já está inscrito na nossa newsletter.',
  contactSent: 'Mensagem enviada! Entraremos em contato em breve.',

  // Staff login (admin)
  staffInvalidCredentials: 'Credenciais inválidas.',
  staffBlocked: 'Conta bloqueada. Entre em contato com o administrador.',
  staffLoginError: 'Erro ao fazer login. Tente novamente.',
  staffLoginSuccess: 'Login realizado com sucesso!',
  // Client, síndico and finance logins
  invalidCredentials: 'Credenciais inválidas. Por favor, tente novamente.',
  loginError: 'Ocorreu um erro ao tentar fazer login. Por favor, tente novamente.',
  recoveryError: 'Erro ao enviar email de recuperação. Tente novamente.',
  loginFieldsRequired: 'E-mail e senha são obrigatórios.',
  accountTemporarilyLocked:
    'Muitas tentativas de login sem sucesso. A conta foi bloqueada temporariamente; tente novamente em alguns minutos.',
  unauthenticated: 'Sua sessão expirou. Faça login novamente.',
  noPermission: 'Você não tem permissão para acessar esta área.',

  // Store
  storeBuildingsError: 'Erro ao carregar prédios. Por favor, tente novamente.',
  storeNoBuildings: 'Nenhum prédio disponível no momento.',
  storePanelsError: 'Erro ao carregar painéis. Por favor, tente novamente.',
  storeNoPanels: 'Nenhum painel disponível no momento.',
  emptyCart: 'Seu carrinho está vazio',
  noImage: 'Sem Imagem',

  // Coupons (checkout)
  couponInactiveBuilding: 'Cupom não pode ser aplicado em prédios inativos ou em manutenção',
  couponInvalid: 'Cupom inválido ou expirado',
  couponOutOfPeriod: 'Cupom fora do período de validade',
  couponExhausted: 'Cupom atingiu o limite de usos',
  couponNotForBuildings: (list: string) => `Cupom não é válido para os seguintes prédios: ${list}`,
  couponGeneric: 'Erro ao validar cupom',

  // Payment
  paymentError: 'Erro ao processar pagamento',
  paymentErrorToast: 'Erro no pagamento',
  pixError: 'Erro ao gerar PIX',
  paymentSuccessTitle: 'Pagamento realizado!',
  paymentSuccessDescription: 'Seu pedido foi confirmado com sucesso.',
  codeCopied: 'Código copiado!',

  // Buildings
  buildingsLoadError: 'Não foi possível carregar os prédios. Por favor, tente novamente.',
  buildingSaveError: 'Erro ao salvar alterações. Por favor, tente novamente.',
  buildingDeleteConfirm: 'Tem certeza que deseja excluir este prédio?',
  buildingNameRequired: 'Nome do prédio é obrigatório',
  buildingAddressRequired: 'Endereço é obrigatório',
  buildingNeighborhoodRequired: 'Bairro é obrigatório',
  buildingResidentsInvalid: 'Número de moradores inválido',
  buildingPriceInvalid: 'Preço inválido',
  buildingPanelsInvalid: 'O número de painéis deve ser no mínimo 1',
  mandateEndInvalid: 'Data de término do mandato inválida',

  // Photos
  photoMax: 'Máximo de 5 fotos permitido',
  photoType: 'Apenas arquivos JPG e PNG são permitidos',
  photoSize: 'Tamanho máximo permitido: 5MB',
  photoUploadError: 'Erro ao fazer upload das fotos. Tente novamente.',
  photoMainError: 'Erro ao definir foto principal',
  photoDeleteError: 'Erro ao excluir foto',

  // Discounts, coupons, period discounts
  discountsLoadError: 'Erro ao carregar dados. Por favor, tente novamente.',
  discountsApplyError: 'Erro ao aplicar descontos',
  discountCreateError: 'Erro ao criar desconto',
  couponCreateError: 'Erro ao criar cupom',
  discountsSaveError: 'Erro ao salvar descontos',
  discountUpdateError: 'Erro ao atualizar desconto',
  couponUpdateError: 'Erro ao atualizar cupom',
  periodDiscountsUpdateError: 'Erro ao atualizar descontos por período',
  discountDeleteError: 'Erro ao excluir desconto',
  couponDeleteError: 'Erro ao excluir cupom',
  discountDeleteConfirm: 'Tem certeza que deseja excluir este desconto?',
  couponDeleteConfirm: 'Tem certeza que deseja excluir este cupom?',
  noActiveDiscounts: 'Nenhum desconto ativo',
  noCoupons: 'Nenhum cupom cadastrado',
  discountPercentInvalid: 'Porcentagem de desconto inválida',
  discountPercentMax: 'Porcentagem não pode ser maior que 100%',
  datesRequired: 'Datas são obrigatórias',
  endAfterStart: 'Data final deve ser maior que a data inicial',
  selectBuilding: 'Selecione pelo menos um prédio',
  couponIncomplete: 'Dados do cupom incompletos',
  couponValueInvalid: 'Valor do cupom inválido',
  couponPercentMax: 'Desconto máximo permitido é 100%',
  couponCodeRequired: 'Código do cupom é obrigatório',
  couponCodeUppercase: 'Código deve estar em letras maiúsculas',
  periodPercentInvalid: (months: number) => `Porcentagem inválida para ${months} meses`,
  selectPeriod: 'Selecione um período de desconto',
  periodNotFound: 'Período de desconto não encontrado',

  // Finance
  txAmountInvalid: 'Por favor, insira um valor válido maior que zero',
  txCategoryRequired: 'Categoria é obrigatória',
  txAccountRequired: 'Conta bancária é obrigatória',
  txDateRequired: 'Data é obrigatória',
  txCategoryInvalid: 'Categoria inválida ou não encontrada',
  accountInitialBalanceInvalid: 'Saldo inicial inválido',
  txLoadError: 'Erro ao carregar transações. Por favor, tente novamente.',
  txCreateError: 'Erro ao criar transação',
  txToggleError: 'Erro ao atualizar status da transação. Por favor, tente novamente.',
  txDeleteError: 'Erro ao excluir transação. Por favor, tente novamente.',
  reportError: 'Erro ao gerar relatório. Por favor, tente novamente.',
  accountDeleteError: 'Erro ao excluir conta. Tente novamente.',
  cashFlowError: 'Erro ao carregar fluxo de caixa',
  cashFlowEmpty: 'Nenhum dado de fluxo de caixa disponível',

  // Client area and videos
  clientLoadError: 'Erro ao carregar dados. Por favor, tente novamente.',
  clientIdMissing: 'ID do cliente não encontrado',
  noBuildingsForClient: 'Nenhum prédio disponível',
  noSlotsForUpload: 'Você não possui slots disponíveis',
  noSlots: 'Você não possui slots',
  uploadSuccess: 'Vídeo enviado com sucesso! Aguardando aprovação.',
  videoTypeInvalid: 'Apenas arquivos de vídeo são permitidos (.mp4, .mov)',
  videoTooLarge: 'O arquivo é muito grande. O tamanho máximo permitido é 50MB.',
  videoFieldsRequired: 'Por favor, preencha todos os campos e selecione um vídeo.',
  videoNoSlots: 'Você não possui slots disponíveis. Adquira mais slots para enviar vídeos.',
  videoUploadError: 'Erro ao enviar o vídeo. Por favor, tente novamente.',
  videoSaveError: 'Erro ao salvar informações do vídeo. Por favor, tente novamente.',
  videosLoadError: 'Erro ao carregar vídeos. Por favor, tente novamente.',
  videoDeleteError: 'Erro ao excluir vídeo. Por favor, tente novamente.',
  videoActivateError: 'Erro ao ativar vídeo. Por favor, tente novamente.',
  videoDeactivateError: 'Erro ao desativar vídeo. Por favor, tente novamente.',
  videoApproveError: 'Erro ao aprovar vídeo. Por favor, tente novamente.',
  videoRejectError: 'Erro ao rejeitar vídeo. Por favor, tente novamente.',
  videoActivated: 'Vídeo ativado com sucesso!',
  videoDeactivated: 'Vídeo desativado com sucesso!',
  noVideos: 'Nenhum vídeo encontrado',
  videoApprovedNotice: 'Seu vídeo foi aprovado!',
  videoRejectedNotice: (reason: string) => `Seu vídeo foi reprovado: ${reason}`,

  // Pricing and coupon form (domain)
  pricingMonthsInvalid: 'O período de locação deve ser de 1 a 120 meses',
  installmentsInvalid: 'O número de parcelas deve ser de 1 a 12',
  couponMaxUsesInvalid: 'O limite de usos do cupom deve ser no mínimo 1',

  // Catalogue administration (buildings and photos)
  buildingNotFound: 'Prédio não encontrado.',
  buildingCreated: 'Prédio cadastrado com sucesso!',
  buildingUpdated: 'Prédio atualizado com sucesso!',
  buildingsDeleted: (n: number) => (n === 1 ? 'Prédio excluído com sucesso.' : `${n} prédios excluídos com sucesso.`),
  buildingsArchived: (n: number) =>
    n === 1
      ? 'O prédio possui pedidos ou reservas e foi arquivado: saiu da loja, mas o histórico foi mantido.'
      : `${n} prédios possuem pedidos ou reservas e foram arquivados: saíram da loja, mas o histórico foi mantido.`,
  latitudeInvalid: 'Latitude deve estar entre -90 e 90',
  longitudeInvalid: 'Longitude deve estar entre -180 e 180',
  photoNotFound: 'Foto não encontrada.',
  photoMissing: 'Selecione uma foto JPG ou PNG para enviar.',
  photoOrderInvalid: 'A nova ordem deve conter todas as fotos do prédio, uma vez cada.',
  photoUploaded: 'Foto enviada com sucesso!',
  photoMainChanged: 'Foto principal definida.',
  photoDeleted: 'Foto excluída.',
  photoReorderError: 'Erro ao reordenar fotos',
} as const;

export type MessageKey = keyof typeof messages;
