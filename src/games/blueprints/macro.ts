// Bots' choices (the kernel's macroActions): the legal list with its wide, low-stakes runs pruned, so a
// search spends its iterations on what matters. Every choice is a legal action (the same shared
// object), so a bot never needs macroStep to play it. Pruned: separating "You" (only where it is cheap,
// with one value of K instead of every one), making cards that need a separated "You" (needsYou) where
// it cannot separate, and where things move (per mover, the cells nearest to
// the closest enemy character and the cell nearest home), and permutations (makes and moves in one canonical order). One macro is not a legal action: an `aim` offered at the
// root stands for `attack` then that `aim` (so the attack's payoff shows at once, not one neutral step
// later); macroStep plays it. Reads only public facts (positions, pools).
import type { Seat } from '../../engine/index.js';
import { ATTACK, type BpAction } from './actions.js';
import { aimOptions } from './attack.js';
import { cellDist, type Geometry } from './board.js';
import { BLUEPRINTS, type Blueprint } from './data.js';
import { legalActions, legalInto } from './legal.js';
import { charCell } from './where.js';
import type { BpState } from './state.js';

/** Distance from `cell` to the closest living enemy character of `seat`. */
function toEnemy(s: BpState, g: Geometry, seat: Seat, cell: number): number {
  let best = 99;
  for (let c = 0; c < s.n; c++) if (c !== seat && s.players[c].alive) best = Math.min(best, cellDist(g, cell, charCell(s, c)));
  return best;
}

/** The most "You" may cost for bots to consider separating. */
const CHEAP_YOU = 2;

// Scratch: each cell's distance to the closest enemy within one run (a run is at most 60 cells).
const NEAR = new Int16Array(128);

// Scratch for the legal list the choices are pruned from (only the returned list is fresh).
const LEGAL: BpAction[] = [];

/**
 * A card that does nothing unless "You" is separated: a charge only feeds a separated "You"; a ground
 * weapon that cannot move (v 0) reaches an enemy only riding "You" (bases stand 4–8 cells apart, beyond
 * every r, and enemy objects walking up stay face down until they strike), and a weapon leaves its line
 * only when used, so it held a ground line for the rest of the game. Bots that cannot separate (the
 * default economy: separation is not offered) never make these; with "You" in play they may.
 */
export function needsYou(b: Blueprint): boolean {
  return b.effect?.do === 'charge' || (b.type === 'weapon' && b.space === 'G' && b.v === 0);
}

export function macroActions(s: BpState, seat: Seat): BpAction[] | null {
  if (s.q.length > 0) return null;
  const legal = LEGAL;
  while (legal.length > 0) legal.pop();
  legalInto(s, seat, legal);
  const g = s.opts.geometry;
  const home = s.bases[seat];
  let most = 0;
  for (const a of legal) if (a.t === 'you' && a.k > most) most = a.k;
  // Separation is offered only where it is cheap (youCost ≤ 2), with one K: under the default
  // economy it loses (a separator lost 2–58 to the heuristic, docs: Bots), yet a short search liked it
  // (normal vs heuristic 59.8 % with it offered, 66.2 % without, 800 games each).
  const k2 = s.opts.youCost <= CHEAP_YOU ? Math.ceil(most / 2) : -1;
  const separating = s.players[seat].you || s.opts.youCost <= CHEAP_YOU;
  // Order does not matter between makes, nor between moves of different objects: offer them in one
  // canonical order (card, object id) so the search does not split over permutations of one plan.
  let lastCard = -1;
  let lastMoved = -1;
  for (const o of s.objs) if (o.owner === seat) {
    if (o.fresh && o.card > lastCard) lastCard = o.card;
    if (o.moved && o.id > lastMoved) lastMoved = o.id;
  }
  const out: BpAction[] = [];
  for (let i = 0; i < legal.length; i++) {
    const a = legal[i];
    if (a.t === 'you') {
      if (a.k === k2) out.push(a);
    } else if (a.t === 'make') {
      if (a.c >= lastCard && (separating || !needsYou(BLUEPRINTS[a.c]))) out.push(a);
    } else if (a.t === 'move' || a.t === 'walk') {
      // One mover's cells come in one run (legal.ts lists them object by object, "You" together).
      const m = a.t === 'move' ? a.o : -1;
      let j = i;
      let near = 99;
      let back = 99;
      for (; j < legal.length; j++) {
        const b = legal[j];
        if (b.t !== a.t || (b.t === 'move' && b.o !== m)) break;
        const d = toEnemy(s, g, seat, b.cell);
        NEAR[j - i] = d;
        if (d < near) near = d;
        const h = cellDist(g, b.cell, home);
        if (h < back) back = h;
      }
      if (m < 0 || m >= lastMoved) {
        let homeTaken = false;
        for (let x = i; x < j; x++) {
          const b = legal[x];
          if (b.t !== 'move' && b.t !== 'walk') continue;
          if (NEAR[x - i] === near) out.push(b);
          else if (!homeTaken && cellDist(g, b.cell, home) === back) {
            homeTaken = true;
            out.push(b);
          }
        }
      }
      i = j - 1;
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
