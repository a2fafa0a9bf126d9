import type { BuildOptions } from 'esbuild';
/** Packages `npm start`'s server build leaves in node_modules (ADR 0031). */
export const serverExternals: string[];
/** esbuild options of the server build, without entry points and output. */
export const serverBuildOptions: BuildOptions;
