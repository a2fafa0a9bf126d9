import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { messages } from '../../../../domain/messages';
import { altField } from '../../../../domain/schemas/site-media';
import { MAX_ALT_LENGTH, MAX_SITE_IMAGE_BYTES, siteImageTypes, type SiteMediaSlot } from '../../../../domain/site-media';
import { Button } from '../../../components/ui/button';
import { ErrorBox, Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api';
import { useUploadImage } from '../api/upload-image';

/**
 * One image with its alt text. The browser checks size and type for a quick answer; the server
 * checks again by the bytes and re-encodes.
 */
export function UploadForm({ slot, onDone, idPrefix }: { slot?: SiteMediaSlot; onDone?: () => void; idPrefix: string }) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const submit = () => {
    const next: typeof errors = {};
    if (!file) next.file = messages.siteMediaFileMissing;
    else if (file.size > MAX_SITE_IMAGE_BYTES) next.file = messages.siteMediaSize;
    else if (!(siteImageTypes as readonly string[]).includes(file.type)) next.file = messages.siteMediaType;
    const a = altField.safeParse(alt);
    if (!a.success) next.alt = a.error.issues[0]?.message;
    setErrors(next);
    if (next.file || next.alt || !file || !a.success) return;
    upload.mutate(
      { file, alt: a.data, slot },
      {
        onSuccess: (r) => {
          toast.success(slot ? messages.siteMediaAssigned : r.message);
          setFile(null);
          setAlt('');
          if (input.current) input.current.value = '';
          onDone?.();
        },
      },
    );
  };
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {upload.error && <ErrorBox>{errorMessage(upload.error)}</ErrorBox>}
      <Field id={`${idPrefix}-file`} label="Imagem (JPG, PNG ou WebP, até 5 MB)" error={errors.file}>
        <input
          ref={input}
          id={`${idPrefix}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby={errors.file ? `${idPrefix}-file-error` : undefined}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
      </Field>
      <Field id={`${idPrefix}-alt`} label="Texto alternativo" error={errors.alt} hint="Descreva a imagem para quem não a vê (leitores de tela, buscadores).">
        <Input
          id={`${idPrefix}-alt`}
          value={alt}
          maxLength={MAX_ALT_LENGTH}
          onChange={(e) => setAlt(e.target.value)}
          aria-invalid={errors.alt ? true : undefined}
          aria-describedby={errors.alt ? `${idPrefix}-alt-error` : undefined}
        />
      </Field>
      <Button type="submit" disabled={upload.isPending}>
        {upload.isPending ? 'Enviando…' : 'Enviar imagem'}
      </Button>
    </form>
  );
}
