// Verb `repair`: restore n W to one of your damaged objects within r (up to its printed W), or to
// your separated "You" within r (no cap: it is energy moved in, not printed durability).
import { cellDist } from '../board.js';
import { emit } from '../events.js';
import { OBJ_TARGET, objById, type BpState, type Obj } from '../state.js';
import { bp, posOf } from '../where.js';
import type { Verb } from './verb.js';

export const repair: Verb = {
  targets(s: BpState, o: Obj, out: number[]): void {
    const at = posOf(s, o);
    const r = bp(o).r;
    const me = s.players[o.owner];
    if (s.opts.repairYou && me.you && cellDist(s.opts.geometry, at, me.youCell) <= r) out.push(o.owner);
    for (const x of s.objs) if (x.owner === o.owner && x.w > 0 && x.w < bp(x).w && cellDist(s.opts.geometry, at, posOf(s, x)) <= r) out.push(OBJ_TARGET + x.id);
  },
  run(s, o, x, ev): void {
    const e = bp(o).effect;
    if (e?.do !== 'repair') return;
    if (x < OBJ_TARGET) {
      s.players[x].youW += e.n;
      emit(ev, { type: 'hit', x, n: -e.n, on: 'you', o: o.id });
      return;
    }
    const t = objById(s, x - OBJ_TARGET);
    if (!t) return;
    const d = Math.min(e.n, bp(t).w - t.w);
    t.w += d;
    t.shown = true;
    emit(ev, { type: 'hit', x, n: -d, on: 'object', o: o.id });
  },
};
