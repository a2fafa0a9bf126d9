// Before the browser journeys (npm run test:e2e): make sure a Chromium is there. On a fresh
// Debian/Ubuntu machine run as root it installs the distribution's `chromium`; otherwise it says
// in one line what to install and stops, instead of Playwright failing on every journey.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const found = () => findChromium();
const HOW = 'Chromium não encontrado: instale o pacote chromium (Debian/Ubuntu: sudo apt-get install chromium) ou defina CHROMIUM_PATH com o caminho do navegador.';

if (process.env.CHROMIUM_PATH && !found()) {
  console.error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} não é um executável. ${HOW}`);
  process.exit(1);
}
if (!found()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (isRoot && hasApt) {
    console.log('== instalando o chromium do sistema (apt-get)');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args) => spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env }).status === 0;
    if (!run(['update', '-qq']) || !run(['install', '-y', '-qq', '--no-install-recommends', 'chromium'])) {
      console.error(`A instalação do chromium pelo apt-get falhou. ${HOW}`);
      process.exit(1);
    }
  }
}
const chromium = found();
if (!chromium) {
  console.error(HOW);
  process.exit(1);
}
console.log(`== Chromium: ${chromium}`);
