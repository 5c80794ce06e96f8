// A value for bots: each character's worth — the energy that keeps it alive, the income of a standing
// base, and what its objects threaten — as a share of all worth, mapped to [-1, 1]; finished games
// score ±1. Two things make a one-ply bot play to finish a character:
// - an attack under way is scored as if resolved: declared weapons are spent, their A lands on the
//   blockers assigned so far and the rest on the target, so aiming and firing show their payoff
//   before the defender answers (and a defender sees what each blocker saves);
// - a ground weapon is worth more the closer it stands to a character it could strike (within r: its
//   full A), so carrying [p] weapons on "You" and walking them into range is progress; one that can
//   never close in (v 0, not on "You") is worth little.
// Armor and blockers are worth about the W they can still absorb.
import type { Seat } from '../../engine/index.js';
import { cellDist } from './board.js';
import { OBJ_TARGET, YOU_LINE, objById, slotKind, type BpState } from './state.js';
import { bp, charCell, posOf } from './where.js';

const MAX_SEATS = 6;
/** A stranded ground weapon's worth per cost W (measured: 0.3 of its cost; see docs/rules/blueprints.md, Bots). */
const STUCK = 0.3;
/** A blocker's worth per W it has left (measured: 0.6; at 0.8 a fifth of bot games ran to the round cap). */
const ARMOR_W = 0.6;
// The pending attack's projected losses, refilled by each evaluate (no allocation): of each seat's
// pool and "You", and of objects as (id, loss) pairs — an attack touches a handful of objects.
const POOL_LOSS = new Float64Array(MAX_SEATS);
const YOU_LOSS = new Float64Array(MAX_SEATS);
const LOSS_ID: number[] = [];
const LOSS_W: number[] = [];
/** Whether an attack is pending (else every loss is 0 and nothing is spent). */
let pending = false;
/** Living objects per owner. */
const ALIVE = new Int32Array(MAX_SEATS);

function objLoss(id: number): number {
  for (let i = 0; i < LOSS_ID.length; i++) if (LOSS_ID[i] === id) return LOSS_W[i];
  return 0;
}

function addObjLoss(id: number, d: number): void {
  for (let i = 0; i < LOSS_ID.length; i++) {
    if (LOSS_ID[i] === id) {
      LOSS_W[i] += d;
      return;
    }
  }
  LOSS_ID.push(id);
  LOSS_W.push(d);
}

function project(s: BpState): void {
  const atk = s.atk;
  pending = atk !== null;
  if (!atk) return;
  POOL_LOSS.fill(0);
  YOU_LOSS.fill(0);
  while (LOSS_ID.length > 0) {
    LOSS_ID.pop();
    LOSS_W.pop();
  }
  for (let wi = 0; wi < atk.weapons.length; wi++) {
    const w = objById(s, atk.weapons[wi]);
    if (!w || w.w <= 0) continue;
    let a = bp(w).a;
    for (let i = 0; i < atk.blocks.length && a > 0; i += 2) {
      if (atk.blocks[i + 1] !== wi) continue;
      const b = objById(s, atk.blocks[i]);
      if (!b) continue;
      const left = b.w - objLoss(b.id);
      const d = Math.min(a, Math.max(0, left));
      addObjLoss(b.id, d);
      a -= d;
    }
    const x = atk.targets[wi];
    if (x >= OBJ_TARGET) addObjLoss(x - OBJ_TARGET, a);
    else if (atk.melee && s.players[x].you) YOU_LOSS[x] += a;
    else POOL_LOSS[x] += a;
  }
}

/** How far (cells beyond r) a ground weapon stands from the nearest character it could strike. */
function reachGap(s: BpState, seat: Seat, at: number, r: number, p: boolean): number {
  let best = 99;
  for (let c = 0; c < s.n; c++) {
    const q = s.players[c];
    if (c === seat || !q.alive || (q.you && !p)) continue;
    const d = cellDist(s.opts.geometry, at, charCell(s, c)) - r;
    if (d < best) best = d;
  }
  return best;
}

function worth(s: BpState, seat: Seat, allObjs: number): number {
  const p = s.players[seat];
  if (!p.alive) return 0;
  const pool = pending ? p.pool - POOL_LOSS[seat] : p.pool;
  const youW = pending ? p.youW - YOU_LOSS[seat] : p.youW;
  if (p.you ? youW <= 0 : pool <= 0) return 0;
  const base = p.base && pool > 0;
  const rounds = Math.max(0, s.opts.maxRounds - s.round);
  // Energy on "You" is out of reach of ranged weapons (evade); a base is income to come.
  let v = Math.max(0, pool) + 1.1 * Math.max(0, youW) + (base ? s.opts.income * Math.min(rounds, 6) : 0) + 0.3 * p.hand.length;
  // A free line is production to come (an object holding it must be worth the line).
  if (base) for (let i = 0; i < p.slots.length; i++) if (p.slots[i] < 0 && slotKind(s, i) !== YOU_LINE) v += 0.75;
  const enemyObjs = allObjs - ALIVE[seat];
  const armorMul = 1 + 0.1 * Math.min(enemyObjs, 4);
  if (p.you && !base) v -= s.opts.baselessDrain * 2; // on the clock
  const spent = pending ? s.atk!.weapons : null;
  for (const o of s.objs) {
    if (o.owner !== seat || o.w <= 0 || (spent !== null && spent.includes(o.id))) continue;
    const w = pending ? o.w - objLoss(o.id) : o.w;
    if (w <= 0) continue;
    const b = bp(o);
    // Objects are worth about what they cost; a weapon more when it can strike; armor more when
    // enemies have objects (face-down ones count: how many is public).
    if (b.type === 'weapon') {
      if (b.space !== 'G') v += 0.5 * b.cost + 0.6 * b.a + 0.3;
      else {
        // Ground weapons close in by themselves (v) or riding "You" ([p] at its cell): that is reach too.
        const at = posOf(s, o);
        const rides = b.p && p.you && at === p.youCell ? s.opts.youV : 0;
        const reach = Math.max(b.v, rides);
        const gap = reachGap(s, seat, at, b.r, b.p) - reach;
        // One that cannot move (v 0, not riding "You") strikes only what walks into its r: valued as
        // it was, a Lance or Turret made at the base was worth more than its cost and clogged a ground
        // line for the rest of the game (weapons leave only when used).
        if (reach === 0 && gap > 0) v += STUCK * b.cost;
        else v += 0.5 * b.cost + b.a * (gap <= 0 ? 0.9 : Math.max(0.2, 0.6 - 0.04 * gap)) + 0.3;
      }
    } else if (b.type === 'armor' || b.blocks) {
      // A blocker's W is damage the pool will not take: worth most of a pool W, not only its cost.
      v += Math.max((b.cost * w) / b.w, ARMOR_W * w) * armorMul + 0.3;
    } else v += (b.cost * w) / b.w + 0.3;
  }
  return v;
}

export function evaluate(s: BpState, seat: Seat): number {
  if (s.phase === 'over') return s.winner === seat ? 1 : s.winner === -2 && s.players[seat].alive ? 0 : -1;
  if (!s.players[seat].alive) return -1;
  worths(s);
  return valueOf(s, seat);
}

/** evaluate for every seat, with the same numbers: the characters' worths are counted once for all. */
export function evaluateAll(s: BpState): number[] {
  const out: number[] = [];
  if (s.phase === 'over') {
    for (let p = 0; p < s.n; p++) out.push(evaluate(s, p));
    return out;
  }
  worths(s);
  for (let p = 0; p < s.n; p++) out.push(s.players[p].alive ? valueOf(s, p) : -1);
  return out;
}

/** Each character's worth (scratch, refilled by worths: bots evaluate at every node they search). */
const WORTH = new Float64Array(MAX_SEATS);

function worths(s: BpState): void {
  project(s);
  ALIVE.fill(0);
  let allObjs = 0;
  for (const o of s.objs) if (o.w > 0) {
    ALIVE[o.owner]++;
    allObjs++;
  }
  for (let i = 0; i < s.n; i++) WORTH[i] = worth(s, i, allObjs);
}

/** `seat`'s value from the worths: its share of all worth, 1/n even. */
function valueOf(s: BpState, seat: Seat): number {
  let total = 0;
  for (let i = 0; i < s.n; i++) total += WORTH[i];
  const mine = WORTH[seat];
  if (mine <= 0) return -1;
  const share = total > 0 ? mine / total : 0;
  // share 1/n is even; 1 is everything.
  const even = 1 / s.n;
  return Math.max(-1, Math.min(1, share >= even ? (share - even) / (1 - even) : (share - even) / even));
}
