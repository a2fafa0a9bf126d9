/** The Chromium to run (CHROMIUM_PATH, else the system's), or undefined when this machine has none. */
export function findChromium(env?: NodeJS.ProcessEnv): string | undefined;
