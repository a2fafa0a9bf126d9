import type { ReactNode } from 'react';
import { Check, Clapperboard, Image as ImageIcon, Mail, MapPin, Phone, Play } from 'lucide-react';
import { WHATSAPP_TEXTS } from '../../../../domain/whatsapp';
import { buttonVariants } from '../../../components/ui/button';
import { WhatsAppLink } from '../../../components/ui/whatsapp-link';
import { useSiteConfig } from '../../../lib/site-config';
import { SectionHeading } from '../../../components/ui/section-heading';
import { cn } from '../../../lib/cn';
import { portfolio, services, stats } from '../content';
import { SiteImage } from '../../../components/ui/site-image';

export function ProducerHero() {
  return (
    <section aria-labelledby="prod-hero-title" className="relative overflow-hidden bg-ink-900 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_75%_30%,rgba(116,64,245,0.35),transparent_55%),radial-gradient(ellipse_at_10%_90%,rgba(52,211,153,0.14),transparent_45%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pb-16 pt-12 md:grid-cols-[1.1fr_1fr] md:pb-24 md:pt-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-200 ring-1 ring-white/15">
            <Clapperboard className="h-4 w-4 text-accent-400" aria-hidden /> Produtora audiovisual
          </p>
          <h1 id="prod-hero-title" className="mt-5 text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            Histórias que movem marcas, com <span className="text-accent-400">qualidade de cinema</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Do roteiro à finalização: vídeos institucionais, comerciais e fotografia para a sua marca se destacar nas telas,
            nas redes e nos nossos painéis digitais.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href="#contato" className={cn(buttonVariants({ variant: 'accent', size: 'lg' }))}>
              Solicitar orçamento
            </a>
            <a href="#portfolio" className={cn(buttonVariants({ variant: 'light', size: 'lg' }))}>
              Ver portfólio
            </a>
          </div>
        </div>
        <SiteImage slot="producer.hero" src="/img/produtora/hero.svg" alt="" width={560} height={480} className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}

export function Services() {
  return (
    <section aria-labelledby="prod-services-title" className="bg-white px-4 py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="prod-services-title" eyebrow="Serviços" title="O que produzimos">
          Uma equipe completa de roteiro, captação, edição e fotografia, com equipamento de cinema e olhar de publicitário.
        </SectionHeading>
        <div className="mt-14 grid gap-6 md:grid-cols-3">
          {services.map(({ icon: Icon, title, text, items }) => (
            <article
              key={title}
              className="group flex flex-col rounded-3xl bg-white p-7 shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl"
            >
              <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-lg shadow-brand-500/30">
                <Icon className="h-7 w-7" aria-hidden />
              </span>
              <h3 className="mt-6 text-xl font-extrabold text-ink-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              <ul className="mt-6 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
                {items.map((item) => (
                  <li key={item} className="flex items-center gap-2">
                    <Check className="h-4 w-4 shrink-0 text-emerald-600" aria-hidden />
                    {item}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}

export function Portfolio() {
  return (
    <section id="portfolio" aria-labelledby="prod-portfolio-title" className="scroll-mt-16 bg-slate-50 px-4 py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="prod-portfolio-title" eyebrow="Trabalhos recentes" title="Portfólio">
          Alguns dos projetos que produzimos para marcas de Foz do Iguaçu e região.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {portfolio.map((work) => (
            <li key={work.title}>
              <figure className="group overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl">
                <div className="relative aspect-[16/10] overflow-hidden bg-ink-900">
                  <SiteImage
                    slot={work.slot}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    src={work.image}
                    alt={`${work.category}: ${work.title}`}
                    width={640}
                    height={400}
                    loading="lazy"
                    className="h-full w-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                  <span className="absolute left-4 top-4 rounded-full bg-ink-900/80 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
                    {work.category}
                  </span>
                  <span
                    aria-hidden
                    className="absolute bottom-4 right-4 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-brand-700 shadow-lg"
                  >
                    {work.kind === 'video' ? <Play className="ml-0.5 h-5 w-5" /> : <ImageIcon className="h-5 w-5" />}
                  </span>
                </div>
                <figcaption className="p-6">
                  <h3 className="text-lg font-bold text-ink-900">{work.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{work.text}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Stats() {
  return (
    <section aria-label="Números da produtora" className="bg-gradient-to-r from-brand-700 via-brand-800 to-ink-900 px-4 py-16 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col">
            <dt className="order-2 mt-2 text-sm font-semibold uppercase tracking-wider text-brand-100">{s.label}</dt>
            <dd className="order-1 text-5xl font-black sm:text-6xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ContactSection({ form }: { form: ReactNode }) {
  const { data } = useSiteConfig();
  return (
    <section id="contato" aria-labelledby="prod-contact-title" className="relative scroll-mt-16 overflow-hidden bg-ink-800 px-4 py-20 text-white">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_0%_0%,rgba(116,64,245,0.3),transparent_50%),radial-gradient(ellipse_at_100%_100%,rgba(52,211,153,0.12),transparent_45%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 lg:grid-cols-[1fr_1.1fr] lg:items-start">
        <div>
          <SectionHeading id="prod-contact-title" tone="dark" align="left" eyebrow="Contato" title="Vamos tirar a sua ideia do papel">
            Conte o que você precisa e a nossa equipe responde com uma proposta sob medida em até um dia útil.
          </SectionHeading>
          {data && (
            <ul className="mt-10 space-y-4 text-slate-300">
              <li className="flex items-center gap-3">
                <span className="rounded-xl bg-white/10 p-2.5 ring-1 ring-white/10">
                  <Phone className="h-5 w-5 text-accent-400" aria-hidden />
                </span>
                {data.company.phone}
              </li>
              <li className="flex items-center gap-3">
                <span className="rounded-xl bg-white/10 p-2.5 ring-1 ring-white/10">
                  <Mail className="h-5 w-5 text-accent-400" aria-hidden />
                </span>
                <a className="hover:text-white" href={`mailto:${data.company.email}`}>
                  {data.company.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <span className="rounded-xl bg-white/10 p-2.5 ring-1 ring-white/10">
                  <MapPin className="h-5 w-5 text-accent-400" aria-hidden />
                </span>
                {data.company.address}
              </li>
            </ul>
          )}
          <div className="mt-8">
            <WhatsAppLink text={WHATSAPP_TEXTS.producer} variant="light">
              Orçamento pelo WhatsApp
            </WhatsAppLink>
          </div>
        </div>
        <div className="rounded-3xl bg-white p-6 text-slate-900 shadow-2xl sm:p-8">{form}</div>
      </div>
    </section>
  );
}
