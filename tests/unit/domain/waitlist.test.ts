import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  holdsHeadStart,
  WAITLIST_CONSENT_VERSION,
  waitlistConsentTexts,
  WAITLIST_HEAD_START_MS,
  waitlistToTell,
  type WaitlistPlace,
} from '../../../domain/waitlist';

const H = 3600_000;
const T0 = new Date('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const waiting = (id: string, signedUpAt: number): WaitlistPlace => ({
  id,
  createdAt: at(signedUpAt),
  notifiedAt: null,
});
const told = (id: string, signedUpAt: number, toldAt: number, bought = false): WaitlistPlace => ({
  id,
  createdAt: at(signedUpAt),
  notifiedAt: at(toldAt),
  bought,
});

describe('waitlist: whom to tell when places free (ADR 0051)', () => {
  it('as many as the free places, in sign-up order whatever order the rows come in', () => {
    const list = [waiting('c', 3 * H), waiting('a', 1 * H), waiting('d', 4 * H), waiting('b', 2 * H)];
    expect(waitlistToTell(list, 1, at(5 * H))).toEqual(['a']);
    expect(waitlistToTell(list, 2, at(5 * H))).toEqual(['a', 'b']);
    expect(waitlistToTell(list, 9, at(5 * H))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('two sign-ups in the same millisecond keep one order (by id)', () => {
    expect(waitlistToTell([waiting('z', H), waiting('m', H)], 1, at(2 * H))).toEqual(['m']);
  });

  it('a full building (no place, or fewer than none) tells nobody', () => {
    const list = [waiting('a', H)];
    expect(waitlistToTell(list, 0, at(2 * H))).toEqual([]);
    expect(waitlistToTell(list, -3, at(2 * H))).toEqual([]);
  });

  it('the people told keep the place to themselves for 24 hours; after that the next ones hear of it', () => {
    const list = [told('a', 1 * H, 10 * H), waiting('b', 2 * H), waiting('c', 3 * H)];
    // The same one place, still free: 'a' holds it.
    expect(waitlistToTell(list, 1, at(10 * H + 1))).toEqual([]);
    expect(waitlistToTell(list, 1, at(10 * H + WAITLIST_HEAD_START_MS - 1))).toEqual([]);
    // 24 hours later, still free: the next one.
    expect(waitlistToTell(list, 1, at(10 * H + WAITLIST_HEAD_START_MS))).toEqual(['b']);
    // A second place freed during the head start goes to the next one at once.
    expect(waitlistToTell(list, 2, at(11 * H))).toEqual(['b']);
  });

  it('someone told who bought no longer holds a head start: the next place goes to the next person', () => {
    const list = [told('a', 1 * H, 10 * H, true), waiting('b', 2 * H)];
    expect(waitlistToTell(list, 1, at(12 * H))).toEqual(['b']);
    expect(holdsHeadStart(list[0]!, at(12 * H))).toBe(false);
  });

  it('nobody is told twice, and never more people than free places are held or told', () => {
    const place = fc.record({
      signedUp: fc.integer({ min: 0, max: 100 * H }),
      told: fc.option(fc.integer({ min: 0, max: 100 * H }), { nil: null }),
      bought: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(place, { maxLength: 20 }),
        fc.integer({ min: -2, max: 12 }),
        fc.integer({ min: 0, max: 130 * H }),
        (rows, free, nowMs) => {
          const list: WaitlistPlace[] = rows.map((r, i) => ({
            id: `e${String(i).padStart(2, '0')}`,
            createdAt: at(r.signedUp),
            notifiedAt: r.told === null ? null : at(r.told),
            bought: r.bought,
          }));
          const now = at(nowMs);
          const chosen = waitlistToTell(list, free, now);
          const byId = new Map(list.map((e) => [e.id, e]));
          expect(new Set(chosen).size).toBe(chosen.length);
          for (const id of chosen) expect(byId.get(id)!.notifiedAt).toBeNull();
          const held = list.filter((e) => holdsHeadStart(e, now)).length;
          expect(chosen.length).toBe(Math.max(0, Math.min(free - held, list.filter((e) => !e.notifiedAt).length)));
          // The chosen are the earliest waiting: nobody waiting signed up before a chosen one and was skipped.
          const waitingSorted = list
            .filter((e) => !e.notifiedAt)
            .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
          expect(chosen).toEqual(waitingSorted.slice(0, chosen.length).map((e) => e.id));
        },
      ),
    );
  });

  it('the consent shown is plain pt-BR: what the e-mail is for, and that one can leave any time', () => {
    const text = waitlistConsentTexts[WAITLIST_CONSENT_VERSION];
    expect(text).toContain('só para avisar');
    expect(text).toContain('sair da lista quando quiser');
  });
});
