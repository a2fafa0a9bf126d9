import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../../../domain/messages';
import {
  MY_DATA_PATH,
  PRIVACY_RIGHTS,
  PRIVACY_SHARING,
  retentionPeriodText,
} from '../../../../domain/privacy-notice';
import { LEGAL_BASIS_TEXT, PRIVACY_REQUEST_DEADLINE_DAYS, RETENTION } from '../../../../domain/retention';
import type { PublicPrivacyNotice } from '../../../../domain/schemas/privacy-notice';
import { dateTimeAtText } from '../../../../domain/time';
import { ErrorBox } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { usePrivacyNotice } from '../api/get-privacy-notice';

const rules = Object.values(RETENTION);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /privacidade (issue 34, ADR 0054): the master's free text (with its version and date), then what
 * the law asks the notice to say, drawn from data: the controller and officer from the settings,
 * each kind of data with purpose, legal basis and period from domain/retention.ts, who receives
 * data, and how each right is exercised. Cards, not tables: nothing scrolls sideways on a phone.
 */
export function PrivacyPage() {
  const notice = usePrivacyNotice();
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 break-words sm:py-14">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-slate-900">Aviso de privacidade</h1>
        {notice.data && (
          <p className="text-sm text-slate-600">
            Versão {notice.data.version}, em vigor desde {dateTimeAtText(new Date(notice.data.publishedAt))}.
          </p>
        )}
      </header>
      {notice.isPending ? (
        <div className="flex justify-center py-16 text-brand-600">
          <Spinner />
        </div>
      ) : notice.isError ? (
        <ErrorBox>{messages.privacyNoticeLoadError}</ErrorBox>
      ) : (
        <NoticeBody notice={notice.data} />
      )}
    </div>
  );
}

function NoticeBody({ notice }: { notice: PublicPrivacyNotice }) {
  const { controller, officer } = notice;
  return (
    <>
      <div className="space-y-4 text-slate-700">
        {notice.text
          .split(/\n\s*\n/)
          .filter((p) => p.trim())
          .map((p, i) => (
            <p key={i} className="whitespace-pre-line leading-relaxed">
              {p.trim()}
            </p>
          ))}
      </div>

      <Section id="controlador" title="Quem trata os seus dados">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <h3 className="mb-1 font-semibold text-slate-900">Controlador</h3>
            <p>{controller.legalName}</p>
            {controller.cnpj && <p>CNPJ {controller.cnpj}</p>}
            <p>{controller.address}</p>
            <p>
              <a className="text-brand-700 underline underline-offset-2" href={`mailto:${controller.email}`}>
                {controller.email}
              </a>{' '}
              · {controller.phone}
            </p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
            <h3 className="mb-1 font-semibold text-slate-900">Encarregado de dados (DPO)</h3>
            <p>{officer.name}</p>
            <p>
              <a className="text-brand-700 underline underline-offset-2" href={`mailto:${officer.email}`}>
                {officer.email}
              </a>
            </p>
          </div>
        </div>
      </Section>

      <Section id="o-que-guardamos" title="O que guardamos, por quê e por quanto tempo">
        <ul className="grid gap-3">
          {rules.map((r) => (
            <li key={r.data} className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              <h3 className="mb-2 font-semibold text-slate-900">{r.data}</h3>
              <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
                <dt className="font-medium text-slate-500">Finalidade</dt>
                <dd>{r.purpose}</dd>
                <dt className="font-medium text-slate-500">Base legal</dt>
                <dd>{LEGAL_BASIS_TEXT[r.basis]}</dd>
                <dt className="font-medium text-slate-500">Por quanto tempo</dt>
                <dd>{retentionPeriodText(r)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="compartilhamento" title="Com quem compartilhamos">
        <ul className="grid gap-3">
          {PRIVACY_SHARING.map((s) => (
            <li key={s.who} className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
              <h3 className="mb-1 font-semibold text-slate-900">{s.who}</h3>
              <p>{s.what}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="direitos" title="Seus direitos e como exercê-los">
        <ul className="list-disc space-y-2 pl-5 text-slate-700">
          {PRIVACY_RIGHTS.map((r) => (
            <li key={r.right}>
              <span className="font-medium text-slate-900">{r.right}</span>:{' '}
              {r.how === 'account'
                ? 'na Área do Cliente, em Meus dados.'
                : r.how === 'mail'
                  ? 'pelo link de descadastro que vai em cada e-mail da newsletter e da lista de espera (um clique).'
                  : 'está descrito nesta página.'}
            </li>
          ))}
        </ul>
        <p className="text-slate-700">
          Tem conta? Entre na Área do Cliente e abra{' '}
          <Link className="text-brand-700 underline underline-offset-2" to={MY_DATA_PATH}>
            Meus dados
          </Link>
          : lá você baixa os seus dados, corrige nome e telefone e pede a exclusão da conta.
        </p>
        <p className="text-slate-700">
          Sem conta na Indexa (newsletter, formulário de contato, lista de espera)? Escreva ao encarregado em{' '}
          <a className="text-brand-700 underline underline-offset-2" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>{' '}
          dizendo o que deseja. Respondemos em até {PRIVACY_REQUEST_DEADLINE_DAYS} dias (LGPD, art. 19). Você também pode
          reclamar à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>
      </Section>
    </>
  );
}
