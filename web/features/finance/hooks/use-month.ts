import { useSearchParams } from 'react-router';
import { isMonth, lastMonths } from '../../../../domain/finance';

/**
 * The month the finance pages show: `?mes=AAAA-MM` in the address (so it survives a reload and
 * follows the sidebar links), one of the last 12 months; the current month by default.
 */
export function useMonth(): { month: string; months: string[]; setMonth: (m: string) => void; search: string } {
  const [params, setParams] = useSearchParams();
  const months = lastMonths(new Date(), 12);
  const raw = params.get('mes') ?? '';
  const month = isMonth(raw) && months.includes(raw) ? raw : months[0]!;
  const setMonth = (m: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (m === months[0]) next.delete('mes');
        else next.set('mes', m);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { month, months, setMonth, search: month === months[0] ? '' : `?mes=${month}` };
}
