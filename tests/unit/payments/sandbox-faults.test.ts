import { describe, expect, it } from 'vitest';
import { SandboxFaults } from '../../../server/modules/payments/sandbox-faults';

/** The crash test's bank (ADR 0053): seeded decisions, each lost answer once, the break mode's reach. */
describe('sandbox faults', () => {
  const quiet = () => {};

  it('the same seed plans the same faults for the same buyer in any process; another seed does not', () => {
    const plans = (seed: number) => Array.from({ length: 200 }, (_, i) => new SandboxFaults(seed, undefined, quiet).plan(`TX${i}`, `caos${i}@teste.local`));
    expect(plans(35)).toEqual(plans(35));
    expect(plans(35)).not.toEqual(plans(36));
    const all = plans(35);
    // Every kind shows up in a run of 200 flows.
    expect(all.some((p) => p.deliveries.length === 0)).toBe(true);
    expect(all.some((p) => p.deliveries.length === 2)).toBe(true);
    expect(all.some((p) => p.deliveries.length === 5)).toBe(true);
    expect(all.some((p) => p.panelRefund)).toBe(true);
    expect(all.some((p) => p.latePending)).toBe(true);
    expect(all.some((p) => p.unknown)).toBe(true);
  });

  it('an answer is lost at most once per key in a process: the retry gets it', () => {
    const f = new SandboxFaults(1, undefined, quiet);
    const lost = Array.from({ length: 100 }, (_, i) => f.loseOnce('card-answer-lost', `b${i}`, `k${i}`, 0.5));
    expect(lost.filter(Boolean).length).toBeGreaterThan(20);
    expect(lost.filter(Boolean).length).toBeLessThan(80);
    expect(Array.from({ length: 100 }, (_, i) => f.loseOnce('card-answer-lost', `b${i}`, `k${i}`, 0.5)).some(Boolean)).toBe(false);
  });

  it('silent approvals exist only in break mode, and never for cards', () => {
    const ids = Array.from({ length: 50 }, (_, i) => `PIX${i}`);
    expect(ids.some((id) => new SandboxFaults(7, undefined, quiet).isSilent(id))).toBe(false);
    const broken = new SandboxFaults(7, 'silent-approval', quiet);
    expect(ids.filter((id) => broken.isSilent(id)).length).toBeGreaterThan(10);
    expect(ids.some((id) => broken.isSilent(`C${id}`))).toBe(false);
    const silent = ids.find((id) => broken.isSilent(id))!;
    expect(broken.plan(silent, 'x').deliveries).toEqual([]);
  });
});
