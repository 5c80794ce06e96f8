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
  // ioredis also emits failures as events; they are reported through the rejected promise below.
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0] : String(e);
    throw new SandtableError('bad_input', `cannot reach Redis at ${target.shown}: ${why}`);
  } finally {
    client.disconnect();
  }
}
