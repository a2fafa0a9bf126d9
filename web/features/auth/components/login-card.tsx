import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/layout/logo';
import { PRIVACY_PATH } from '../../../../domain/privacy-notice';

/** The frame of every login, recovery and new-password screen. */
export function LoginCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-br from-ink-900 via-ink-800 to-brand-900 px-4 py-10">
      <div className="mb-8">
        <Logo />
      </div>
      <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl min-[480px]:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </div>
      <nav aria-label="Links do site" className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-300">
        <Link to="/" className="underline-offset-4 hover:text-white hover:underline">
          Voltar ao site
        </Link>
        <Link to={PRIVACY_PATH} className="underline-offset-4 hover:text-white hover:underline">
          Aviso de privacidade
        </Link>
      </nav>
    </main>
  );
}
