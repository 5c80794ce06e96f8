// `npm start`: the server on PORT (3000), storing matches in SANDTABLE_DB (./data/sandtable.db),
// listening on HOST (all interfaces, so friends on the network can join). Prints the URL.
// SANDTABLE_ORIGINS: other origins (comma-separated) whose pages may open WebSockets;
// SANDTABLE_RATE_LIMITS: overrides of the request limits (src/server/limits.ts).
// DATABASE_URL=postgres://…: store matches in PostgreSQL instead (DATABASE_POOL connections, default 10).
// REDIS_URL=redis://…: serve the same matches as other nodes (README "Running several nodes");
// SANDTABLE_LEASE_MS: how long a dead node's bots wait for another node to take them (default 10 s).
// SANDTABLE_TRUST_PROXY: behind a reverse proxy, its addresses (src/server/http/proxy.ts).
import { parseOriginList } from './http/origin.js';
import { parseTrustProxy } from './http/proxy.js';
import { SandtableError } from '../engine/index.js';
import { clusterConfig } from './cluster/config.js';
import { startServer } from './index.js';
import { parseRateLimits } from './limits.js';
import { databaseSettings } from './store/open.js';

function port(): number {
  const raw = process.env.PORT ?? '3000';
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n > 65535) {
    process.stderr.write(`sandtable server: PORT must be a port number, not "${raw}"\n`);
    process.exit(2);
  }
  return n;
}

try {
  const server = await startServer({
    port: port(),
    host: process.env.HOST ?? '0.0.0.0',
    dbPath: process.env.SANDTABLE_DB ?? 'data/sandtable.db',
    origins: parseOriginList(process.env.SANDTABLE_ORIGINS),
    rateLimits: parseRateLimits(process.env.SANDTABLE_RATE_LIMITS),
    ...databaseSettings(process.env),
    cluster: clusterConfig(process.env),
    trustProxy: parseTrustProxy(process.env.SANDTABLE_TRUST_PROXY),
  });
  process.stdout.write(`Sandtable 沙盘 server: ${server.url}\n`);
  const stop = (): void => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  // Bad settings (a SANDTABLE_DB it cannot use…) are the caller's to fix: one line, exit 2.
  process.stderr.write(`sandtable server: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}\n`);
  process.exit(e instanceof SandtableError ? 2 : 1);
}
