import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Building2, CalendarRange, Cctv, Coins, Megaphone, MonitorPlay, Newspaper, Pause, Play, ShoppingCart, Upload, type LucideIcon } from 'lucide-react';
import { WHATSAPP_TEXTS } from '../../../../domain/whatsapp';
import { buttonVariants } from '../../../components/ui/button';
import { SectionHeading } from '../../../components/ui/section-heading';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { cn } from '../../../lib/cn';
import { idle } from '../../../lib/next-task';
import { useLater } from '../../../lib/use-later';
import { SiteImage } from '../../../components/ui/site-image';

const TEXT = WHATSAPP_TEXTS.panels;
export const STORE_PATH = '/paineis-digitais/loja';

function StoreLink({ className }: { className?: string }) {
  return (
    <Link to={STORE_PATH} className={cn(buttonVariants({ variant: 'light', size: 'lg' }), className)}>
      <ShoppingCart className="h-5 w-5" aria-hidden />
      Acessar Loja Online
    </Link>
  );
}

const HERO_POSTER = '/media/paineis-hero-poster.webp';
/** The video starts at the browser's first idle moment after hydration, or after this long at the latest. */
const HERO_START_LATEST_MS = 2_000;
const heroStartMoment = () => idle(HERO_START_LATEST_MS);

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The looping background video; a visitor can pause it. It starts once the page has hydrated and
 * the browser is idle, not from the server's HTML: starting a video (its download, the decoder, the
 * media events) in the middle of the app's hydration made those tasks longer on a slow phone, and the
 * poster is what paints first anyway. A visitor who prefers reduced motion sees the poster and the
 * play button (the server's HTML cannot know that preference).
 */
function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  // A press on the button starts (or stops) it at once, idle or not.
  const [pressed, setPressed] = useState(false);
  const ready = useLater(heroStartMoment) || pressed;
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (!video || !ready) return;
    // With reduced motion only a press plays it (the state turns to paused a render later).
    if (playing && (pressed || !prefersReducedMotion())) {
      video.preload = 'auto';
      void video.play().catch(() => undefined);
    } else video.pause();
  }, [playing, ready, pressed]);

  return (
    <div className="relative h-64 sm:h-80 md:absolute md:inset-0 md:h-auto">
      {/* The poster is the page's largest paint (LCP): fetched first, before the app's scripts. React
          puts this in the head (the server's HTML too); elsewhere it works where it stands. */}
      <link rel="preload" as="image" href={HERO_POSTER} fetchPriority="high" />
      <video
        ref={ref}
        className="absolute inset-0 h-full w-full object-cover object-[85%_center] md:object-center"
        muted
        loop
        playsInline
        preload="none"
        poster={HERO_POSTER}
        aria-hidden
        data-testid="hero-video"
      >
        <source src="/media/paineis-hero.mp4" type="video/mp4" />
      </video>
      <div
        aria-hidden
        className="absolute inset-0 bg-gradient-to-t from-ink-900 via-ink-900/10 to-transparent md:bg-gradient-to-r md:from-ink-900 md:via-ink-900/80 md:to-transparent"
      />
      <button
        type="button"
        onClick={() => {
          setPressed(true);
          setPlaying((p) => !p);
        }}
        className="absolute bottom-4 left-4 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-ink-900/70 text-white ring-1 ring-white/30 backdrop-blur hover:bg-ink-900 md:bottom-5 md:left-auto md:right-24"
        aria-label={playing ? 'Pausar vídeo de fundo' : 'Reproduzir vídeo de fundo'}
      >
        {playing ? <Pause className="h-4 w-4" aria-hidden /> : <Play className="ml-0.5 h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
}

export function PanelsHero() {
  return (
    <section aria-labelledby="pan-hero-title" className="relative isolate overflow-hidden bg-ink-900 text-white">
      <HeroVideo />
      <div className="relative mx-auto flex max-w-7xl items-center px-4 pb-16 pt-4 md:min-h-[40rem] md:py-20">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-100 ring-1 ring-white/20 backdrop-blur">
            <MonitorPlay className="h-4 w-4 text-accent-400" aria-hidden /> Painéis digitais em condomínios
          </p>
          <h1 id="pan-hero-title" className="mt-5 text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            Sua marca na tela que os moradores <span className="text-accent-400">veem todos os dias</span>
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-200">
            Painéis digitais nos elevadores e áreas comuns de condomínios residenciais de Foz do Iguaçu: um público certo,
            atento e impactado várias vezes ao dia.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <WhatsAppLink text={TEXT}>Quero anunciar agora!</WhatsAppLink>
            <StoreLink />
          </div>
        </div>
      </div>
    </section>
  );
}

const DAYS = ['Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb', 'Dom'];

export function DailyViews() {
  return (
    <section aria-labelledby="pan-views-title" className="bg-white px-4 py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[0.9fr_1.1fr]">
        <div className="order-2 rounded-3xl bg-gradient-to-br from-ink-900 to-ink-800 p-6 shadow-2xl lg:order-1">
          <SiteImage
            slot="panels.elevator"
            src="/img/paineis/elevador.svg"
            alt="Ilustração de um painel digital instalado ao lado da porta do elevador, exibindo um anúncio"
            width={480}
            height={560}
            loading="lazy"
            className="mx-auto w-full max-w-sm"
          />
        </div>
        <div className="order-1 lg:order-2">
          <SectionHeading id="pan-views-title" align="left" eyebrow="Visualizações diárias" title="Vista todos os dias, várias vezes ao dia">
            Quem mora em condomínio usa o elevador para sair, voltar, buscar uma encomenda ou levar o cachorro para passear. Em
            cada viagem, o painel está ali, na altura dos olhos.
          </SectionHeading>
          <dl className="mt-10 grid gap-4 sm:grid-cols-2">
            <div className="flex flex-col rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100">
              <dt className="text-sm font-semibold text-brand-800">visualizações por morador, por dia</dt>
              <dd className="order-first text-5xl font-black text-brand-700">4 a 6</dd>
            </div>
            <div className="flex flex-col rounded-3xl bg-emerald-50 p-6 ring-1 ring-emerald-100">
              <dt className="text-sm font-semibold text-emerald-800">impactos semanais por morador</dt>
              <dd className="order-first text-5xl font-black text-emerald-700">42</dd>
            </div>
          </dl>
          <div className="mt-8 rounded-3xl border border-slate-200 p-6">
            <div
              role="img"
              aria-label="Gráfico: até 6 impactos por dia, de segunda a domingo, somando 42 impactos por semana"
              className="grid grid-cols-7 gap-2"
            >
              {DAYS.map((day) => (
                <div key={day} className="flex flex-col items-center gap-1.5">
                  <div className="flex flex-col-reverse gap-1">
                    {Array.from({ length: 6 }, (_, i) => (
                      <span
                        key={i}
                        className={cn('block h-3.5 w-6 rounded sm:w-9', i < 4 ? 'bg-brand-500' : 'bg-accent-400')}
                      />
                    ))}
                  </div>
                  <span aria-hidden className="text-xs font-semibold text-slate-600">
                    {day}
                  </span>
                </div>
              ))}
            </div>
            <p className="mt-4 text-sm text-slate-600">
              Cada bloco é um impacto: até <strong className="text-ink-900">6 por dia</strong> ×{' '}
              <strong className="text-ink-900">7 dias</strong> = <strong className="text-ink-900">42 por semana</strong> para
              cada morador.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}

const shows: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Coins,
    title: 'Cotações de moedas',
    text: 'Dólar, euro, guarani e peso atualizados: informação de todo dia na tríplice fronteira.',
  },
  {
    icon: Cctv,
    title: 'Câmeras de trânsito',
    text: 'Imagens ao vivo das principais vias e da Ponte da Amizade para o morador planejar o trajeto.',
  },
  {
    icon: Newspaper,
    title: 'Notícias locais',
    text: 'As principais notícias de Foz do Iguaçu e região em manchetes rápidas de ler.',
  },
  {
    icon: Megaphone,
    title: 'O seu anúncio',
    text: 'O seu vídeo em destaque, em rodízio com a programação, para quem já está olhando para a tela.',
  },
];

export function PanelContent() {
  return (
    <section aria-labelledby="pan-content-title" className="bg-ink-900 px-4 py-20 text-white">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="pan-content-title" tone="dark" eyebrow="Programação" title="O que aparece nos painéis">
          Conteúdo útil prende o olhar: o morador consulta a tela todos os dias, e o seu anúncio aparece no meio da programação.
        </SectionHeading>
        <div className="mt-14 grid items-center gap-10 lg:grid-cols-[1.15fr_1fr]">
          <SiteImage
            slot="panels.screen"
            src="/img/paineis/tela.svg"
            alt="Tela do painel dividida em anúncio, cotações de moedas, câmera de trânsito ao vivo e notícias"
            width={640}
            height={400}
            loading="lazy"
            className="w-full rounded-2xl shadow-2xl shadow-brand-900/60 ring-1 ring-white/10"
          />
          <ul className="grid gap-4 sm:grid-cols-2">
            {shows.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-3xl border border-white/10 bg-white/[0.04] p-6">
                <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-600/30 ring-1 ring-brand-400/40">
                  <Icon className="h-5 w-5 text-accent-400" aria-hidden />
                </span>
                <h3 className="mt-4 font-bold">{title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-300">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

const steps: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: Building2,
    title: 'Escolha os prédios',
    text: 'Na loja online você vê no mapa cada condomínio, o número de telas e o preço de 30 dias.',
  },
  {
    icon: CalendarRange,
    title: 'Defina o período',
    text: '1, 3, 6 ou 12 meses, com até 35% de desconto nos períodos maiores. Pague com cartão ou PIX.',
  },
  {
    icon: Upload,
    title: 'Envie o seu vídeo',
    text: 'Pela área do cliente você envia o vídeo; a nossa equipe aprova e ele entra na programação.',
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="pan-how-title" className="bg-slate-50 px-4 py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="pan-how-title" eyebrow="Como anunciar" title="Do clique à tela em três passos" />
        <ol className="mt-14 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200">
              <span className="absolute -top-4 left-7 inline-flex h-8 min-w-8 items-center justify-center rounded-full bg-brand-600 px-2 text-sm font-black text-white shadow-lg">
                {i + 1}
              </span>
              <Icon className="mt-2 h-8 w-8 text-brand-600" aria-hidden />
              <h3 className="mt-4 text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function FinalCta() {
  return (
    <section aria-labelledby="pan-cta-title" className="bg-slate-50 px-4 pb-20">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-ink-900 px-6 py-16 text-center text-white shadow-2xl sm:px-16">
        <div aria-hidden className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent-400/20 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-brand-400/30 blur-3xl" />
        <h2 id="pan-cta-title" className="relative mx-auto max-w-3xl text-3xl font-black leading-tight sm:text-4xl">
          Pronto para aparecer todos os dias para milhares de moradores?
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Fale com a nossa equipe ou escolha agora os prédios e o período na loja online.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <WhatsAppLink text={TEXT}>Quero anunciar agora!</WhatsAppLink>
          <StoreLink />
        </div>
      </div>
    </section>
  );
}
