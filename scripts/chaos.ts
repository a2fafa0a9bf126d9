// npm run chaos: the long crash test of the money path (tests/chaos/chaos.ts) on PostgreSQL.
//   TEST_DATABASE_URL   required (a fresh database is made under it and dropped)
//   CHAOS_FLOWS         checkout flows (default 60)
//   CHAOS_INSTANCES     1 or 2 compiled servers on the same database (default 2)
//   CHAOS_FAULTS        1: the sandbox bank misbehaves (default 1); 0: a polite bank
//   CHAOS_SEED          replays the same flows, kill intervals and faults (default: random, printed)
//   CHAOS_BREAK         silent-approval: a fault the server does not survive (must end violations>0)
//   CHAOS_PORT          first instance's port (default 3500; the second uses the next)
//   CHAOS_MIN_KILLS     keep running flows until this many kills (default 10)
// The last line is `chaos: flows=N kills=K faults=F violations=V`; exit 1 on any violation.
import { runChaos } from '../tests/chaos/chaos';

const baseUrl = process.env.TEST_DATABASE_URL ?? process.env.CHAOS_DATABASE_URL;
if (!baseUrl) {
  console.error('Defina TEST_DATABASE_URL (PostgreSQL) para rodar o teste de queda: npm run chaos');
  process.exit(1);
}
const instances = Number(process.env.CHAOS_INSTANCES ?? 2);
if (instances !== 1 && instances !== 2) {
  console.error('CHAOS_INSTANCES deve ser 1 ou 2');
  process.exit(1);
}
const breakMode = process.env.CHAOS_BREAK || undefined;
if (breakMode && breakMode !== 'silent-approval') {
  console.error('CHAOS_BREAK aceita apenas silent-approval');
  process.exit(1);
}
const seed = process.env.CHAOS_SEED ? Number(process.env.CHAOS_SEED) : Math.floor(Math.random() * 2 ** 31);
const started = Date.now();
console.log(`chaos: seed=${seed} instances=${instances} faults=${process.env.CHAOS_FAULTS ?? '1'}${breakMode ? ` break=${breakMode}` : ''}`);
const report = await runChaos({
  baseUrl,
  flows: Number(process.env.CHAOS_FLOWS ?? 60),
  killEveryMs: [800, 3000],
  port: Number(process.env.CHAOS_PORT ?? 3500),
  instances,
  faults: (process.env.CHAOS_FAULTS ?? '1') !== '0',
  breakMode: breakMode as 'silent-approval' | undefined,
  seed,
  concurrency: 4,
  minKills: Number(process.env.CHAOS_MIN_KILLS ?? 10),
  log: (s) => process.stdout.write(`${s}\n`),
});
console.log(
  `\nseed=${seed} paid=${report.paid} refund_needed=${report.refundNeeded} refunded=${report.refunded} staff_refunds=${report.staffRefunds} ` +
    `repaired=${report.repaired} orders=${report.acknowledgedOrders} approved=${report.approvedPayments} bank_approved=${report.bankApproved} ` +
    `passes=${report.passes} (${Math.round((Date.now() - started) / 1000)} s)`,
);
console.log(`faults by kind: ${JSON.stringify(report.faultKinds)}`);
if (report.violations.length) {
  console.error(`\n${report.violations.length} violação(ões):\n${report.violations.slice(0, 50).join('\n')}`);
} else {
  console.log('Nenhuma violação: nenhum pagamento perdido, nenhuma cobrança em dobro sem estorno, livros conferidos.');
}
console.log(`chaos: flows=${report.flows} kills=${report.kills} faults=${report.faults} violations=${report.violations.length}`);
process.exit(report.violations.length ? 1 : 0);
