// The reference of `npm run bench`: a bare Fastify route in a process of its own, started like the
// app (node, no TypeScript at run time), so each scenario's ratio to it means the same on any machine.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ok', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
