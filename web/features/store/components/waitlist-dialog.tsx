import { useState, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { PRIVACY_PATH } from '../../../../domain/privacy-notice';
import type { StorePanel } from '../../../../domain/schemas/store';
import { WAITLIST_CONSENT_VERSION, waitlistConsentTexts } from '../../../../domain/waitlist';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError, errorMessage } from '../../../lib/api';
import { useJoinWaitlist } from '../api/join-waitlist';

/**
 * 'Avise-me quando houver vaga' (ADR 0051): the e-mail (and, if they like, the name) of a visitor
 * who wants to hear when the full building has a place, with what we do with it said in plain
 * words next to the button (the version of that text goes with the sign-up). Fetched the first
 * time a visitor opens it: the store's first paint does not carry it.
 */
export function WaitlistDialog({
  panel,
  open,
  onOpenChange,
}: {
  panel: StorePanel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const join = useJoinWaitlist();
  const fields = join.error instanceof ApiError ? (join.error.fields ?? {}) : {};
  const general = join.error && !fields.email && !fields.name ? errorMessage(join.error) : null;
  const consentId = `waitlist-consent-${panel.id}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    join.mutate({ buildingId: panel.id, email, name: name.trim() || null, consentVersion: WAITLIST_CONSENT_VERSION });
  };
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next && join.isSuccess) {
      join.reset();
      setEmail('');
      setName('');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Avise-me quando houver vaga"
      description={`O ${panel.name} está lotado. Deixe o seu e-mail e avisaremos quando abrir uma vaga.`}
    >
      {join.isSuccess ? (
        <div className="space-y-4" data-testid="waitlist-done">
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
          >
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            {join.data.message}
          </p>
          <Button className="w-full" variant="outline" onClick={() => close(false)}>
            Fechar
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <Field id={`waitlist-email-${panel.id}`} label="E-mail" error={fields.email}>
            <Input
              id={`waitlist-email-${panel.id}`}
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={254}
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                if (join.isError) join.reset();
              }}
              placeholder="seu@email.com"
              aria-invalid={fields.email ? true : undefined}
              aria-describedby={fields.email ? `waitlist-email-${panel.id}-error` : undefined}
            />
          </Field>
          <Field id={`waitlist-name-${panel.id}`} label="Nome (opcional)" error={fields.name}>
            <Input
              id={`waitlist-name-${panel.id}`}
              autoComplete="name"
              maxLength={120}
              value={name}
              onChange={(e) => {
                setName(e.target.value);
                if (join.isError) join.reset();
              }}
              aria-invalid={fields.name ? true : undefined}
              aria-describedby={fields.name ? `waitlist-name-${panel.id}-error` : undefined}
            />
          </Field>
          {general && <ErrorBox>{general}</ErrorBox>}
          <p id={consentId} className="text-xs leading-relaxed text-slate-600">
            <span>{waitlistConsentTexts[WAITLIST_CONSENT_VERSION]}</span>{' '}
            {/* A new tab: the store and this form stay as they are. */}
            <Link to={PRIVACY_PATH} target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
              Aviso de privacidade
            </Link>
          </p>
          <Button type="submit" className="w-full" disabled={join.isPending} aria-describedby={consentId}>
            {join.isPending ? 'Enviando…' : 'Avise-me'}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
