// npm run chaos: the long crash test of the money path (tests/chaos/chaos.ts) on PostgreSQL.
// CHAOS_FLOWS (default 60), CHAOS_PORT (default 3399), TEST_DATABASE_URL (required).
import { runChaos } from '../tests/chaos/chaos';

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.CHAOS_DATABASE_URL;
if (!baseUrl) {
  console.error('Defina TEST_DATABASE_URL (PostgreSQL) para rodar o teste de queda: npm run chaos');
  process.exit(1);
}
const started = Date.now();
const report = await runChaos({
  baseUrl,
  flows: Number(process.env.CHAOS_FLOWS ?? 60),
  killEveryMs: [800, 3000],
  port: Number(process.env.CHAOS_PORT ?? 3399),
  concurrency: 4,
  minKills: Number(process.env.CHAOS_MIN_KILLS ?? 10),
  log: (s) => process.stdout.write(`${s}\n`),
});
console.log(
  `\nflows=${report.flows} kills=${report.kills} paid=${report.paid} refund_needed=${report.refundNeeded} repaired=${report.repaired} ` +
    `orders=${report.acknowledgedOrders} approved=${report.approvedPayments} bank_approved=${report.bankApproved} (${Math.round((Date.now() - started) / 1000)} s)`,
);
if (report.violations.length) {
  console.error(`\n${report.violations.length} violação(ões):\n${report.violations.join('\n')}`);
  process.exit(1);
}
console.log('Nenhuma violação: nenhum pagamento perdido, nenhuma cobrança em dobro sem estorno.');
