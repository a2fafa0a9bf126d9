/**
 * The site's pages, declared once: the server answers these paths with the page (200) and their
 * own title, description and link-preview tags, lists the public ones in sitemap.xml and keeps
 * the private areas out of robots.txt; the browser shows the same title. Anything else outside
 * /api is the app's 404 page, with status 404.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Path of the 1200×630 link-preview image, under the site's address. */
  image: string;
  /** Listed in sitemap.xml and open to search engines. */
  indexed: boolean;
}

export const SITE_NAME = 'Indexa';
export const OG_IMAGE = { path: '/img/og/indexa-1200x630.png', width: 1200, height: 630, alt: 'Indexa — painéis digitais em condomínios de Foz do Iguaçu' };

const publicPage = (title: string, description: string): PageMeta => ({ title, description, image: OG_IMAGE.path, indexed: true });
const privatePage = (title: string): PageMeta => ({
  title,
  description: 'Indexa: marketing digital, produtora audiovisual e painéis publicitários em condomínios de Foz do Iguaçu.',
  image: OG_IMAGE.path,
  indexed: false,
});

/** Public pages, in the order of the sitemap. */
export const publicPages: Record<string, PageMeta> = {
  '/': publicPage(
    'Indexa — Marketing, Produtora e Painéis Digitais',
    'Indexa: marketing digital, produtora audiovisual e painéis publicitários em condomínios de Foz do Iguaçu.',
  ),
  '/marketing': publicPage(
    'Marketing — Indexa',
    'Da essência à excelência: o método TACOH para posicionar e fazer sua marca crescer em Foz do Iguaçu.',
  ),
  '/produtora': publicPage('Produtora — Indexa', 'Vídeos institucionais, comerciais e fotografia com qualidade de cinema, em Foz do Iguaçu.'),
  '/paineis-digitais': publicPage(
    'Painéis Digitais — Indexa',
    'Anuncie nos painéis digitais dos elevadores de condomínios de Foz do Iguaçu: quem mora vê a sua marca todos os dias.',
  ),
  '/paineis-digitais/loja': publicPage(
    'Loja Online — Painéis Digitais — Indexa',
    'Escolha os prédios, monte o seu carrinho e anuncie nos painéis digitais dos condomínios de Foz do Iguaçu. Pague com PIX ou cartão.',
  ),
  '/privacidade': publicPage(
    'Aviso de Privacidade — Indexa',
    'Como a Indexa trata os seus dados pessoais: o que guardamos, por quê, por quanto tempo, com quem compartilhamos e como exercer os seus direitos (LGPD).',
  ),
};

/** Pages that exist but are not for search engines (a buyer's checkout, the staff areas, the panels' player). */
const privatePages: Record<string, PageMeta> = {
  '/checkout': privatePage('Finalizar compra — Indexa'),
  '/checkout/success': privatePage('Pedido confirmado — Indexa'),
  '/redefinir-senha': privatePage('Redefinir senha — Indexa'),
  '/player': privatePage('Painel — Indexa'),
  '/lista-de-espera/sair': privatePage('Sair da lista de espera — Indexa'),
  '/excluir-conta': privatePage('Excluir conta — Indexa'),
  '/newsletter/sair': privatePage('Sair da newsletter — Indexa'),
};

/** Areas with their own pages under them (each area shows its own "not found" inside its shell). */
export const privateAreas = ['/admin', '/sindico', '/clientes', '/financeiro'] as const;
const areaTitles: Record<(typeof privateAreas)[number], string> = {
  '/admin': 'Painel Administrativo — Indexa',
  '/sindico': 'Área do Síndico — Indexa',
  '/clientes': 'Área do Cliente — Indexa',
  '/financeiro': 'Área Financeira — Indexa',
};

/** Kept out of search engines (robots.txt): the areas, the buyer's pages, the player, the API. */
export const disallowedPaths = [
  ...privateAreas,
  '/checkout',
  '/redefinir-senha',
  '/player',
  '/verificar',
  '/lista-de-espera',
  '/excluir-conta',
  '/newsletter',
  '/api/',
] as const;

export const notFoundMeta: PageMeta = { ...privatePage('Página não encontrada — Indexa') };

/** `/marketing/` and `/marketing` are the same page. */
export function normalizePath(path: string): string {
  const p = path.split(/[?#]/)[0] ?? '/';
  return p.length > 1 ? p.replace(/\/+$/, '') || '/' : '/';
}

/** The page a path names, or undefined when there is none (the 404 page). */
export function pageMetaFor(path: string): PageMeta | undefined {
  const p = normalizePath(path);
  const known = publicPages[p] ?? privatePages[p];
  if (known) return known;
  const area = privateAreas.find((a) => p === a || p.startsWith(`${a}/`));
  if (area) return privatePage(areaTitles[area]);
  // A certificate's check (ADR 0048): one page, its code in the path, kept out of search engines.
  if (p === '/verificar' || /^\/verificar\/[^/]{1,40}$/.test(p)) return privatePage('Verificar relatório de veiculação — Indexa');
  return undefined;
}
