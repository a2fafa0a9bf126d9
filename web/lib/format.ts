const TZ = 'America/Sao_Paulo';

const dateFmt = new Intl.DateTimeFormat('pt-BR', { timeZone: TZ, day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const intFmt = new Intl.NumberFormat('pt-BR');

export const formatDate = (d: string | Date): string => dateFmt.format(new Date(d));
export const formatDateTime = (d: string | Date): string => dateTimeFmt.format(new Date(d));
export const formatInt = (n: number): string => intFmt.format(n);

/** R$ with pt-BR grouping: the domain's one formatter, re-exported so pages need one import. */
export { formatBRL as formatCents } from '../../domain/money';
