import { groupThousands, signOf } from '../../domain/money';
import { TIME_ZONE as TZ } from '../../domain/time-zone';

/**
 * Made on first use: building an Intl formatter with a time zone costs tens of milliseconds on a
 * slow phone, and the public pages import this module before they paint (issue 18).
 */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dateFmt = once(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' }));
const dateTimeFmt = once(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      timeZone: TZ,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);
const timeFmt = once(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, hour: '2-digit', minute: '2-digit' }));
const timeSecondsFmt = once(() => new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }));
const numberFmt = once(() => new Intl.NumberFormat('pt-BR'));

export const formatDate = (d: string | Date): string => dateFmt().format(new Date(d));
export const formatDateTime = (d: string | Date): string => dateTimeFmt().format(new Date(d));
/** '14:32' in São Paulo. */
export const formatTime = (d: string | Date): string => timeFmt().format(new Date(d));
/** '14:32:05' in São Paulo. */
export const formatTimeWithSeconds = (d: string | Date): string => timeSecondsFmt().format(new Date(d));
/**
 * '12.345'. A whole number is written out here (the store's cards have one each): a page's first
 * Intl formatter loads the locale's data, 25–250 ms of a slow phone's main thread in the middle of
 * hydrating the store (ADR 0029). The same string Intl gives; anything else goes to Intl.
 */
export const formatInt = (n: number): string => {
  if (!Number.isSafeInteger(n)) return numberFmt().format(n);
  return `${signOf(n)}${groupThousands(Math.abs(n))}`;
};

/** R$ with pt-BR grouping: the domain's one formatter, re-exported so pages need one import. */
export { formatBRL as formatCents } from '../../domain/money';
