// Who moves and what they may do. The queue's top decision comes first (the settled invariant);
// otherwise the active player's free actions for the phase.
import { options as queueOptions, owed } from '../../engine/queue.js';
import type { Seat } from '../../engine/index.js';
import { ATTACK, END, NEXT, RECOMBINE, carryAct, makeAct, moveAct, placeAct, walkAct, youAct, type BpAction } from './actions.js';
import { N_CELLS, cellsWithin, type Geometry } from './board.js';
import { BLUEPRINTS, usesGround } from './data.js';
import { useOptions } from './use.js';
import { GEN, GROUND, YOU_LINE, slotKind, type BpState } from './state.js';
import { STEPS } from './steps.js';
import { aimOptions } from './attack.js';
import { bp, posOf, onYouLine } from './where.js';

const ONLY: readonly (readonly Seat[])[] = [[0], [1], [2], [3], [4], [5]];

export function toMove(s: BpState): readonly Seat[] {
  if (s.phase === 'over') return [];
  const by = owed(s.q);
  return ONLY[by >= 0 ? by : s.active];
}

export function legalActions(s: BpState, seat: Seat): BpAction[] {
  const out: BpAction[] = [];
  legalInto(s, seat, out);
  return out;
}

/** The legal actions appended to `out` (bots' macro choices read them from a scratch list). */
export function legalInto(s: BpState, seat: Seat, out: BpAction[]): void {
  if (s.phase === 'over') return;
  if (s.q.length > 0) {
    // Blueprints owes no ORDER decisions (it never records deferred steps), so the list stays BpAction.
    queueOptions(s, s.q, STEPS, seat, out as never[]);
    return;
  }
  if (seat !== s.active) return;
  if (s.phase === 'production') production(s, seat, out);
  else actionPhase(s, seat, out);
}

/** No object rides "You"'s line (it may recombine only then). */
function youLineEmpty(s: BpState, slots: readonly number[]): boolean {
  for (let i = 0; i < slots.length; i++) if (slots[i] >= 0 && slotKind(s, i) === YOU_LINE) return false;
  return true;
}

/** The first free slot of a line kind, or -1 (slots of one kind are interchangeable). */
export function freeSlot(s: BpState, seat: Seat, kind: number): number {
  const sl = s.players[seat].slots;
  for (let i = 0; i < sl.length; i++) if (sl[i] < 0 && slotKind(s, i) === kind) return i;
  return -1;
}

/** BR-17: W a separated "You" may add to a production cost (it keeps 1), with `youPays`. */
export function spendableYou(s: BpState, p: BpState['players'][number]): number {
  return s.opts.youPays && p.you ? p.youW - 1 : 0;
}

export function freePair(s: BpState): number {
  return s.tokens.indexOf(-1);
}

// Runs of shared actions listed together, made once per distinct run (random games list them by the
// thousand): an object's moves (or "You"'s walks, mover -1) from a cell within its reach, in cell
// order; and "You"'s completions with 1…most W. Read only.
const STEPS_FROM: BpAction[][][][] = [[], []];
const YOU_RUNS: BpAction[][][] = [];

function stepsFrom(g: Geometry, mover: number, at: number, v: number): readonly BpAction[] {
  const byMover = STEPS_FROM[g === 'hex' ? 0 : 1];
  const row = (byMover[mover + 1] ??= []);
  const key = at + N_CELLS * v;
  let run = row[key];
  if (run === undefined) {
    run = [];
    for (const c of cellsWithin(g, at, v)) if (c !== at) run.push(mover < 0 ? walkAct(c) : moveAct(mover, c));
    row[key] = run;
  }
  return run;
}

function youRun(slot: number, most: number): readonly BpAction[] {
  const row = (YOU_RUNS[slot] ??= []);
  let run = row[most];
  if (run === undefined) {
    run = [];
    for (let k = 1; k <= most; k++) run.push(youAct(slot, k));
    row[most] = run;
  }
  return run;
}

function pushAll(out: BpAction[], run: readonly BpAction[]): void {
  for (let i = 0; i < run.length; i++) out.push(run[i]);
}

function production(s: BpState, seat: Seat, out: BpAction[]): void {
  const p = s.players[seat];
  const keep = s.opts.keepLastW ? 1 : 0;
  if (p.base) {
    let last = -1;
    for (const c of p.hand) {
      if (c === last) continue;
      last = c;
      const b = BLUEPRINTS[c];
      const slot = freeSlot(s, seat, b.space === 'G' ? GROUND : GEN);
      if (slot >= 0 && p.pool + spendableYou(s, p) - b.cost >= keep) out.push(makeAct(c, slot));
    }
    const g = freeSlot(s, seat, GROUND);
    if (!p.you && g >= 0) {
      const most = Math.min(s.opts.youMaxK, p.pool - s.opts.youCost - keep);
      if (most >= 1) pushAll(out, youRun(g, most));
    }
  }
  // Carry (攜離) and placing are free any time in your own turn (design reading), production included.
  if (p.you) carryOptions(s, seat, out);
  useOptions(s, seat, true, out);
  out.push(NEXT);
}

function actionPhase(s: BpState, seat: Seat, out: BpAction[]): void {
  const p = s.players[seat];
  const canPair = freePair(s) >= 0;
  for (const o of s.objs) {
    if (o.owner !== seat || o.w <= 0 || o.fresh || o.moved) continue;
    const b = bp(o);
    if (b.v <= 0 || !usesGround(b) || onYouLine(s, o) || (o.tok < 0 && !canPair)) continue;
    const at = posOf(s, o);
    pushAll(out, stepsFrom(s.opts.geometry, o.id, at, b.v));
  }
  if (p.you) {
    if (!p.youFresh && !p.youMoved) pushAll(out, stepsFrom(s.opts.geometry, -1, p.youCell, s.opts.youV));
    carryOptions(s, seat, out);
    if (p.youCell === s.bases[seat] && p.base && youLineEmpty(s, p.slots)) out.push(RECOMBINE);
  }
  if (aimOptions(s, seat, [], true)) out.push(ATTACK);
  useOptions(s, seat, true, out);
  out.push(END);
}

/** 攜離 and 置於地面: [p] objects at "You"'s coordinate onto its line, and off it onto a base line. */
function carryOptions(s: BpState, seat: Seat, out: BpAction[]): void {
  const p = s.players[seat];
  const youSlot = freeSlot(s, seat, YOU_LINE);
  const atBase = p.youCell === s.bases[seat];
  for (const o of s.objs) {
    if (o.owner !== seat || o.w <= 0 || o.sw >= s.opts.switchesPerTurn) continue;
    const b = bp(o);
    if (onYouLine(s, o)) {
      const slot = freeSlot(s, seat, b.space === 'G' ? GROUND : GEN);
      if (slot >= 0 && (atBase || o.tok >= 0 || freePair(s) >= 0)) out.push(placeAct(o.id, slot));
    } else if (youSlot >= 0 && b.p && usesGround(b) && posOf(s, o) === p.youCell) {
      out.push(carryAct(o.id, youSlot));
    }
  }
}
