import { describe, expect, it } from 'vitest';
import { runChaos } from '../chaos/chaos';

/**
 * The short crash test (the long one is `npm run chaos`): a real server process on PostgreSQL,
 * SIGKILLed and restarted at random while checkouts and payments run. Only with TEST_DATABASE_URL.
 */
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('crash test (short): kill -9 during checkouts and payments', () => {
  it('no approved payment without its bookings, no order paid twice unflagged, none lost', async () => {
    const report = await runChaos({
      baseUrl: process.env.TEST_DATABASE_URL!,
      flows: 16,
      minKills: 3,
      killEveryMs: [1000, 3000],
      port: 3000 + Math.floor(Math.random() * 900) + 3400,
      concurrency: 4,
    });
    console.log(
      `chaos: flows=${report.flows} kills=${report.kills} paid=${report.paid} refund_needed=${report.refundNeeded} repaired=${report.repaired} approved=${report.approvedPayments} bank_approved=${report.bankApproved}`,
    );
    expect(report.violations, report.violations.join("\n")).toEqual([]);
    expect(report.kills).toBeGreaterThanOrEqual(3);
    expect(report.paid).toBeGreaterThan(0);
    expect(report.acknowledgedOrders).toBeGreaterThan(0);
  }, 120_000);
});
