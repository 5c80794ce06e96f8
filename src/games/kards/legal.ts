// Who moves and what they may do: the mulligan, then the active player's free actions (the queue is
// settled between actions; the one decision inside an action, a PICK, is the queue's to list).
import type { Seat } from '../../engine/index.js';
import { attackAct, cmAct, deployAct, END, giveAct, moveAct, type KardsAction } from './actions.js';
import { CARDS } from './cards.js';
import { attackTargets, canAttackAtAll, canMoveFromSupport, readyToAct } from './combat.js';
import { NO_TARGET } from './effects/select.js';
import { FRONT, type KardsState } from './state.js';
import { chosenRefs, chosenTarget } from './targets.js';
import { costAt } from './costs.js';
import { options } from '../../engine/queue.js';
import { PICKS } from './effects/index.js';
import { pickFits } from './effects/select.js';
import { STEPS } from './steps.js';

/** Per card: 0 unsupported, 1 countermeasure, 2 order, 3 unit (read for every hand card on every call). */
const PLAY = Uint8Array.from(CARDS, (c) => (!c.script.ok ? 0 : c.type === 'countermeasure' ? 1 : c.type === 'order' ? 2 : 3));

/** Target refs of legal-action generation (never re-entered): allocation-free between calls. */
const REFS: number[] = [];
/** The legal list as it is built (never re-entered; stale entries past the count are shared frozen actions). */
const OUT: KardsAction[] = [];

const NONE: readonly Seat[] = [];
const SEATS: readonly (readonly Seat[])[] = [[0], [1]];

export function toMove(s: KardsState): readonly Seat[] {
  if (s.phase === 'over') return NONE;
  if (s.phase === 'mull') return SEATS[s.sides[s.first].mulled ? 1 - s.first : s.first];
  return SEATS[s.active];
}

const MULLS: KardsAction[][] = [];
function mulls(n: number): KardsAction[] {
  if (!MULLS[n]) MULLS[n] = Array.from({ length: 1 << n }, (_, m) => Object.freeze({ t: 'mull', m }) as KardsAction);
  return MULLS[n];
}

export function legalActions(s: KardsState, seat: Seat): KardsAction[] {
  if (s.phase === 'mull') return toMove(s)[0] === seat ? mulls(s.sides[seat].hand.length).slice() : [];
  if (s.phase !== 'play' || s.active !== seat) return [];
  // Settled but not empty: a decision inside an order is owed ("choose and discard a unit").
  if (s.q.length > 0) {
    const out: KardsAction[] = [];
    options(s, s.q, STEPS, seat, out as never[]);
    return out;
  }
  // Built in one scratch array and copied out at its exact length (pushing into a fresh one regrows it twice).
  const list = OUT;
  let n = 0;
  // Targets are appended and read from an index: no truncation between cards (cheaper than length = 0),
  // and one scratch array for every call, cut back only when long.
  const refs = REFS;
  if (refs.length > 1024) refs.length = 0;
  const p = s.sides[seat];
  const room = s.lines[seat].length < s.o.supportSize;
  for (let h = 0; h < p.hand.length; h++) {
    const card = p.hand[h];
    const kind = PLAY[card];
    if (kind === 0 || costAt(s, seat, h) > p.kredits) continue;
    if (kind === 1) list[n++] = cmAct(h);
    else if (kind === 2) {
      // A delayed "cannot give orders" (§4.1.3) in force this turn.
      if (p.noOrders) continue;
      // "Choose and discard an air unit to …": only with such a card in hand besides this one.
      if (PICKS[card] !== 0 && !p.hand.some((x, k) => k !== h && pickFits(x, PICKS[card]))) continue;
      const t = chosenTarget(card, 'play');
      if (!t) list[n++] = giveAct(h, NO_TARGET);
      else {
        const r0 = refs.length;
        chosenRefs(s, seat, t, true, refs);
        for (let i = r0; i < refs.length; i++) list[n++] = giveAct(h, refs[i]);
      }
    } else if (room) {
      const t = chosenTarget(card, 'deploy');
      const r0 = refs.length;
      if (t) chosenRefs(s, seat, t, false, refs);
      if (refs.length === r0) list[n++] = deployAct(h, NO_TARGET);
      else for (let i = r0; i < refs.length; i++) list[n++] = deployAct(h, refs[i]);
    }
  }
  for (let l = seat; l <= FRONT; l += FRONT - seat) {
    for (const u of s.lines[l]) {
      if (u.owner !== seat) continue;
      const ok = readyToAct(s, u);
      if (!ok) continue;
      // Only from the support line (§1.2): a unit of `seat` in line `seat` stands in its owner's support line.
      if (l !== FRONT && canMoveFromSupport(s, u, ok)) list[n++] = moveAct(u.uid);
      if (canAttackAtAll(s, u, ok)) {
        const r0 = refs.length;
        attackTargets(s, u, refs);
        for (let i = r0; i < refs.length; i++) list[n++] = attackAct(u.uid, refs[i]);
      }
    }
  }
  list[n++] = END;
  return list.slice(0, n);
}
