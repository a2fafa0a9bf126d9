import { messages } from '../../../domain/messages';
import { ApiError } from '../../lib/api';

/**
 * The red banner of a failed save: the spec's title ('Erro ao criar desconto', ...) and the
 * server's reason when it gave one; without an answer (connection), 'Erro ao salvar descontos'.
 */
export function saveErrorText(err: unknown, title: string): string {
  if (err instanceof ApiError && err.status === 0) return `${messages.discountsSaveError}: ${err.message}`;
  if (err instanceof ApiError && err.status < 500) return `${title}: ${err.message}`;
  return title;
}
