import { z } from 'zod';
import { messages } from '../messages';
import { hasControlChars } from '../text';

/**
 * The shared text field: trimmed, bounded, and refusing control characters (a NUL byte and the
 * like) with a pt-BR message. Every schema's free text builds on it; the server also checks
 * every request against the same rule before validation (server/plugins/http/input-guard.ts), so a
 * field that forgot it is still covered.
 */
export function textField(label: string, opts: { max: number; min?: number; required?: string } = { max: 500 }) {
  let s = z.string(opts.required ? { error: opts.required } : undefined).trim();
  if (opts.min) s = s.min(opts.min, opts.required ?? `${label} é obrigatório.`);
  return s.max(opts.max, messages.fieldTooLong(label, opts.max)).refine((v) => !hasControlChars(v), messages.textControlChars(label));
}

/** A refinement to add to an existing string schema. */
export const noControlChars = (label: string) => (schema: z.ZodString) => schema.refine((v) => !hasControlChars(v), messages.textControlChars(label));
