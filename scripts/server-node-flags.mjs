// Node flags for the compiled server, shared by `npm start` and `npm run bench` (ADR 0026).
// --liftoff-only: V8 compiles PGlite's WebAssembly (9 MB) with its baseline compiler only and never
// re-optimises hot functions with TurboFan: the optimising compiles ran on the two cores of a small
// server during start-up and stayed in memory (≈ 80 MB of RSS). Flags for WebAssembly do nothing
// on PostgreSQL, where no WebAssembly runs.
// --max-semi-space-size=4 (MB; Node 20 lets the young generation grow to 16): the start-up's
// allocations left it at its largest, ≈ 20 MB of an idle process's RSS; measured, the CPU per
// request did not move.
export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=4'];
