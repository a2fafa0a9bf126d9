import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { MessagesPanel } from './messages-panel';
import { SubscribersPanel } from './subscribers-panel';
import { PrivacyRequestsPanel } from './privacy-requests-panel';

const tabs = [
  { id: 'messages', label: 'Mensagens de contato' },
  { id: 'newsletter', label: 'Newsletter' },
  { id: 'lgpd', label: 'Pedidos LGPD' },
] as const;

/** /admin/support: what people wrote through the site, and who subscribed to the newsletter. */
export function SupportView() {
  const [tab, setTab] = useState<(typeof tabs)[number]['id']>('messages');
  return (
    <div className="mx-auto max-w-5xl space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Suporte</h1>
        <p className="text-sm text-slate-600">Mensagens dos formulários do site, inscritos na newsletter e pedidos LGPD.</p>
      </div>
      <div role="tablist" aria-label="Suporte" className="flex gap-1 border-b border-slate-200">
        {tabs.map((t) => (
          <button
            key={t.id}
            id={`support-tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={`support-panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn(
              '-mb-px border-b-2 px-3 py-2 text-sm font-semibold',
              tab === t.id ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`support-panel-${tab}`} aria-labelledby={`support-tab-${tab}`}>
        {tab === 'messages' ? <MessagesPanel /> : tab === 'newsletter' ? <SubscribersPanel /> : <PrivacyRequestsPanel />}
      </div>
    </div>
  );
}
