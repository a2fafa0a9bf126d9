import { describe, expect, it } from 'vitest';
import {
  describeSchedule,
  hasEnded,
  isScheduledAt,
  noticeState,
  segmentsOfDay,
  weekTimeline,
  type NoticeSchedule,
} from '../../../domain/notices';
import { noticeInput } from '../../../domain/schemas/notices';
import { dayAndMinuteOf } from '../../../domain/time';

/** An instant given as Foz do Iguaçu wall-clock time (UTC−3 all year since 2019). */
const at = (local: string) => new Date(`${local}:00-03:00`);

const base: NoticeSchedule = { startDate: '2026-11-23', endDate: '2026-11-29', days: [], startTime: null, endTime: null };

describe('notice schedule (America/Sao_Paulo)', () => {
  it('reads the local day and minute whatever the UTC day is', () => {
    // 01:30 UTC on the 24th is still 22:30 on the 23rd in Foz do Iguaçu.
    expect(dayAndMinuteOf(new Date('2026-11-24T01:30:00Z'))).toEqual({ day: '2026-11-23', minute: 22 * 60 + 30 });
  });

  it('starts at the first minute of the start date and ends after the last minute of the end date', () => {
    expect(isScheduledAt(base, at('2026-11-22T23:59'))).toBe(false);
    expect(isScheduledAt(base, at('2026-11-23T00:00'))).toBe(true);
    expect(isScheduledAt(base, at('2026-11-29T23:59'))).toBe(true);
    expect(isScheduledAt(base, at('2026-11-30T00:00'))).toBe(false);
    // 02:00 UTC on the 30th is 23:00 on the 29th locally: still on.
    expect(isScheduledAt(base, new Date('2026-11-30T02:00:00Z'))).toBe(true);
  });

  it('runs only on the chosen weekdays', () => {
    const weekdays = { ...base, days: [1, 3, 5] }; // Seg, Qua, Sex; 2026-11-23 is a Monday
    expect(isScheduledAt(weekdays, at('2026-11-23T10:00'))).toBe(true);
    expect(isScheduledAt(weekdays, at('2026-11-24T10:00'))).toBe(false);
    expect(isScheduledAt(weekdays, at('2026-11-25T10:00'))).toBe(true);
    expect(isScheduledAt(weekdays, at('2026-11-29T10:00'))).toBe(false);
  });

  it('runs inside the hours window, start included and end excluded', () => {
    const office = { ...base, startTime: '08:00', endTime: '18:00' };
    expect(isScheduledAt(office, at('2026-11-24T07:59'))).toBe(false);
    expect(isScheduledAt(office, at('2026-11-24T08:00'))).toBe(true);
    expect(isScheduledAt(office, at('2026-11-24T17:59'))).toBe(true);
    expect(isScheduledAt(office, at('2026-11-24T18:00'))).toBe(false);
  });

  it('a window across midnight belongs to the day it starts (dates and weekdays)', () => {
    // Friday and Saturday nights only, 22:00 to 02:00.
    const night = { ...base, days: [5, 6], startTime: '22:00', endTime: '02:00' };
    expect(isScheduledAt(night, at('2026-11-27T21:59'))).toBe(false); // Friday before
    expect(isScheduledAt(night, at('2026-11-27T22:00'))).toBe(true); // Friday night
    expect(isScheduledAt(night, at('2026-11-28T01:59'))).toBe(true); // Saturday early = Friday's window
    expect(isScheduledAt(night, at('2026-11-28T02:00'))).toBe(false);
    expect(isScheduledAt(night, at('2026-11-29T01:00'))).toBe(true); // Sunday early = Saturday's window
    expect(isScheduledAt(night, at('2026-11-29T23:00'))).toBe(false); // Sunday night is not chosen
    expect(isScheduledAt(night, at('2026-11-27T01:00'))).toBe(false); // Friday early = Thursday's window
  });

  it('the last night crosses past the end date, and the first morning has no tail from the day before the start', () => {
    const night = { ...base, startTime: '22:00', endTime: '02:00' };
    expect(isScheduledAt(night, at('2026-11-23T01:00'))).toBe(false);
    expect(isScheduledAt(night, at('2026-11-30T01:00'))).toBe(true);
    expect(isScheduledAt(night, at('2026-11-30T02:00'))).toBe(false);
    expect(hasEnded(night, at('2026-11-30T01:00'))).toBe(false);
    expect(hasEnded(night, at('2026-11-30T02:00'))).toBe(true);
  });

  it('splits a day into the pieces the timeline draws', () => {
    const night = { ...base, startTime: '22:30', endTime: '06:00' };
    expect(segmentsOfDay(night, '2026-11-23')).toEqual([[1350, 1440]]);
    expect(segmentsOfDay(night, '2026-11-24')).toEqual([
      [0, 360],
      [1350, 1440],
    ]);
    expect(segmentsOfDay(night, '2026-11-30')).toEqual([[0, 360]]);
    const week = weekTimeline({ ...base, days: [0] }, '2026-11-23');
    expect(week.map((d) => d.segments.length)).toEqual([0, 0, 0, 0, 0, 0, 1]);
    expect(week[6]).toMatchObject({ day: '2026-11-29', weekday: 0, segments: [[0, 1440]] });
  });

  it('has ended after its last window', () => {
    const office = { ...base, startTime: '08:00', endTime: '18:00' };
    expect(hasEnded(office, at('2026-11-29T17:59'))).toBe(false);
    expect(hasEnded(office, at('2026-11-29T18:00'))).toBe(true);
    expect(hasEnded(office, at('2026-11-28T20:00'))).toBe(false);
  });

  it('states: scheduled, running, waiting, paused, pending approval, rejected, ended', () => {
    const text = { ...base, startTime: '08:00', endTime: '18:00', kind: 'text' as const, paused: false };
    expect(noticeState(text, at('2026-11-20T10:00'))).toBe('scheduled');
    expect(noticeState(text, at('2026-11-24T10:00'))).toBe('running');
    expect(noticeState(text, at('2026-11-24T20:00'))).toBe('waiting');
    expect(noticeState({ ...text, paused: true }, at('2026-11-24T10:00'))).toBe('paused');
    expect(noticeState({ ...text, kind: 'video', videoStatus: 'em_analise' }, at('2026-11-24T10:00'))).toBe('pending_approval');
    expect(noticeState({ ...text, kind: 'video', videoStatus: 'reprovado' }, at('2026-11-24T10:00'))).toBe('rejected');
    expect(noticeState({ ...text, kind: 'video', videoStatus: 'aprovado' }, at('2026-11-24T10:00'))).toBe('running');
    expect(noticeState(text, at('2026-12-01T10:00'))).toBe('ended');
  });

  it('describes the schedule in one line', () => {
    expect(describeSchedule(base)).toBe('Todos os dias, o dia todo');
    expect(describeSchedule({ ...base, days: [5, 1], startTime: '22:00', endTime: '02:00' })).toBe('Seg, Sex, 22:00–02:00 (dia seguinte)');
  });
});

describe('notice input', () => {
  const body = {
    kind: 'text',
    title: 'Manutenção do elevador',
    body: 'O elevador social ficará parado das 9h às 11h.',
    durationSeconds: 10,
    startDate: '2026-11-23',
    endDate: '2026-11-24',
    buildingIds: ['00000000-0000-4000-8000-000000000001'],
  };

  it('accepts a text notice and fills the defaults', () => {
    const r = noticeInput.parse(body);
    expect(r).toMatchObject({ days: [], startTime: null, endTime: null, imageKey: null, videoId: null });
  });

  it('refuses what an elevator cannot show or a schedule that makes no sense', () => {
    const issue = (over: Record<string, unknown>) => noticeInput.safeParse({ ...body, ...over }).error?.issues[0]?.message;
    expect(issue({ title: '' })).toBe('Informe o título do aviso.');
    expect(issue({ title: 'x'.repeat(61) })).toBe('O título deve ter no máximo 60 caracteres.');
    expect(issue({ body: 'x'.repeat(281) })).toBe('O texto deve ter no máximo 280 caracteres.');
    expect(issue({ body: '' })).toBe('Escreva o texto do aviso.');
    expect(issue({ durationSeconds: 4 })).toBe('A duração deve ser de 5 a 60 segundos.');
    expect(issue({ durationSeconds: 61 })).toBe('A duração deve ser de 5 a 60 segundos.');
    expect(issue({ endDate: '2026-11-22' })).toBe('Data final deve ser maior ou igual à data inicial');
    expect(issue({ startDate: '2026-02-30' })).toBe('Datas são obrigatórias');
    expect(issue({ startTime: '08:00' })).toBe('Informe o horário de início e de fim (HH:MM), diferentes entre si.');
    expect(issue({ startTime: '25:00', endTime: '02:00' })).toBe('Informe o horário de início e de fim (HH:MM), diferentes entre si.');
    expect(issue({ buildingIds: [] })).toBe('Selecione pelo menos um prédio');
    expect(issue({ kind: 'image' })).toBe('Envie uma imagem JPG ou PNG para o aviso.');
    expect(issue({ endDate: '2027-12-01' })).toBe('Um aviso pode ficar no ar por no máximo um ano.');
  });
});

describe('current window end (the player drops the notice then, even offline)', () => {
  it('ends at the hours window, at midnight of the last day, or the morning after a night window', async () => {
    const { currentWindowEnd } = await import('../../../domain/notices');
    const office = { ...base, startTime: '08:00', endTime: '18:00' };
    expect(currentWindowEnd(office, at('2026-11-24T10:00'))?.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(currentWindowEnd(office, at('2026-11-24T19:00'))).toBeNull();
    const night = { ...base, startTime: '22:00', endTime: '02:00' };
    expect(currentWindowEnd(night, at('2026-11-24T23:00'))?.toISOString()).toBe('2026-11-25T05:00:00.000Z');
    // All day for a week: one window up to the end of the end date (29th, 24:00 local).
    expect(currentWindowEnd(base, at('2026-11-24T10:00'))?.toISOString()).toBe('2026-11-30T03:00:00.000Z');
    // All day on Mon and Tue only: the window ends at Tuesday midnight.
    expect(currentWindowEnd({ ...base, days: [1, 2] }, at('2026-11-23T10:00'))?.toISOString()).toBe('2026-11-25T03:00:00.000Z');
  });
});
