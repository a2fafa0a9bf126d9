import { useSearchParams } from 'react-router';
import { campaignGranularities, campaignGranularityLabels, type CampaignGranularity } from '../../../../domain/campaigns';
import { messages } from '../../../../domain/messages';
import { can } from '../../../../domain/permissions';
import { Field, ErrorBox } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCampaigns } from '../api/get-campaigns';
import { CampaignTimeline } from './campaign-timeline';
import { WaitlistLists } from './waitlist-lists';

/** /admin/campaigns: what runs where and when, and when a full building frees up. */
export function CampaignsView() {
  const [params, setParams] = useSearchParams();
  const granularity = (campaignGranularities as readonly string[]).includes(params.get('por') ?? '') ? (params.get('por') as CampaignGranularity) : 'month';
  const buildingId = params.get('predio') ?? '';
  const advertiserId = params.get('anunciante') ?? '';
  const q = useCampaigns({ granularity, buildingId: buildingId || undefined, advertiserId: advertiserId || undefined });
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  const d = q.data;
  const full = d?.buildings.filter((b) => b.freesUpAt) ?? [];
  // Only hides what the role cannot read; the server decides (names and e-mails: admins).
  const { user } = useSession();
  const seesWaitlists = can(user?.role, 'read:waitlist:any');
  return (
    <div className="mx-auto max-w-7xl space-y-5 p-4 sm:p-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Campanhas</h1>
        <p className="text-sm text-slate-600">
          O que está no ar em cada prédio e até quando. Cada célula mostra o pico de anunciantes no período, de {d?.capacity ?? 10} vagas.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="camp-building" label="Prédio">
          <Select id="camp-building" value={buildingId} onChange={(e) => set('predio', e.target.value)}>
            <option value="">Todos os prédios</option>
            {d?.buildingOptions.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="camp-advertiser" label="Anunciante">
          <Select id="camp-advertiser" value={advertiserId} onChange={(e) => set('anunciante', e.target.value)}>
            <option value="">Todos os anunciantes</option>
            {d?.advertiserOptions.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="camp-granularity" label="Ver por">
          <Select id="camp-granularity" value={granularity} onChange={(e) => set('por', e.target.value === 'month' ? '' : e.target.value)}>
            {campaignGranularities.map((g) => (
              <option key={g} value={g}>
                {campaignGranularityLabels[g]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {q.error && <ErrorBox>{errorMessage(q.error, messages.campaignsLoadError)}</ErrorBox>}
      {q.isPending && <Spinner className="text-brand-600" />}
      {d && (
        <>
          {full.length > 0 && (
            <section aria-label="Prédios lotados" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900">
              <h2 className="font-semibold">Prédios lotados</h2>
              <ul className="mt-1 list-inside list-disc">
                {full.map((b) => (
                  <li key={b.id}>
                    {b.name}: vaga a partir de {formatDate(b.freesUpAt!)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="flex flex-wrap gap-3 text-xs text-slate-700" aria-hidden>
            <span className="inline-flex items-center gap-1"><span className="h-3 w-3 rounded bg-emerald-100 ring-1 ring-emerald-300" /> Com vagas</span>
            <span className="inline-flex items-center gap-1"><span className="h-3 w-3 rounded bg-amber-100 ring-1 ring-amber-300" /> Quase lotado</span>
            <span className="inline-flex items-center gap-1"><span className="h-3 w-3 rounded bg-red-600" /> Lotado</span>
          </div>
          {d.buildings.length === 0 ? (
            <p className="rounded-xl bg-white p-8 text-center text-slate-500">Nenhum prédio com reservas para estes filtros.</p>
          ) : (
            <CampaignTimeline data={d} granularity={granularity} />
          )}
        </>
      )}
      {seesWaitlists && <WaitlistLists buildingId={buildingId} />}
    </div>
  );
}
