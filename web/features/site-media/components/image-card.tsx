import { useState } from 'react';
import { toast } from 'sonner';
import { altField, type SiteImageDto } from '../../../../domain/schemas/site-media';
import { MAX_ALT_LENGTH, siteMediaSlots } from '../../../../domain/site-media';
import { messages } from '../../../../domain/messages';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { useUpdateAlt } from '../api/update-alt';

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

/** One library image: preview, alt text (editable), where it shows, delete. */
export function ImageCard({ img, onDelete }: { img: SiteImageDto; onDelete: () => void }) {
  const [alt, setAlt] = useState(img.alt);
  const [error, setError] = useState<string | undefined>();
  const update = useUpdateAlt();
  const save = () => {
    const a = altField.safeParse(alt);
    if (!a.success) return setError(a.error.issues[0]?.message);
    setError(undefined);
    update.mutate({ id: img.id, alt: a.data }, { onSuccess: () => toast.success(messages.siteMediaAltSaved), onError: (e) => setError(errorMessage(e)) });
  };
  const fieldId = `alt-${img.id}`;
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img src={img.urls.sm} srcSet={img.srcSet} sizes="(min-width: 1024px) 33vw, 100vw" alt={img.alt} width={img.width} height={img.height} className="aspect-[16/10] w-full bg-slate-100 object-cover" loading="lazy" />
      <div className="space-y-3 p-4">
        <p className="text-xs text-slate-600">
          {img.width}×{img.height} px · WebP {kb(img.bytes)} · {formatDateTime(img.createdAt)}
        </p>
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field id={fieldId} label="Texto alternativo" error={error}>
            <Input
              id={fieldId}
              value={alt}
              maxLength={MAX_ALT_LENGTH}
              onChange={(e) => setAlt(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" variant="outline" disabled={update.isPending || alt.trim() === img.alt}>
              Salvar texto
            </Button>
            <Button size="sm" variant="danger" onClick={onDelete}>
              Excluir
            </Button>
          </div>
        </form>
        <div className="text-xs text-slate-700">
          {img.slots.length === 0 ? (
            <p>Não está em nenhuma página.</p>
          ) : (
            <>
              <p className="font-semibold">Em uso em:</p>
              <ul className="list-inside list-disc">
                {img.slots.map((s) => (
                  <li key={s}>
                    {siteMediaSlots[s].page} · {siteMediaSlots[s].label}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
