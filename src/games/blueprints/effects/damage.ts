// Verb `damage`: n damage to an enemy character or face-up enemy object within r. Evade (閃避): a
// grounded "You" is a target only for [p] sources. Unseparated characters take it from the pool.
import { cellDist } from '../board.js';
import { OBJ_TARGET, type BpState, type Obj } from '../state.js';
import { bp, charCell, posOf } from '../where.js';
import { dealTo } from './deal.js';
import type { Verb } from './verb.js';

export const damage: Verb = {
  targets(s: BpState, o: Obj, out: number[]): void {
    const b = bp(o);
    const at = posOf(s, o);
    for (let c = 0; c < s.n; c++) {
      const p = s.players[c];
      if (c === o.owner || !p.alive) continue;
      if (p.you && !b.p) continue;
      if (cellDist(s.opts.geometry, at, charCell(s, c)) <= b.r) out.push(c);
    }
    for (const x of s.objs) if (x.owner !== o.owner && x.shown && x.w > 0 && cellDist(s.opts.geometry, at, posOf(s, x)) <= b.r) out.push(OBJ_TARGET + x.id);
  },
  run(s, o, x, ev): void {
    const e = bp(o).effect;
    if (e?.do === 'damage') dealTo(s, x, e.n, false, o.id, ev);
  },
};
