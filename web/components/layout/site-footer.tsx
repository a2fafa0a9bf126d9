import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Logo } from './logo';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { api, errorMessage } from '../../lib/api';
import { useSiteConfig } from '../../lib/site-config';
import { lazyToast } from '../../lib/toast';
import { NEWSLETTER_CONSENT_TEXT, PRIVACY_PATH } from '../../../domain/privacy-notice';

export function SiteFooter() {
  const { data } = useSiteConfig();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function subscribe(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const res = await api<{ message: string }>('/api/site/newsletter', { method: 'POST', body: { email } });
      lazyToast.success(res.message);
      setEmail('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <footer className="bg-ink-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm leading-relaxed text-slate-400">
            Marketing, produção audiovisual e painéis digitais em condomínios da região de Foz do Iguaçu.
          </p>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">Links rápidos</h2>
          <ul className="space-y-2 text-sm">
            <li><Link className="hover:text-white" to="/marketing">Marketing</Link></li>
            <li><Link className="hover:text-white" to="/produtora">Produtora</Link></li>
            <li><Link className="hover:text-white" to="/paineis-digitais">Painéis Digitais</Link></li>
            <li><Link className="hover:text-white" to="/paineis-digitais/loja">Loja Online</Link></li>
          </ul>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">Contato</h2>
          {data && (
            <ul className="space-y-2 text-sm">
              <li className="flex items-start gap-2"><Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {data.company.phone}</li>
              <li className="flex items-start gap-2"><Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> <a className="hover:text-white" href={`mailto:${data.company.email}`}>{data.company.email}</a></li>
              <li className="flex items-start gap-2"><MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden /> {data.company.address}</li>
            </ul>
          )}
        </div>
        <div>
          <h2 className="mb-3 text-sm font-bold uppercase tracking-wider text-white">Newsletter</h2>
          <p className="mb-3 text-sm text-slate-400">Receba novidades e promoções dos painéis.</p>
          <form onSubmit={subscribe} className="flex flex-col gap-2" noValidate>
            <label htmlFor="newsletter-email" className="sr-only">Seu e-mail</label>
            <Input
              id="newsletter-email"
              type="email"
              required
              placeholder="seu@email.com"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'newsletter-error' : undefined}
            />
            {error && <p id="newsletter-error" role="alert" className="text-xs text-red-300">{error}</p>}
            <Button type="submit" variant="accent" disabled={busy}>Inscrever-se</Button>
            <p className="text-xs leading-relaxed text-slate-400">
              {NEWSLETTER_CONSENT_TEXT}{' '}
              <Link className="text-slate-300 underline underline-offset-2 hover:text-white" to={PRIVACY_PATH}>
                Como tratamos os seus dados
              </Link>
            </p>
          </form>
        </div>
      </div>
      {/* On a phone the WhatsApp bubble floats bottom-right: room below the last line so it covers nothing. */}
      <div className="border-t border-white/10 pt-5 pb-24 text-center sm:pb-5 text-xs text-slate-400">
        © {new Date().getFullYear()} Indexa. Todos os direitos reservados.{' '}
        <Link className="underline underline-offset-2 hover:text-white" to={PRIVACY_PATH}>
          Aviso de privacidade
        </Link>
      </div>
    </footer>
  );
}
