// 座標棋子 (BG-11): pairs of identical coordinate tokens, one on the object's stand and one on the
// virtual ground. A pair is taken before an object first leaves its original position and returns to
// the pool when the object is destroyed or back at its original position; none free = wait.
import type { BpState, Obj } from './state.js';
import { NO_TOKEN } from './state.js';

/** Give `o` a pair if it has none; false when every pair is in use. */
export function takePair(s: BpState, o: Obj): boolean {
  if (o.tok !== NO_TOKEN) return true;
  const i = s.tokens.indexOf(-1);
  if (i < 0) return false;
  s.tokens[i] = o.id;
  o.tok = i;
  return true;
}

export function releasePair(s: BpState, o: Obj): void {
  if (o.tok === NO_TOKEN) return;
  s.tokens[o.tok] = -1;
  o.tok = NO_TOKEN;
  o.cell = s.bases[o.owner];
}

