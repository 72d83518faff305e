// The ceiling of bench/api-ceiling.ts: a minimal Fastify (no logger, no hooks) answering each path with the
// JSON body the real server sent for it, held in memory. Run by the bench in a process of its own, as the
// real server runs: `node bench/api-ceiling-server.ts <bodies.json> <port>`.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [bodiesFile, port] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile as string, 'utf8')) as Record<string, string>;
const app = Fastify();
for (const [url, body] of Object.entries(bodies))
  app.get(url, (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
