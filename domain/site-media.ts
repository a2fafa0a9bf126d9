/**
 * Images of the public pages that staff may replace (issue 16). Each named slot has its built-in
 * art (shipped with the web app) that shows whenever the slot is empty; `/admin/media` fills or
 * empties slots, `/admin/media-manager` keeps the library of uploaded images.
 */

export interface SiteMediaSlotSpec {
  /** The page the slot is on, as staff know it. */
  page: 'Marketing' | 'Produtora' | 'Painéis Digitais';
  label: string;
  /** The built-in art (an SVG under web/public). */
  builtInSrc: string;
  /** The built-in art's text alternative ('' = decorative). */
  builtInAlt: string;
  /** The shape the page lays it out in. */
  width: number;
  height: number;
}

const portfolio = (n: number, name: string, file: string): SiteMediaSlotSpec => ({
  page: 'Produtora',
  label: `Portfólio ${n}: ${name}`,
  builtInSrc: `/img/produtora/portfolio/${file}.svg`,
  builtInAlt: '',
  width: 640,
  height: 400,
});

export const siteMediaSlots = {
  'marketing.hero': { page: 'Marketing', label: 'Imagem principal (topo)', builtInSrc: '/img/marketing/hero.svg', builtInAlt: '', width: 560, height: 480 },
  'marketing.transformation': {
    page: 'Marketing',
    label: 'Transformação de conteúdo',
    builtInSrc: '/img/marketing/transformacao.svg',
    builtInAlt: '',
    width: 560,
    height: 360,
  },
  'producer.hero': { page: 'Produtora', label: 'Imagem principal (topo)', builtInSrc: '/img/produtora/hero.svg', builtInAlt: '', width: 560, height: 480 },
  'producer.portfolio.1': portfolio(1, 'Turismo nas Cataratas', 'cataratas'),
  'producer.portfolio.2': portfolio(2, 'Cervejaria Tríplice', 'cervejaria'),
  'producer.portfolio.3': portfolio(3, 'Residencial Horizonte', 'construtora'),
  'producer.portfolio.4': portfolio(4, 'Sabores da Fronteira', 'gastronomia'),
  'producer.portfolio.5': portfolio(5, 'Feira Iguaçu Tech', 'evento'),
  'producer.portfolio.6': portfolio(6, 'Retratos corporativos', 'retratos'),
  'panels.elevator': {
    page: 'Painéis Digitais',
    label: 'Painel ao lado do elevador',
    builtInSrc: '/img/paineis/elevador.svg',
    builtInAlt: 'Ilustração de um painel digital instalado ao lado da porta do elevador, exibindo um anúncio',
    width: 480,
    height: 560,
  },
  'panels.screen': {
    page: 'Painéis Digitais',
    label: 'O que aparece na tela',
    builtInSrc: '/img/paineis/tela.svg',
    builtInAlt: 'Tela do painel dividida em anúncio, cotações de moedas, câmera de trânsito ao vivo e notícias',
    width: 640,
    height: 400,
  },
} as const satisfies Record<string, SiteMediaSlotSpec>;

export type SiteMediaSlot = keyof typeof siteMediaSlots;
export const siteMediaSlotKeys = Object.keys(siteMediaSlots) as SiteMediaSlot[];

export function isSiteMediaSlot(s: string): s is SiteMediaSlot {
  return Object.prototype.hasOwnProperty.call(siteMediaSlots, s);
}

/** Uploads: what the bytes may be (checked by magic bytes, never by name or header). */
export const siteImageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_SITE_IMAGE_BYTES = 5 * 1024 * 1024;
/** Re-encoded WebP widths; the hero on a wide screen wants the largest. */
export const siteImageSizes = { sm: 480, md: 960, lg: 1600 } as const;
export type SiteImageSize = keyof typeof siteImageSizes;
export const MAX_ALT_LENGTH = 250;

/** `srcset` for the stored sizes (widths capped at the original's width: no upscaling). */
export function siteImageSrcSet(urls: Record<SiteImageSize, string>, width: number): string {
  return (Object.entries(siteImageSizes) as Array<[SiteImageSize, number]>)
    .map(([size, w]) => `${urls[size]} ${Math.min(w, width)}w`)
    .filter((entry, i, all) => all.findIndex((e) => e.split(' ')[1] === entry.split(' ')[1]) === i)
    .join(', ');
}
