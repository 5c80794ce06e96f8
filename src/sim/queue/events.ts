// Queue events from this moment on. A new QueueEvents starts reading at the stream's '$' only when
// its first blocking read reaches Redis, so an event between "ready" and that read is lost — and a
// job finishing then would be waited for forever (BullMQ's own waitUntilFinished included). Reading
// the stream's last id first, and starting after it, loses nothing.
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { QUEUE_NAME } from './job.js';
import type { QueueTarget } from './url.js';

export async function queueEventsFromNow(target: QueueTarget, queue: Queue): Promise<QueueEvents> {
  const client = new Redis({ ...target.connection, maxRetriesPerRequest: 3 });
  let last: string;
  try {
    const top = await client.xrevrange(queue.keys.events, '+', '-', 'COUNT', 1);
    last = top.length > 0 ? top[0][0] : '0-0';
  } finally {
    client.disconnect();
  }
  const events = new QueueEvents(QUEUE_NAME, { connection: { ...target.connection, maxRetriesPerRequest: null }, lastEventId: last });
  await events.waitUntilReady();
  return events;
}
