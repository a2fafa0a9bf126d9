// Where the browser journeys find Chromium: CHROMIUM_PATH, else the system's (Debian's package
// installs /usr/bin/chromium). Shared by playwright.config.ts and scripts/ensure-chromium.mjs.
import fs from 'node:fs';

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium/chromium', '/snap/bin/chromium'];

const executable = (p) => {
  try {
    fs.accessSync(p, fs.constants.X_OK);
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/** The Chromium to run, or undefined when this machine has none. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) return executable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  return SYSTEM_PATHS.find(executable);
}
