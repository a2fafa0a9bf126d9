// Node flags for the compiled server, shared by `npm start` and `npm run bench` (ADR 0026).
// --liftoff-only: V8 compiles PGlite's WebAssembly (9 MB) with its baseline compiler only and never
// re-optimises hot functions with TurboFan: the optimising compiles ran on the two cores of a small
// server during start-up and stayed in memory (≈ 80 MB of RSS). Flags for WebAssembly do nothing
// on PostgreSQL, where no WebAssembly runs.
export const serverNodeFlags = ['--liftoff-only'];
