// Whole-phase plans for bots (macroActions, see macro.ts). A turn is many small decisions (makes,
// moves, uses, aims, fire), so a search of a few hundred iterations spent its depth inside one turn
// and seldom reached the other side's reply. Here a phase of a turn is one choice:
// - production: which cards of the hand to make (every affordable set that fits the free lines, in card
//   order, each on the first free slot of its kind, as the legal list offers it), then `next`;
// - action: the mobile strikers advance toward the closest enemy or stay; the free uses (repairs, and
//   damage now or kept for the other side's attack, where a 1-damage use kills a declared weapon);
//   then one declaration — every ready ranged weapon at one enemy, or every melee weapon with a
//   target — and `fire`; or no attack and `end`. After an attack resolves, the same choices are
//   offered for what is left (objects not yet moved, weapons not yet fired).
// - defence (the target's blocks and the USE windows around them, while that seat is asked): its
//   choices one by one by the evaluation (as the one-ply bot plays them), or every window passed and
//   nothing blocked. In a search the attack then costs one level of the tree, not one per answer.
// A plan is made by playing its steps on a scratch copy, so each step is legal when it comes; its code
// names its steps, and they read only what the seat knows (its own cards and objects, public facts), so
// the searching seat's plans are the same in every determinization. macroStep plays a step a decision.
import type { Seat } from '../../engine/index.js';
import { ATTACK, END, FIRE, NEXT, makeAct, moveAct, planCode, type BpAction } from './actions.js';
import { applyAction } from './apply.js';
import { aimOptions } from './attack.js';
import { cellDist, cellsWithin } from './board.js';
import { BLUEPRINTS, usesGround } from './data.js';
import { evaluate } from './evaluate.js';
import { freePair, legalActions, legalInto, toMove } from './legal.js';
import { GEN, GROUND, OBJ_TARGET, cloneState, cloneStateInto, objById, slotKind, type BpState } from './state.js';
import { bp, charCell, onYouLine, posOf } from './where.js';

type Plan = Extract<BpAction, { t: 'plan' }>;

/** Most production plans offered: the largest spends first (the search's prior orders them anyway). */
const MAX_MAKES = 10;

const planOf = (steps: BpAction[], policy = -1): BpAction => ({ t: 'plan', code: planCode(steps), policy, steps });

/**
 * Cards never made in plans, which leave "You" out: they need it to do anything. A charge only feeds a
 * separated "You"; a ground weapon that cannot move (v 0) reaches an enemy only riding "You" (bases
 * stand 4–8 cells apart, beyond every r, and enemy objects walking up stay face down until they strike),
 * and a weapon leaves its line only when used, so it blocked a ground line for the rest of the game.
 */
function idle(b: (typeof BLUEPRINTS)[number]): boolean {
  return b.effect?.do === 'charge' || (b.type === 'weapon' && b.space === 'G' && b.v === 0);
}

/** Production plans, then `next` alone (make nothing). Codes: the set of cards made. */
export function productionPlans(s: BpState, seat: Seat, out: BpAction[]): void {
  const p = s.players[seat];
  const budget = p.pool - (s.opts.keepLastW ? 1 : 0);
  const gen: number[] = [];
  const ground: number[] = [];
  for (let i = 0; i < p.slots.length; i++) {
    if (p.slots[i] >= 0) continue;
    const k = slotKind(s, i);
    if (k === GEN) gen.push(i);
    else if (k === GROUND) ground.push(i);
  }
  const cards: number[] = [];
  if (p.base) for (const c of p.hand) if (cards[cards.length - 1] !== c && BLUEPRINTS[c].cost <= budget && !idle(BLUEPRINTS[c])) cards.push(c);
  const sets: { cost: number; picked: number[] }[] = [];
  const picked: number[] = [];
  // Every subset of the cards within the budget and the free lines of each kind.
  const walk = (i: number, cost: number, g: number, r: number): void => {
    if (i === cards.length) {
      if (picked.length > 0) sets.push({ cost, picked: picked.slice() });
      return;
    }
    const c = cards[i];
    const b = BLUEPRINTS[c];
    const isG = b.space === 'G';
    if (cost + b.cost <= budget && (isG ? r < ground.length : g < gen.length)) {
      picked.push(c);
      walk(i + 1, cost + b.cost, g + (isG ? 0 : 1), r + (isG ? 1 : 0));
      picked.pop();
    }
    walk(i + 1, cost, g, r);
  };
  walk(0, 0, 0, 0);
  sets.sort((a, b) => b.cost - a.cost || b.picked.length - a.picked.length);
  for (let n = 0; n < sets.length && n < MAX_MAKES; n++) {
    const steps: BpAction[] = [];
    let g = 0;
    let r = 0;
    for (const c of sets[n].picked) steps.push(makeAct(c, BLUEPRINTS[c].space === 'G' ? ground[r++] : gen[g++]));
    steps.push(NEXT);
    out.push(planOf(steps));
  }
  out.push(NEXT);
}

// Scratch: the state a plan is played on while it is made, and a legal list.
let SCRATCH: BpState | null = null;
const LIST: BpAction[] = [];
const AIMS: BpAction[] = [];

function scratchOf(s: BpState): BpState {
  return SCRATCH === null ? (SCRATCH = cloneState(s)) : cloneStateInto(SCRATCH, s);
}

/** Distance from `cell` to the closest living enemy character of `seat`. */
function toEnemy(s: BpState, seat: Seat, cell: number): number {
  let best = 99;
  for (let c = 0; c < s.n; c++) if (c !== seat && s.players[c].alive) best = Math.min(best, cellDist(s.opts.geometry, cell, charCell(s, c)));
  return best;
}

/** An object that may move itself now (as legal.ts lists moves) and is worth bringing closer: a weapon or a damage source. */
function striker(s: BpState, seat: Seat, id: number): boolean {
  const o = objById(s, id);
  if (!o || o.owner !== seat || o.w <= 0 || o.fresh || o.moved) return false;
  const b = bp(o);
  if (b.v <= 0 || !usesGround(b) || onYouLine(s, o) || (o.tok < 0 && freePair(s) < 0)) return false;
  return b.type === 'weapon' || b.effect?.do === 'damage';
}

/** Each striker steps to the cell within its v that brings it nearest to r of the closest enemy (the farthest such cell). */
function advance(t: BpState, seat: Seat, steps: BpAction[]): void {
  for (let i = 0; i < t.objs.length; i++) {
    const id = t.objs[i].id;
    if (!striker(t, seat, id)) continue;
    const o = t.objs[i];
    const b = bp(o);
    const at = posOf(t, o);
    const now = toEnemy(t, seat, at);
    if (now <= b.r) continue;
    let best = -1;
    let bestGap = Math.max(0, now - b.r);
    let bestD = now;
    for (const c of cellsWithin(t.opts.geometry, at, b.v)) {
      if (c === at) continue;
      const d = toEnemy(t, seat, c);
      const gap = Math.max(0, d - b.r);
      if (gap < bestGap || (gap === bestGap && best >= 0 && d > bestD)) {
        best = c;
        bestGap = gap;
        bestD = d;
      }
    }
    if (best < 0) continue;
    const a = moveAct(id, best);
    steps.push(a);
    applyAction(t, seat, a, null);
  }
}

/** Missing W an object could have repaired (0 for a character target). */
function missing(t: BpState, x: number): number {
  if (x < OBJ_TARGET) return 0;
  const o = objById(t, x - OBJ_TARGET);
  return o ? bp(o).w - o.w : 0;
}

/**
 * The free uses, one per object, best target first: repairs on the most damaged object; damage on an
 * enemy character, else a face-up enemy object (only with `damage`: else kept for the other side's
 * attack). Charges only serve a separated "You", which plans do not cover.
 */
function uses(t: BpState, seat: Seat, damage: boolean, steps: BpAction[]): void {
  for (let guard = 0; guard < 16 && t.phase !== 'over'; guard++) {
    while (LIST.length > 0) LIST.pop();
    legalInto(t, seat, LIST);
    let pick: BpAction | null = null;
    let pickScore = 0;
    for (const a of LIST) {
      if (a.t !== 'use') continue;
      const e = bp(objById(t, a.o)!).effect!;
      let score = 0;
      if (e.do === 'repair') score = missing(t, a.x);
      else if (e.do === 'damage' && damage) score = a.x < OBJ_TARGET ? 100 : 50;
      if (score > pickScore) {
        pick = a;
        pickScore = score;
      }
    }
    if (pick === null) return;
    steps.push(pick);
    applyAction(t, seat, pick, null);
  }
}

/** Whether `seat` holds a damage source not used this round (then plans differ in keeping it). */
function hasDamageUse(t: BpState, seat: Seat): boolean {
  for (const o of t.objs) if (o.owner === seat && o.w > 0 && o.used !== t.round && bp(o).effect?.do === 'damage') return true;
  return false;
}

/** The steps as a plan, or the one legal action when that is all it is. */
function offer(out: BpAction[], steps: BpAction[]): void {
  if (steps.length === 1 && steps[0].t !== 'move' && steps[0].t !== 'use') out.push(steps[0]);
  else out.push(planOf(steps));
}

/** Action-phase plans (see the header). */
export function actionPlans(s: BpState, seat: Seat, out: BpAction[]): void {
  const t0 = scratchOf(s);
  let movers = false;
  for (const o of t0.objs) if (striker(t0, seat, o.id) && toEnemy(t0, seat, posOf(t0, o)) > bp(o).r) movers = true;
  const dmgChoice = hasDamageUse(t0, seat);
  for (let mv = movers ? 1 : 0; mv >= 0; mv--) {
    for (let dmg = dmgChoice ? 1 : 0; dmg >= 0; dmg--) {
      const t = scratchOf(s);
      const steps: BpAction[] = [];
      if (mv === 1) advance(t, seat, steps);
      uses(t, seat, dmg === 1, steps);
      if (t.phase === 'over') {
        if (steps.length > 0) out.push(planOf(steps));
        continue;
      }
      const n = steps.length;
      steps.push(END);
      offer(out, steps);
      while (AIMS.length > 0) AIMS.pop();
      aimOptions(t, seat, AIMS);
      if (AIMS.length === 0) continue;
      // Ranged: every ready general weapon at one enemy.
      for (let x = 0; x < t.n; x++) {
        const sel = steps.slice(0, n);
        sel.push(ATTACK);
        for (const a of AIMS) if (a.t === 'aim' && a.x === x && bp(objById(t, a.o)!).space !== 'G') sel.push(a);
        if (sel.length === n + 1) continue;
        sel.push(FIRE);
        out.push(planOf(sel));
      }
      // Melee: every ground weapon with a target, at its first (a character before an object).
      const sel = steps.slice(0, n);
      sel.push(ATTACK);
      let last = -1;
      for (const a of AIMS) if (a.t === 'aim' && a.o !== last && bp(objById(t, a.o)!).space === 'G') {
        sel.push(a);
        last = a.o;
      }
      if (sel.length === n + 1) continue;
      sel.push(FIRE);
      out.push(planOf(sel));
    }
  }
}

// Scratch for defence plans: the state a choice is probed on, and the choices.
let PROBE: BpState | null = null;
const CHOICES: BpAction[] = [];

/** The defence policy's choice now: by the evaluation (the best after it, first of equals), or pass and block nothing. */
function defenceChoice(t: BpState, seat: Seat, policy: number): BpAction {
  while (CHOICES.length > 0) CHOICES.pop();
  legalInto(t, seat, CHOICES);
  if (policy === 1 || CHOICES.length === 1) {
    for (const a of CHOICES) if (a.t === 'pass' || a.t === 'done') return a;
    return CHOICES[0];
  }
  let best = CHOICES[0];
  let bestV = -Infinity;
  for (const a of CHOICES) {
    const u = PROBE === null ? (PROBE = cloneState(t)) : cloneStateInto(PROBE, t);
    applyAction(u, seat, a, null);
    const v = evaluate(u, seat);
    if (v > bestV + 1e-9) {
      bestV = v;
      best = a;
    }
  }
  return best;
}

/** Whether `seat` answers the attack of another seat now (a block or a USE window). */
function defending(s: BpState, seat: Seat): boolean {
  return s.atk !== null && s.atk.by !== seat && s.phase !== 'over' && toMove(s)[0] === seat;
}

/** Defence plans: each policy's answers while this seat is asked (see the header). */
export function defencePlans(s: BpState, seat: Seat, out: BpAction[]): void {
  let first: BpAction[] | null = null;
  for (let policy = 0; policy < 2; policy++) {
    const t = scratchOf(s);
    const steps: BpAction[] = [];
    for (let guard = 0; guard < 32 && defending(t, seat); guard++) {
      const a = defenceChoice(t, seat, policy);
      steps.push(a);
      applyAction(t, seat, a, null);
    }
    if (first !== null && same(first, steps)) continue;
    first = steps;
    out.push(planOf(steps, policy));
  }
}

function same(a: readonly BpAction[], b: readonly BpAction[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A defence plan goes on by its policy from where the defence stands (the policy reads only the state). */
function defenceStep(s: BpState, seat: Seat, plan: Plan): BpAction | null {
  return defending(s, seat) ? defenceChoice(s, seat, plan.policy) : null;
}

/** Whether a plan's step has been played already (judged from the state: cards leave the hand, objects are marked). */
function done(s: BpState, seat: Seat, a: BpAction, after: BpAction | undefined, legal: readonly BpAction[]): boolean {
  switch (a.t) {
    case 'make': return !s.players[seat].hand.includes(a.c);
    case 'next': return s.phase !== 'production';
    case 'move': {
      const o = objById(s, a.o);
      return !o || o.moved;
    }
    case 'use': {
      const o = objById(s, a.o);
      return !o || o.w <= 0 || o.used === s.round;
    }
    case 'attack': return s.q.length > 0 || (after !== undefined && done(s, seat, after, undefined, legal));
    case 'aim': {
      const o = objById(s, a.o);
      return !o || o.w <= 0 || (s.atk !== null && s.atk.weapons.includes(a.o));
    }
    case 'fire': return !legal.includes(FIRE);
    default: return false;
  }
}

/** The plan's next step, if it is legal now; null once it is played out (or cannot go on). */
export function planStep(s: BpState, seat: Seat, plan: Plan): BpAction | null {
  if (plan.policy >= 0) return defenceStep(s, seat, plan);
  const legal = legalActions(s, seat);
  const steps = plan.steps;
  for (let i = 0; i < steps.length; i++) {
    if (done(s, seat, steps[i], steps[i + 1], legal)) continue;
    return legal.includes(steps[i]) ? steps[i] : null;
  }
  return null;
}
