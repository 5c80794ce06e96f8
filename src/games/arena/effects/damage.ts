// Damage as life cards: every hit is queued as a PAYCHK, which finds the payer when it runs.
import type { Seat } from '../../../engine/index.js';
import { push, type Queue } from '../../../engine/queue.js';
import { K } from '../kinds.js';

export function dealDamage(q: Queue, target: Seat, n: number, src: Seat): void {
  if (n > 0) push(q, K.PAYCHK, src, n, target, src);
}
