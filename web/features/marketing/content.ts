import { BarChart3, Compass, Megaphone, Rocket, Search, ShoppingBag, Target, Users, type LucideIcon } from 'lucide-react';

/** The five pillars of TACOH, in order; `at` is where the pillar's letter sits in its word. */
export const tacoh: Array<{ letter: string; word: string; at: number; text: string }> = [
  {
    letter: 'T',
    word: 'Técnico',
    at: 0,
    text: 'Diagnóstico, SEO, dados e as ferramentas certas: a base técnica que sustenta cada ação da sua marca.',
  },
  {
    letter: 'A',
    word: 'Autoridade',
    at: 0,
    text: 'Conteúdo especializado que posiciona a sua marca como referência no seu mercado.',
  },
  {
    letter: 'C',
    word: 'Crescimento',
    at: 0,
    text: 'Tráfego pago e funis de conversão para crescer com previsibilidade e metas claras.',
  },
  {
    letter: 'O',
    word: 'Conexão',
    at: 1,
    text: 'Relacionamento de verdade com o público: comunidade, atendimento e histórias que aproximam.',
  },
  {
    letter: 'H',
    word: 'Hype',
    at: 0,
    text: 'Campanhas criativas e tendências no momento certo para a sua marca ser lembrada e comentada.',
  },
];

export const before = [
  'Posts soltos, sem calendário nem objetivo',
  'Seguidores que não viram clientes',
  'Anúncios pagos sem medir o retorno',
  'Uma marca parecida com todas as outras',
];

export const after = [
  'Planejamento editorial alinhado às metas do negócio',
  'Conteúdo que educa, engaja e converte',
  'Campanhas otimizadas por dados, semana a semana',
  'Posicionamento claro e identidade memorável',
];

export const methodology: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Search,
    title: 'Imersão',
    text: 'Entendemos o seu negócio, o seu público e a concorrência para encontrar a essência da marca.',
  },
  {
    icon: Compass,
    title: 'Estratégia',
    text: 'Definimos posicionamento, canais, metas e um plano de conteúdo e mídia sob medida.',
  },
  {
    icon: Megaphone,
    title: 'Execução',
    text: 'Produzimos conteúdo, campanhas e anúncios com a qualidade da nossa produtora audiovisual.',
  },
  {
    icon: BarChart3,
    title: 'Mensuração',
    text: 'Acompanhamos os indicadores e otimizamos continuamente até chegar à excelência.',
  },
];

export const cases: Array<{
  icon: LucideIcon;
  title: string;
  client: string;
  text: string;
  stats: Array<{ value: string; label: string }>;
}> = [
  {
    icon: ShoppingBag,
    title: 'Crescimento de e-commerce',
    client: 'Loja de moda on-line',
    text: 'Reposicionamento da marca, catálogo otimizado e campanhas de performance em 8 meses.',
    stats: [
      { value: '+320%', label: 'em vendas on-line' },
      { value: '4,8x', label: 'retorno sobre o investimento em anúncios' },
      { value: '−35%', label: 'no custo por aquisição' },
    ],
  },
  {
    icon: Rocket,
    title: 'Reconhecimento de marca',
    client: 'Rede de restaurantes',
    text: 'Conteúdo de bastidores, parcerias locais e uma campanha de lançamento que virou assunto na cidade.',
    stats: [
      { value: '2,1 mi', label: 'pessoas alcançadas' },
      { value: '+180%', label: 'de seguidores' },
      { value: '+65%', label: 'de menções à marca' },
    ],
  },
  {
    icon: Target,
    title: 'Geração de leads',
    client: 'Construtora regional',
    text: 'Funil completo do anúncio ao corretor, com páginas de captura e nutrição por WhatsApp e e-mail.',
    stats: [
      { value: '+1.200', label: 'leads qualificados' },
      { value: '−42%', label: 'no custo por lead' },
      { value: '28%', label: 'dos leads viraram visitas' },
    ],
  },
];

export const heroHighlights: Array<{ icon: LucideIcon; text: string }> = [
  { icon: Users, text: 'Estratégia feita por gente da região' },
  { icon: BarChart3, text: 'Resultados medidos e apresentados todo mês' },
];
