import { Camera, Clapperboard, Film, type LucideIcon } from 'lucide-react';
import type { SiteMediaSlot } from '../../../domain/site-media';

export const services: Array<{ icon: LucideIcon; title: string; text: string; items: string[] }> = [
  {
    icon: Film,
    title: 'Vídeos institucionais',
    text: 'Apresente a sua empresa, a sua equipe e os seus valores com uma narrativa envolvente e imagens de impacto.',
    items: ['Roteiro e direção', 'Captação em 4K e com drone', 'Entrevistas e depoimentos'],
  },
  {
    icon: Clapperboard,
    title: 'Comerciais',
    text: 'Filmes publicitários para TV, redes sociais e painéis digitais, pensados para vender em poucos segundos.',
    items: ['Versões de 15 e 30 segundos', 'Formatos verticais e horizontais', 'Motion graphics e lettering'],
  },
  {
    icon: Camera,
    title: 'Fotografia',
    text: 'Ensaios de produto, gastronomia, retratos corporativos e cobertura de eventos com acabamento profissional.',
    items: ['Estúdio ou locação', 'Tratamento de imagem', 'Entrega em alta resolução'],
  },
];

export const portfolio: Array<{ slot: SiteMediaSlot; image: string; kind: 'video' | 'photo'; category: string; title: string; text: string }> = [
  {
    slot: 'producer.portfolio.1',
    image: '/img/produtora/portfolio/cataratas.svg',
    kind: 'video',
    category: 'Institucional',
    title: 'Turismo nas Cataratas',
    text: 'Vídeo institucional para uma agência de receptivo.',
  },
  {
    slot: 'producer.portfolio.2',
    image: '/img/produtora/portfolio/cervejaria.svg',
    kind: 'video',
    category: 'Comercial',
    title: 'Cervejaria Tríplice',
    text: 'Comercial de 30 s para redes sociais e painéis.',
  },
  {
    slot: 'producer.portfolio.3',
    image: '/img/produtora/portfolio/construtora.svg',
    kind: 'video',
    category: 'Institucional',
    title: 'Residencial Horizonte',
    text: 'Lançamento imobiliário com imagens de drone.',
  },
  {
    slot: 'producer.portfolio.4',
    image: '/img/produtora/portfolio/gastronomia.svg',
    kind: 'photo',
    category: 'Fotografia',
    title: 'Sabores da Fronteira',
    text: 'Fotos do novo cardápio de um restaurante.',
  },
  {
    slot: 'producer.portfolio.5',
    image: '/img/produtora/portfolio/evento.svg',
    kind: 'video',
    category: 'Evento',
    title: 'Feira Iguaçu Tech',
    text: 'Cobertura completa com aftermovie no mesmo dia.',
  },
  {
    slot: 'producer.portfolio.6',
    image: '/img/produtora/portfolio/retratos.svg',
    kind: 'photo',
    category: 'Fotografia',
    title: 'Retratos corporativos',
    text: 'Ensaio da equipe de um escritório de advocacia.',
  },
];

export const stats = [
  { value: '150+', label: 'Projetos entregues' },
  { value: '50+', label: 'Clientes atendidos' },
  { value: '10+', label: 'Anos de experiência' },
  { value: '3', label: 'Prêmios conquistados' },
];
