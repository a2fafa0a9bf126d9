import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as ptBr from '@zxcvbn-ts/language-pt-br';
import { messages } from '../../../domain/messages';

/**
 * Password strength, estimated by zxcvbn-ts with the common (breached-password style), English
 * and Brazilian Portuguese dictionaries, plus the person's own e-mail and name. Only the server
 * holds the dictionaries (they are large); the length rule stays in the shared schema.
 */
let factory: ZxcvbnFactory | undefined;
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary },
    graphs: common.adjacencyGraphs,
    translations: ptBr.translations,
  });
  return factory;
}

/** zxcvbn score from 0 to 4; 3 = "safely unguessable" for an online attack with throttling. */
export const MIN_PASSWORD_SCORE = 3;

/** Null when the password is acceptable; otherwise the pt-BR reason. */
export function passwordProblem(password: string, person: { email?: string | null; name?: string | null } = {}): string | null {
  const email = person.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const lower = password.toLowerCase();
  if ((email && lower.includes(email)) || (local.length >= 4 && lower.includes(local))) return messages.passwordContainsEmail;
  const inputs = [email, local, ...(person.name ?? '').toLowerCase().split(/\s+/), 'indexa', 'paineis', 'painel'].filter((s) => s.length >= 3);
  const result = estimator().check(password.slice(0, 128), inputs);
  return result.score >= MIN_PASSWORD_SCORE ? null : messages.passwordWeak;
}
