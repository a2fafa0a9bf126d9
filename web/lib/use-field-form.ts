import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

/** What a check answers: the parsed values, or the first message of each field that failed. */
export type FieldCheck<In, Out> = { ok: true; data: Out } | { ok: false; errors: Partial<Record<keyof In, string>> };

/**
 * A text form of uncontrolled inputs checked by an async function (the server's zod schema, loaded
 * on first use), with react-hook-form's "onTouched" behaviour: a field is checked when it loses the
 * focus, then on every change; submitting checks all and focuses the first wrong field. For the
 * public checkout, where react-hook-form would be an eighth of the page's first script (ADR 0028);
 * the staff and client areas keep react-hook-form.
 */
export function useFieldForm<In extends Record<string, string>, Out>({
  defaultValues,
  check,
}: {
  defaultValues: In;
  check: (values: In) => Promise<FieldCheck<In, Out>>;
}) {
  type Name = keyof In & string;
  const inputs = useRef(new Map<Name, HTMLInputElement>());
  const touched = useRef(new Set<Name>());
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  // Checks are async: only the latest one may set the messages.
  const latest = useRef(0);

  const values = useCallback(
    () => Object.fromEntries([...inputs.current].map(([name, el]) => [name, el.value])) as In,
    [],
  );

  /** Checks everything, shows the messages of the fields already touched. */
  const recheck = useCallback(async () => {
    const turn = ++latest.current;
    const result = await check(values());
    if (turn !== latest.current) return result;
    const shown: Partial<Record<Name, string>> = {};
    if (!result.ok) for (const name of touched.current) if (result.errors[name]) shown[name] = result.errors[name];
    setErrors(shown);
    return result;
  }, [check, values]);

  const register = (name: Name) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (el: HTMLInputElement | null) => {
      if (el) inputs.current.set(name, el);
      else inputs.current.delete(name);
    },
    onBlur: () => {
      touched.current.add(name);
      void recheck();
    },
    onChange: (_e: ChangeEvent<HTMLInputElement>) => {
      if (touched.current.has(name)) void recheck();
    },
  });

  const handleSubmit = (onValid: (data: Out) => void) => async (e: FormEvent) => {
    e.preventDefault();
    for (const name of inputs.current.keys()) touched.current.add(name);
    const result = await recheck();
    if (result.ok) return onValid(result.data);
    const first = [...inputs.current].find(([name]) => result.errors[name]);
    first?.[1].focus();
  };

  return { register, handleSubmit, errors };
}
