import { formatDayBR } from '../../../../domain/finance';

/** '05/03/2026' from '2026-03-05' (calendar days carry no time zone). */
export const formatDay = (day: string): string => formatDayBR(day);

/** 'novembro de 2026' -> 'Novembro de 2026' (only the first letter; CSS capitalize would do every word). */
export const capitalizeFirst = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
