// `npm start`: builds what is stale (the front end into dist/web; the server, compiled with esbuild,
// and the pre-initialised PGlite archive into dist/server), then runs the compiled server with node:
// no TypeScript is transpiled at run time.
import { spawn } from 'node:child_process';
import { buildShipped, root, shippedServerCommand } from './shipped-server.mjs';

buildShipped();
const { command, args, env } = shippedServerCommand();
const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
