import { Link } from 'react-router';
import { ArrowRight, Clapperboard, MonitorPlay, TrendingUp } from 'lucide-react';
import { DeferHydration } from '../../../lib/defer-hydration';

const cards = [
  {
    to: '/marketing',
    title: 'Marketing',
    text: 'Da essência à excelência: o método TACOH para posicionar e fazer sua marca crescer.',
    icon: TrendingUp,
    tone: 'from-brand-700 to-brand-500',
  },
  {
    to: '/produtora',
    title: 'Produtora',
    text: 'Vídeos institucionais, comerciais e fotografia com qualidade de cinema.',
    icon: Clapperboard,
    tone: 'from-ink-700 to-brand-800',
  },
  {
    to: '/paineis-digitais',
    title: 'Painéis Publicitários',
    text: 'Sua marca nas telas dos elevadores e áreas comuns dos condomínios da região.',
    icon: MonitorPlay,
    tone: 'from-emerald-700 to-brand-700',
  },
];

export function Component() {
  return (
    <section className="bg-gradient-to-b from-ink-900 to-ink-800 px-4 pb-20 pt-14 text-white">
      <div className="mx-auto max-w-7xl">
        <h1 className="max-w-3xl text-4xl font-black leading-tight sm:text-5xl">
          Comunicação que gera <span className="text-accent-400">resultado</span>.
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-300">
          Três frentes para levar a sua marca mais longe em Foz do Iguaçu e região.
        </p>
        {/* Hydrated in a task of its own after the page's (ADR 0029). */}
        <DeferHydration>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {cards.map(({ to, title, text, icon: Icon, tone }) => (
              <Link
                key={to}
                to={to}
                className={`group relative flex min-h-72 flex-col justify-end overflow-hidden rounded-3xl bg-gradient-to-br ${tone} p-8 shadow-xl ring-1 ring-white/10 transition-transform hover:-translate-y-1`}
              >
                <Icon
                  className="absolute right-6 top-6 h-16 w-16 text-white/20 transition-transform group-hover:scale-110"
                  aria-hidden
                />
                <h2 className="text-3xl font-extrabold">{title}</h2>
                <p className="mt-3 text-slate-100/90">{text}</p>
                <span className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-400">
                  Conhecer <ArrowRight className="h-4 w-4" aria-hidden />
                </span>
              </Link>
            ))}
          </div>
        </DeferHydration>
      </div>
    </section>
  );
}
