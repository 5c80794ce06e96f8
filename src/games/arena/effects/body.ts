// Card-given movement and 击退. Facing changes only when entering or leaving a 方位点; then the
// moved piece's owner picks the new facing.
import type { EventSink, Seat } from '../../../engine/index.js';
import { ask, type Queue } from '../../../engine/queue.js';
import { free } from '../geometry.js';
import { K } from '../kinds.js';
import type { ArenaState } from '../state.js';
import type { Of, Run } from './types.js';

/** Step up to n cells in absolute direction dir, stopping at a blocker (edge or piece). */
export function slide(s: ArenaState, q: Queue, p: Seat, dir: number, n: number, ev: EventSink): number {
  const b = s.ctx.board;
  const pl = s.players[p];
  let moved = 0;
  let corner = false;
  for (let i = 0; i < n; i++) {
    const to = b.step[pl.pos * 6 + dir];
    if (!free(s, to)) break;
    if (b.isCorner[pl.pos] || b.isCorner[to]) corner = true;
    pl.pos = to;
    moved++;
  }
  if (moved > 0 && ev) ev.push({ type: 'moved', to: 'all', data: { p, cell: pl.pos } });
  if (corner) ask(q, K.FACE, p);
  return moved;
}

/** Move the owner n cells, direction relative to facing (0 forward, 3 back). */
export const runMove: Run<Of<'move'>> = (s, q, c, e, ev) => {
  slide(s, q, c.owner, (s.players[c.owner].face + e.dir) % 6, e.n, ev);
};

/** 击退 X: each character hit is pushed X cells in the attack direction, stopping at a blocker. */
export const runKnockback: Run<Of<'knockback'>> = (s, q, c, e, ev) => {
  if (!s.cur || s.cur.inst !== c.inst) return;
  const hits = s.cur.hits;
  for (let i = 0; i < hits.length; i += 3) slide(s, q, hits[i], hits[i + 1], e.n, ev);
};
