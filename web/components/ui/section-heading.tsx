import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** Eyebrow, title and lead of a page section, on a light or a dark background. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  tone = 'light',
  align = 'center',
  id,
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'center' | 'left';
  id?: string;
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className={cn('text-sm font-bold uppercase tracking-[0.18em]', dark ? 'text-accent-400' : 'text-brand-600')}>
          {eyebrow}
        </p>
      )}
      <h2 id={id} className={cn('mt-3 text-3xl font-black leading-tight sm:text-4xl', dark ? 'text-white' : 'text-ink-900')}>
        {title}
      </h2>
      {children && <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-slate-300' : 'text-slate-600')}>{children}</p>}
    </div>
  );
}
