import { ArrowDown, Check, Quote, Sparkles, X } from 'lucide-react';
import { WHATSAPP_TEXTS } from '../../../../domain/whatsapp';
import { SectionHeading } from '../../../components/ui/section-heading';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { after, before, cases, heroHighlights, methodology, tacoh } from '../content';
import { SiteImage } from '../../../components/ui/site-image';

const TEXT = WHATSAPP_TEXTS.marketing;

export function MarketingHero() {
  return (
    <section aria-labelledby="mkt-hero-title" className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_80%_20%,rgba(116,64,245,0.38),transparent_55%),radial-gradient(ellipse_at_0%_100%,rgba(16,185,129,0.18),transparent_50%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-12 md:grid-cols-[1.1fr_1fr] md:pb-24 md:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-200 ring-1 ring-white/15">
            <Sparkles className="h-4 w-4 text-accent-400" aria-hidden /> Marketing digital · Método TACOH
          </p>
          <h1 id="mkt-hero-title" className="mt-5 text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            Da Essência à <span className="text-accent-400">Excelência</span> em Marketing
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Partimos do que torna a sua marca única e construímos, com método, uma presença digital que gera autoridade,
            conexão e vendas em Foz do Iguaçu e região.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <WhatsAppLink text={TEXT}>Quero crescer com a Indexa</WhatsAppLink>
            <a href="#tacoh" className="inline-flex items-center justify-center gap-2 px-2 py-3 font-semibold text-brand-200 hover:text-white">
              Conheça o método TACOH <ArrowDown className="h-4 w-4" aria-hidden />
            </a>
          </div>
          <ul className="mt-10 grid gap-3 text-sm text-slate-300 sm:grid-cols-2">
            {heroHighlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="rounded-lg bg-white/10 p-2 ring-1 ring-white/10">
                  <Icon className="h-4 w-4 text-accent-400" aria-hidden />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <SiteImage
          slot="marketing.hero"
          src="/img/marketing/hero.svg"
          alt=""
          width={560}
          height={480}
          className="mx-auto w-full max-w-md md:max-w-none"
        />
      </div>
    </section>
  );
}

export function ContentTransformation() {
  return (
    <section aria-labelledby="mkt-transform-title" className="bg-white px-4 py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="mkt-transform-title" eyebrow="Transformação de conteúdo" title="Transformamos conteúdo em resultado" align="left">
            Publicar por publicar não faz uma marca crescer. Lapidamos a essência do seu negócio em conteúdo estratégico, com
            propósito, consistência e métricas.
          </SectionHeading>
          <div className="mt-10 grid gap-4 sm:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <h3 className="font-bold text-slate-700">Sem estratégia</h3>
              <ul className="mt-4 space-y-3 text-sm text-slate-600">
                {before.map((item) => (
                  <li key={item} className="flex gap-2">
                    <X className="mt-0.5 h-4 w-4 shrink-0 text-red-500" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
            <div className="rounded-2xl border border-brand-200 bg-brand-50 p-6 shadow-sm">
              <h3 className="font-bold text-brand-800">Com a Indexa</h3>
              <ul className="mt-4 space-y-3 text-sm text-slate-700">
                {after.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
        <div className="rounded-3xl bg-gradient-to-br from-ink-900 to-ink-800 p-6 shadow-2xl ring-1 ring-brand-900/30 sm:p-10">
          <SiteImage slot="marketing.transformation" src="/img/marketing/transformacao.svg" alt="" width={560} height={360} className="w-full" loading="lazy" />
          <div className="mt-6 grid grid-cols-3 gap-2 text-center text-xs font-semibold text-slate-300 sm:text-sm">
            <span>Ideias soltas</span>
            <span className="text-brand-200">Essência da marca</span>
            <span className="text-accent-400">Conteúdo que converte</span>
          </div>
        </div>
      </div>
    </section>
  );
}

function Word({ word, at }: { word: string; at: number }) {
  return (
    <>
      {word.slice(0, at)}
      <span className="text-accent-400">{word.charAt(at)}</span>
      {word.slice(at + 1)}
    </>
  );
}

export function TacohFramework() {
  return (
    <section id="tacoh" aria-labelledby="mkt-tacoh-title" className="scroll-mt-16 bg-ink-900 px-4 py-20 text-white">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="mkt-tacoh-title" tone="dark" eyebrow="Nosso método" title="O método TACOH">
          Cinco pilares, uma letra cada, que levam a sua marca da essência à excelência.
        </SectionHeading>
        <ol className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-5" aria-label="Pilares do método TACOH">
          {tacoh.map((p, i) => (
            <li
              key={p.letter}
              className="group relative flex gap-4 rounded-3xl border border-white/10 bg-white/[0.04] p-5 transition-colors hover:border-brand-400/60 hover:bg-white/[0.07] sm:flex-col sm:gap-0 sm:p-6"
            >
              <span
                aria-hidden
                className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-800 text-2xl font-black shadow-lg shadow-brand-900/50 ring-1 ring-white/20 sm:h-16 sm:w-16 sm:text-4xl"
              >
                {p.letter}
              </span>
              <div>
                <h3 className="text-xl font-extrabold sm:mt-5">
                  <span className="sr-only">{`${p.letter} de `}</span>
                  <Word word={p.word} at={p.at} />
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-300">{p.text}</p>
              </div>
              <span aria-hidden className="absolute right-5 top-5 text-xs font-bold text-slate-400">
                0{i + 1}
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex justify-center">
          <WhatsAppLink text={TEXT}>Quero aplicar o TACOH na minha marca</WhatsAppLink>
        </div>
      </div>
    </section>
  );
}

export function Methodology() {
  return (
    <section aria-labelledby="mkt-method-title" className="bg-slate-50 px-4 py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="mkt-method-title" eyebrow="Como trabalhamos" title="Nossa metodologia">
          Um processo claro, do primeiro café ao relatório de resultados.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {methodology.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-7">
              <div className="flex items-center justify-between">
                <span className="rounded-2xl bg-brand-50 p-3 text-brand-600 ring-1 ring-brand-100">
                  <Icon className="h-6 w-6" aria-hidden />
                </span>
                <span aria-hidden className="text-4xl font-black text-brand-400">
                  0{i + 1}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-bold text-ink-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const caseTones = ['from-brand-600 to-brand-800', 'from-ink-700 to-brand-700', 'from-emerald-700 to-brand-800'];

export function SuccessCases() {
  return (
    <section aria-labelledby="mkt-cases-title" className="bg-white px-4 py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="mkt-cases-title" eyebrow="Resultados reais" title="Casos de sucesso">
          Marcas da região que aplicaram o método TACOH e colheram resultado.
        </SectionHeading>
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {cases.map(({ icon: Icon, title, client, text, stats }, i) => (
            <article key={title} className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-lg ring-1 ring-slate-200">
              <div className={`relative bg-gradient-to-br ${caseTones[i]} p-7 text-white`}>
                <Quote className="absolute right-6 top-6 h-10 w-10 text-white/15" aria-hidden />
                <Icon className="h-8 w-8 text-accent-400" aria-hidden />
                <h3 className="mt-4 text-xl font-extrabold sm:text-2xl lg:text-xl">{title}</h3>
                <p className="mt-1 text-sm font-medium text-brand-100">{client}</p>
              </div>
              <div className="flex flex-1 flex-col p-7">
                <p className="mb-6 text-sm leading-relaxed text-slate-600 lg:min-h-[4.25rem]">{text}</p>
                <dl className="grid grid-cols-3 gap-3 border-t border-slate-100 pt-6">
                  {stats.map((s) => (
                    <div key={s.label} className="flex flex-col">
                      <dt className="order-2 mt-1 text-xs leading-snug text-slate-600">{s.label}</dt>
                      <dd className="order-1 text-2xl font-black text-brand-700">{s.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section aria-labelledby="mkt-cta-title" className="bg-white px-4 pb-20">
      <div className="relative mx-auto max-w-7xl overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 via-brand-800 to-ink-900 px-6 py-16 text-center text-white shadow-2xl sm:px-16">
        <div aria-hidden className="pointer-events-none absolute -right-24 -top-24 h-72 w-72 rounded-full bg-accent-400/20 blur-3xl" />
        <div aria-hidden className="pointer-events-none absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-brand-400/30 blur-3xl" />
        <h2 id="mkt-cta-title" className="relative mx-auto max-w-3xl text-3xl font-black leading-tight sm:text-4xl">
          Vamos levar a sua marca da essência à excelência?
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg text-brand-100">
          Converse com a nossa equipe pelo WhatsApp e receba um diagnóstico inicial da sua marca, sem compromisso.
        </p>
        <div className="relative mt-8 flex justify-center">
          <WhatsAppLink text={TEXT}>Falar com um especialista</WhatsAppLink>
        </div>
      </div>
    </section>
  );
}
