// Verb `charge`: move n W from your base pool onto your separated "You" within r; the pool keeps at
// least 1 W (a relay never empties the base).
import { cellDist } from '../board.js';
import { emit } from '../events.js';
import type { BpState, Obj } from '../state.js';
import { bp, posOf } from '../where.js';
import type { Verb } from './verb.js';

export const charge: Verb = {
  targets(s: BpState, o: Obj, out: number[]): void {
    const me = s.players[o.owner];
    if (me.you && me.base && me.pool > 1 && cellDist(s.opts.geometry, posOf(s, o), me.youCell) <= bp(o).r) out.push(o.owner);
  },
  run(s, o, x, ev): void {
    const e = bp(o).effect;
    if (e?.do !== 'charge') return;
    const p = s.players[x];
    const d = Math.min(e.n, p.pool - 1);
    p.pool -= d;
    p.youW += d;
    emit(ev, { type: 'hit', x, n: -d, on: 'you', o: o.id });
  },
};
