/**
 * The part of the message catalogue (domain/messages.ts, which spreads it into `messages`) that the
 * start of every page needs: the connection and generic errors and the site gate. Kept in a file of
 * its own so the public entry script imports these few texts and not the whole catalogue.
 */
export const firstPaintMessages = {
  connectionError:
    'Não foi possível conectar ao banco de dados. Por favor, verifique sua conexão e tente novamente.',
  genericError: 'Ocorreu um erro inesperado. Por favor, tente novamente.',
  gateTitle: 'Área Restrita',
  gatePasswordRequired: 'A senha é obrigatória.',
  gateWrongPassword: 'Senha incorreta. Tente novamente.',
} as const;
