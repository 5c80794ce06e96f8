// The Sandtable server: authoritative matches over HTTP and WebSocket, stored in SQLite, bots in
// worker threads, the web client alongside. `startServer` is what `npm start` and `sandtable serve` run.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { BotPool } from './bots/pool.js';
import { Cluster } from './cluster/cluster.js';
import type { ClusterConfig } from './cluster/config.js';
import type { TrustProxy } from './http/proxy.js';
import { RedisBuckets } from './cluster/redis-buckets.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './limits.js';
import { MatchHub } from './live/hub.js';
import { isTableStore, MemoryTableStore } from './live/table-store.js';
import { openStore } from './store/open.js';
import type { MatchStore } from './store/store.js';

export interface ServerOptions {
  readonly port: number;
  /** Interface to listen on; default 127.0.0.1. */
  readonly host?: string;
  /** The SQLite file (its directory is created). */
  readonly dbPath: string;
  /** Another store instead of SQLite at dbPath (tests). */
  readonly store?: MatchStore;
  /** postgres://…: store matches in PostgreSQL instead of SQLite (`DATABASE_URL`). */
  readonly databaseUrl?: string;
  /** Connections in the PostgreSQL pool (`DATABASE_POOL`); default 10. */
  readonly databasePool?: number;
  /** The built web client; default web/dist of this checkout. */
  readonly webDir?: string;
  /** Bot worker threads; default 2. */
  readonly botWorkers?: number;
  /** A bot decision running longer than this is stopped and replaced by a random legal action; default 15 s. */
  readonly botTimeoutMs?: number;
  /** Heap limit of each bot worker, MB; a worker that outgrows it is replaced (random legal action); default 256. */
  readonly botMemoryMb?: number;
  /** Another bot worker script (tests only: one that stalls or runs out of memory). */
  readonly botWorkerUrl?: URL;
  /** Most matches kept in memory (the rest stay stored and load when touched); default 2,000. */
  readonly maxLiveMatches?: number;
  /** Unfinished matches with no action for this long are marked abandoned; default 30 days. */
  readonly abandonAfterMs?: number;
  /** Request limits per IP, token and socket; each one not given keeps its default (DEFAULT_RATE_LIMITS). */
  readonly rateLimits?: Partial<RateLimits>;
  /** Origins besides the server's own whose pages may open WebSockets (`SANDTABLE_ORIGINS`). */
  readonly origins?: readonly string[];
  /** Serve the same matches as other nodes through Redis (REDIS_URL; cluster/config.ts); null: alone. */
  readonly cluster?: ClusterConfig | null;
  /** Reverse proxies trusted to name the client (SANDTABLE_TRUST_PROXY; http/proxy.ts). */
  readonly trustProxy?: TrustProxy;
}

export interface RunningServer {
  readonly url: string;
  close(): Promise<void>;
}

const IDLE_MS = 10 * 60_000;

/** web/dist of this checkout, from src/server (sources) or dist/src/server (a build). */
export const DEFAULT_WEB_DIR = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? '../../web/dist' : '../../../web/dist', import.meta.url));

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const store = opts.store ?? (await openStore(opts.dbPath, opts));
  let cluster: Cluster | null = null;
  if (opts.cluster != null) {
    try {
      cluster = await Cluster.connect(opts.cluster);
    } catch (e) {
      await store.close();
      throw e;
    }
  }
  const bots = new BotPool({
    size: opts.botWorkers ?? 2,
    timeoutMs: opts.botTimeoutMs ?? 15_000,
    memoryMb: opts.botMemoryMb ?? 256,
    workerUrl: opts.botWorkerUrl,
  });
  const hub = new MatchHub(store, bots, {
    idleMs: IDLE_MS,
    maxLive: opts.maxLiveMatches ?? 2000,
    abandonAfterMs: opts.abandonAfterMs ?? 30 * 24 * 3600_000,
    cluster,
  });
  let app: FastifyInstance;
  try {
    app = await buildApp(hub, opts.webDir ?? DEFAULT_WEB_DIR, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...opts.rateLimits },
      origins: opts.origins ?? [],
      shared: cluster === null ? null : { redis: cluster.redis, tokenActions: (rate, burst) => new RedisBuckets(cluster.redis, rate, burst) },
      ...(opts.trustProxy === undefined ? {} : { trustProxy: opts.trustProxy }),
      // Tables live in the store when it keeps them (any node serves any table), else in this process.
      tables: 'tables' in store && isTableStore(store.tables) ? store.tables : new MemoryTableStore(),
    });
    await app.listen({ port: opts.port, host: opts.host ?? '127.0.0.1' });
  } catch (e) {
    await hub.close();
    await cluster?.close();
    await store.close();
    throw e;
  }
  // Nothing stored is loaded before listening: matches load when touched; bots resume in the background.
  hub.start();
  const sweeper = setInterval(() => hub.sweep(), 60_000);
  sweeper.unref();
  const { port } = app.server.address() as AddressInfo;
  const host = opts.host === undefined || opts.host === '0.0.0.0' || opts.host === '::' ? 'localhost' : opts.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  let closing: Promise<void> | null = null;
  const server = app;
  return {
    url,
    close() {
      closing ??= (async () => {
        clearInterval(sweeper);
        await server.close();
        await hub.close();
        // After the hub: every accepted write is stored and announced before the leases go.
        await cluster?.close();
        await store.close();
      })();
      return closing;
    },
  };
}

export type { MatchStore } from './store/store.js';
export { SqliteStore } from './store/sqlite.js';
