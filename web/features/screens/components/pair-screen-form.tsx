import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { PAIRING_CODE_LENGTH, SCREEN_LABEL_MAX, normalizePairingCode } from '../../../../domain/signage';
import { plural } from '../../../../domain/text';
import type { AdminScreenList } from '../../../../domain/schemas/player';
import { ApiError, errorMessage } from '../../../lib/api';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input, Select } from '../../../components/ui/input';
import { usePairScreen } from '../api/pair-screen';

type PairingBuilding = AdminScreenList['buildings'][number];

/** '(1/2 telas)', '(1/1 tela) — completo': the live screens of the building against its panels. */
const buildingOptionLabel = (b: PairingBuilding) => `${b.name} (${b.pairedScreens}/${plural(b.displayCount, 'tela', 'telas')})${b.full ? ' — completo' : ''}`;

/**
 * Staff type the code the screen shows, choose the building and name the screen. A building whose
 * screens are all paired (the server says so) cannot be chosen; one that fills up while chosen
 * (this form's pairing, or another person's) drops out of the choice.
 */
export function PairScreenForm({ buildings }: { buildings: AdminScreenList['buildings'] }) {
  const [code, setCode] = useState('');
  const [picked, setBuildingId] = useState('');
  const buildingId = buildings.some((b) => b.id === picked && !b.full) ? picked : '';
  const [label, setLabel] = useState('');
  const [errors, setErrors] = useState<{ code?: string; buildingId?: string; label?: string; form?: string }>({});
  const pair = usePairScreen();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (normalizePairingCode(code).length !== PAIRING_CODE_LENGTH) next.code = messages.pairingCodeInvalid;
    if (!buildingId) next.buildingId = messages.screenBuildingRequired;
    if (!label.trim()) next.label = messages.screenLabelRequired;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      const res = await pair.mutateAsync({ code: normalizePairingCode(code), buildingId, label: label.trim() });
      toast.success(res.message);
      setCode('');
      setLabel('');
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'pairing_code_invalid') setErrors({ code: errorMessage(err) });
      else setErrors({ form: errorMessage(err) });
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="pair-title">
      <h2 id="pair-title" className="text-lg font-bold text-slate-900">
        Parear uma tela
      </h2>
      <p className="mb-4 text-sm text-slate-500">
        Abra <span className="font-mono">/player</span> no navegador do painel: ele mostra um código de {PAIRING_CODE_LENGTH} caracteres válido por 10 minutos.
      </p>
      {errors.form && (
        <div className="mb-4">
          <ErrorBox>{errors.form}</ErrorBox>
        </div>
      )}
      <div className="grid gap-4 min-[769px]:grid-cols-[10rem_1fr_1fr_auto] min-[769px]:items-start">
        <Field id="pair-code" label="Código da tela" error={errors.code}>
          <Input
            id="pair-code"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            maxLength={PAIRING_CODE_LENGTH + 2}
            autoComplete="off"
            spellCheck={false}
            className="font-mono text-base tracking-widest uppercase"
            aria-invalid={Boolean(errors.code)}
            aria-describedby={errors.code ? 'pair-code-error' : undefined}
          />
        </Field>
        <Field id="pair-building" label="Prédio" error={errors.buildingId}>
          <Select id="pair-building" value={buildingId} onChange={(e) => setBuildingId(e.target.value)} aria-invalid={Boolean(errors.buildingId)}>
            <option value="">Selecione o prédio</option>
            {buildings.map((b) => (
              <option key={b.id} value={b.id} disabled={b.full}>
                {buildingOptionLabel(b)}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="pair-label" label="Nome da tela" error={errors.label} hint="Ex.: Elevador social">
          <Input id="pair-label" value={label} onChange={(e) => setLabel(e.target.value)} maxLength={SCREEN_LABEL_MAX} aria-invalid={Boolean(errors.label)} />
        </Field>
        <div className="min-[769px]:pt-6">
          <Button type="submit" disabled={pair.isPending} className="w-full">
            Parear tela
          </Button>
        </div>
      </div>
    </form>
  );
}
