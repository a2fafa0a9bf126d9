import { messages } from '../../../domain/messages';
import type { Area } from '../../../domain/permissions';

/** Each login screen's texts (spec titles) and its failure messages. */
export const areaTexts: Record<Area, { title: string; subtitle: string; errorFallback: string }> = {
  admin: {
    title: 'Área Administrativa',
    subtitle: 'Entre para gerenciar prédios, anunciantes e o site.',
    errorFallback: messages.staffLoginError,
  },
  sindico: {
    title: 'Área do Síndico',
    subtitle: 'Acompanhe os painéis e avisos do seu prédio.',
    errorFallback: messages.loginError,
  },
  client: {
    title: 'Área do Cliente',
    subtitle: 'Envie seus vídeos e gerencie seus slots de anúncio.',
    errorFallback: messages.loginError,
  },
  finance: {
    title: 'Área Financeira',
    subtitle: 'Contas, receitas, despesas e fluxo de caixa.',
    errorFallback: messages.loginError,
  },
};
