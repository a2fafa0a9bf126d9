import { TIME_ZONE } from '../../../../domain/time';

/** The screen's clock (São Paulo time): drawn by the page and again on a capture. */
export const clockTimeFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const clockDateFmt = new Intl.DateTimeFormat('pt-BR', {
  timeZone: TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
});
