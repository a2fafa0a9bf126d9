import { formatDayBR } from '../../../../domain/finance';

/** '05/03/2026' from '2026-03-05' (calendar days carry no time zone). */
export const formatDay = (day: string): string => formatDayBR(day);
