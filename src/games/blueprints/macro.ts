// Bots' choices (the kernel's macroActions): the legal list with its wide, low-stakes runs pruned, so a
// search spends its iterations on what matters. Every choice is a legal action (the same shared
// object), so a bot never needs macroStep to play it. Pruned: how many W "You" takes (a few spread
// values of K instead of every one), and where things move (per mover, the cells nearest to the closest
// enemy character and the cell nearest home), and permutations (makes and moves in one canonical order). One macro is not a legal action: an `aim` offered at the
// root stands for `attack` then that `aim` (so the attack's payoff shows at once, not one neutral step
// later); macroStep plays it. Reads only public facts (positions, pools).
import type { Seat } from '../../engine/index.js';
import { ATTACK, type BpAction } from './actions.js';
import { aimOptions } from './attack.js';
import { cellDist, type Geometry } from './board.js';
import { legalActions } from './legal.js';
import { charCell } from './where.js';
import { objById, type BpState } from './state.js';

/** Distance from `cell` to the closest living enemy character of `seat`. */
function toEnemy(s: BpState, g: Geometry, seat: Seat, cell: number): number {
  let best = 99;
  for (let c = 0; c < s.n; c++) if (c !== seat && s.players[c].alive) best = Math.min(best, cellDist(g, cell, charCell(s, c)));
  return best;
}

export function macroActions(s: BpState, seat: Seat): BpAction[] | null {
  const legal = legalActions(s, seat);
  if (s.q.length > 0) return null;
  const g = s.opts.geometry;
  const home = s.bases[seat];
  let most = 0;
  for (const a of legal) if (a.t === 'you' && a.k > most) most = a.k;
  const ks = new Set([1, Math.ceil(most / 3), Math.ceil(most / 2), Math.ceil((2 * most) / 3)]);
  // Per mover (object id, or -1 for "You"): the nearest distance to an enemy it can reach, and to home.
  const near = new Map<number, number>();
  const back = new Map<number, number>();
  const mover = (a: BpAction) => (a.t === 'move' ? a.o : -1);
  for (const a of legal) {
    if (a.t !== 'move' && a.t !== 'walk') continue;
    const m = mover(a);
    near.set(m, Math.min(near.get(m) ?? 99, toEnemy(s, g, seat, a.cell)));
    back.set(m, Math.min(back.get(m) ?? 99, cellDist(g, a.cell, home)));
  }
  // Order does not matter between makes, nor between moves of different objects: offer them in one
  // canonical order (card, object id) so the search does not split over permutations of one plan.
  let lastCard = -1;
  let lastMoved = -1;
  for (const o of s.objs) if (o.owner === seat) {
    if (o.fresh && o.card > lastCard) lastCard = o.card;
    if (o.moved && o.id > lastMoved) lastMoved = o.id;
  }
  const out: BpAction[] = [];
  const homeTaken = new Set<number>();
  for (const a of legal) {
    if (a.t === 'you') {
      if (ks.has(a.k)) out.push(a);
    } else if (a.t === 'make') {
      if (a.c >= lastCard) out.push(a);
    } else if (a.t === 'move' || a.t === 'walk') {
      const m = mover(a);
      if (m >= 0 && m < lastMoved) continue;
      if (toEnemy(s, g, seat, a.cell) === near.get(m)) out.push(a);
      else if (!homeTaken.has(m) && cellDist(g, a.cell, home) === back.get(m) && (m >= 0 ? objById(s, m) !== undefined : true)) {
        homeTaken.add(m);
        out.push(a);
      }
    } else if (a.t === 'attack') aimOptions(s, seat, out);
    else out.push(a);
  }
  return out;
}

/** The root `aim` macro: `attack` first, then the aim while it is still open; other choices are legal as they stand. */
export function macroStep(s: BpState, seat: Seat, macro: BpAction): BpAction | null {
  if (macro.t !== 'aim') return null;
  const legal = legalActions(s, seat);
  if (s.q.length === 0) return legal.includes(ATTACK) ? ATTACK : null;
  return legal.includes(macro) ? macro : null;
}
