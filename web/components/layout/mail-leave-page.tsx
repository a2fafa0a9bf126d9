import type { UseMutationResult } from '@tanstack/react-query';
import { CheckCircle2, MailX } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api';
import { Button } from '../ui/button';
import { ErrorBox } from '../ui/field';
import { Logo } from './logo';

/**
 * The page behind a mail's leave link (waitlist, newsletter): one click on the button takes the
 * address off the list; opening the page does nothing by itself, so a mail scanner that opens every
 * link takes nobody off (mail programs use the List-Unsubscribe one-click POST). Works for anyone
 * holding the link, gate or not.
 */
export function MailLeavePage({
  token,
  leave,
  title,
  invalidLink,
  explanation,
  action,
  pending,
  footer,
}: {
  token: string;
  leave: UseMutationResult<{ message: string }, unknown, string>;
  title: string;
  invalidLink: string;
  explanation: string;
  action: string;
  pending: string;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-slate-50 px-4 py-10 sm:items-center">
      <div className="w-full max-w-md space-y-5 overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {/* The logo's letters are white: it sits on the site's dark band, as in the header. */}
        <div className="-mx-6 -mt-6 bg-ink-900 px-6 py-4">
          <Logo />
        </div>
        <h1 className="flex items-center gap-2 text-xl font-bold text-slate-900">
          <MailX className="h-6 w-6 text-brand-600" aria-hidden /> {title}
        </h1>
        {!token ? (
          <ErrorBox>{invalidLink}</ErrorBox>
        ) : leave.isSuccess ? (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm break-words text-emerald-900"
          >
            <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            <span className="min-w-0">{leave.data.message}</span>
          </p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{explanation}</p>
            {leave.isError && <ErrorBox>{errorMessage(leave.error)}</ErrorBox>}
            <Button className="w-full" disabled={leave.isPending} onClick={() => leave.mutate(token)}>
              {leave.isPending ? pending : action}
            </Button>
          </>
        )}
        {footer}
      </div>
    </main>
  );
}
