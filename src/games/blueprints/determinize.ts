// Resample everything `seat` cannot see, consistently with what it knows: each other character's
// hidden blueprints (hand, pile, face-down objects) are one multiset — its deck list minus what is
// public — dealt again: face-down objects get a card fitting their line (ground / general; [p] on
// "You"'s line; v > 0 if it moved itself) at full W, the rest fills hand and pile. The seat's own pile
// order is reshuffled too. The generator is replaced.
import type { Rng, Seat } from '../../engine/index.js';
import { BLUEPRINTS, usesGround } from './data.js';
import { GROUND, YOU_LINE, cloneState, slotKind, type BpState, type Obj } from './state.js';

function fits(s: BpState, o: Obj, c: number): boolean {
  const b = BLUEPRINTS[c];
  const k = slotKind(s, o.slot);
  if (k === YOU_LINE) return b.p && usesGround(b);
  if ((k === GROUND) !== (b.space === 'G')) return false;
  return o.tok < 0 || b.v > 0 || b.p;
}

export function determinize(state: BpState, seat: Seat, rng: Rng): BpState {
  const s = cloneState(state);
  s.rng = rng.fork();
  if (s.phase === 'over') return s;
  for (let i = 0; i < s.n; i++) {
    const p = s.players[i];
    if (i === seat) {
      rng.shuffle(p.pile);
      continue;
    }
    const hidden = s.objs.filter((o) => o.owner === i && !o.shown);
    const pool = [...p.hand, ...p.pile, ...hidden.map((o) => o.card)];
    rng.shuffle(pool);
    for (const o of hidden) {
      let at = pool.findIndex((c) => fits(s, o, c));
      if (at < 0) at = pool.indexOf(o.card); // no other fits: keep it (never an impossible card)
      const c = pool.splice(at, 1)[0];
      o.card = c;
      o.w = BLUEPRINTS[c].w;
    }
    p.hand = pool.splice(0, p.hand.length).sort((a, b) => a - b);
    p.pile = pool;
  }
  return s;
}
