// Damage landing on a target code: an object loses W; a character loses it from "You" (melee, once
// separated) or from its base pool. Destruction waits for DEATHS.
import { emit } from '../events.js';
import { OBJ_TARGET, objById, type BpState } from '../state.js';
import type { EventSink } from '../../../engine/index.js';

export function dealTo(s: BpState, x: number, n: number, melee: boolean, source: number, ev: EventSink): void {
  if (n <= 0) return;
  if (x >= OBJ_TARGET) {
    const t = objById(s, x - OBJ_TARGET);
    if (!t || t.w <= 0) return;
    const d = Math.min(n, t.w);
    t.w -= d;
    emit(ev, { type: 'hit', x, n: d, on: 'object', o: source });
    return;
  }
  const p = s.players[x];
  if (melee && p.you) {
    const d = Math.min(n, p.youW);
    p.youW -= d;
    emit(ev, { type: 'hit', x, n: d, on: 'you', o: source });
  } else {
    const d = Math.min(n, p.pool);
    p.pool -= d;
    emit(ev, { type: 'hit', x, n: d, on: 'base', o: source });
  }
}
