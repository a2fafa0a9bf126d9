export const root: string;
export const webEntry: string;
export const ssrEntry: string;
export const serverEntry: string;
export function webIsStale(): boolean;
export function serverIsStale(): boolean;
export function buildShipped(options?: { always?: boolean }): void;
export function shippedServerCommand(env?: NodeJS.ProcessEnv): { command: string; args: string[]; env: NodeJS.ProcessEnv };
