import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { messages } from '../../../domain/messages';

/**
 * Password strength, estimated by zxcvbn-ts with the common (breached-password style), English
 * and Brazilian Portuguese dictionaries, plus the person's own e-mail and name. Only the server
 * holds the dictionaries (they are large: loaded on the first password set, not at start, so an
 * idle server does not keep them in memory); the length rule stays in the shared schema.
 */
let factory: Promise<ZxcvbnFactory> | undefined;
function estimator(): Promise<ZxcvbnFactory> {
  factory ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, ptBr] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-pt-br'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...ptBr.dictionary },
      graphs: common.adjacencyGraphs,
      translations: ptBr.translations,
    });
  })();
  return factory;
}

/** zxcvbn score from 0 to 4; 3 = "safely unguessable" for an online attack with throttling. */
export const MIN_PASSWORD_SCORE = 3;

/** Null when the password is acceptable; otherwise the pt-BR reason. */
export async function passwordProblem(
  password: string,
  person: { email?: string | null; name?: string | null } = {},
): Promise<string | null> {
  const email = person.email?.trim().toLowerCase() ?? '';
  const local = email.split('@')[0] ?? '';
  const lower = password.toLowerCase();
  if ((email && lower.includes(email)) || (local.length >= 4 && lower.includes(local))) return messages.passwordContainsEmail;
  const inputs = [email, local, ...(person.name ?? '').toLowerCase().split(/\s+/), 'indexa', 'paineis', 'painel'].filter((s) => s.length >= 3);
  const result = (await estimator()).check(password.slice(0, 128), inputs);
  return result.score >= MIN_PASSWORD_SCORE ? null : messages.passwordWeak;
}
