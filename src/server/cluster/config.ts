// The settings of a node that shares its matches with others through Redis (REDIS_URL), checked at
// start so a bad one is one line and exit 2, never a node that half works.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { SandtableError } from '../../engine/index.js';

export interface ClusterConfig {
  /** redis:// or rediss:// */
  readonly redisUrl: string;
  /** This node's name in leases (host, pid and a random part: a restarted node is a new holder). */
  readonly nodeId: string;
  /** How long a bot/clock lease lives unless renewed, ms: how soon another node takes over a dead one's bots. */
  readonly leaseMs: number;
  /** How often a node looks for matches whose bots nobody plays, ms. */
  readonly scanMs: number;
}

export const DEFAULT_LEASE_MS = 10_000;

function positive(name: string, raw: string | undefined, fallback: number, min: number): number {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min) throw new SandtableError('bad_input', `${name} must be a whole number of milliseconds, at least ${min}, not "${raw}"`);
  return n;
}

/** The cluster settings from the environment, or null without REDIS_URL (one process, as before). */
export function clusterConfig(env: NodeJS.ProcessEnv): ClusterConfig | null {
  const raw = env.REDIS_URL;
  if (raw === undefined || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SandtableError('bad_input', 'REDIS_URL is not a URL (expected redis://host:port)');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
    throw new SandtableError('bad_input', `REDIS_URL must start with redis:// or rediss://, not ${url.protocol}//`);
  }
  if (url.hostname === '') throw new SandtableError('bad_input', 'REDIS_URL names no host');
  const leaseMs = positive('SANDTABLE_LEASE_MS', env.SANDTABLE_LEASE_MS, DEFAULT_LEASE_MS, 1000);
  return {
    redisUrl: raw,
    nodeId: `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`,
    leaseMs,
    scanMs: Math.max(500, Math.floor(leaseMs / 2)),
  };
}
