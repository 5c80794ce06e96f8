// Reachability check before anything is queued or served: one short attempt, so an unreachable Redis
// is a one-line refusal instead of BullMQ's endless reconnecting.
import { Redis } from 'ioredis';
import { SandtableError } from '../../engine/index.js';
import type { QueueTarget } from './url.js';

export async function checkReachable(target: QueueTarget, timeoutMs = 3000): Promise<void> {
  const client = new Redis({
    ...target.connection,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // The socket's own error (ECONNREFUSED…) comes as an event; the promise then only says "Connection is closed".
  let first: Error | null = null;
  client.on('error', (e: Error) => (first ??= e));
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    const err = first ?? e;
    const why = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new SandtableError('bad_input', `cannot reach Redis at ${target.shown}: ${why}`);
  } finally {
    client.disconnect();
  }
}
