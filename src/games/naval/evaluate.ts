// The naval evaluation, for bots and reports: material (HP weighted by cost), the expected damage of
// what is already settled but not yet resolved — shots aimed (炮击 resolves only at the end of its
// phase) and ships sharing a hex (移动判定 at the end of the movement) — progress toward the enemy
// base, and the base-hold countdown as it will stand at the turn's end (N-5: the hold only grows while
// the holder's enemy has no ship in its own deployment zone) — and, a little, what each side sees of the
// other and the fighter cover over its own ships. Roughly in [-1, 1], from `seat`'s view.
// Bots call it on every node they search, so it avoids closures and allocations.
import type { Seat } from '../../engine/index.js';
import { shellDamage, shipsShareAHex } from './combat.js';
import { byId, onBoard, type NavalState, type Unit } from './state.js';

/**
 * Weight of sight and air cover. Measured: before it, every scout and fighter zone was a tie the bots
 * broke at random; with it, the heuristic bot beat its own weight-0 self 112–63 (25 draws) in 200 games.
 */
const INTEL = 0.1;

/** Material worth of `hp` points of unit u: its cost (at least 1) times the share of its HP. */
function worth(s: NavalState, u: Unit, hp: number): number {
  const st = s.ctx.stats[u.cls];
  return (Math.max(1, st.cost) * hp) / st.hp;
}

export function evaluate(s: NavalState, seat: Seat): number {
  if (s.winner >= 0) return s.winner === 2 ? 0 : s.winner === seat ? 1 : -1;
  scan(s);
  return valueOf(s, seat);
}

/**
 * evaluate for both seats, with the same numbers: the pass over the units is made once for the two
 * (a simulation reads both seats every turn).
 */
export function evaluateAll(s: NavalState): number[] {
  if (s.winner >= 0) return [evaluate(s, 0), evaluate(s, 1)];
  scan(s);
  return [valueOf(s, 0), valueOf(s, 1)];
}

// What one pass over the units gives, per owner (scratch, refilled by scan: evaluate runs at every
// node a bot searches, so it allocates nothing).
/** Material, net of the expected losses to shots aimed and collisions to come. */
const MAT = new Float64Array(2);
/** Summed progress toward the enemy base of the warships (not SS, C, ML), and how many. */
const ADV = new Float64Array(2);
const SHIPS = new Int32Array(2);
/** Worth seen by the enemy this turn (lit by its recon, or exposed by contact). */
const SEEN = new Float64Array(2);
/** Worth under the owner's own unspent fighter zones (優先防空区域). */
const COVER = new Float64Array(2);
/** Whether the owner has a ship in its deployment zone (guarded), and one next to the enemy base (ring). */
const GUARDED = [false, false];
const RING = [false, false];
/** Expected losses (aimed shots, collisions), per owner. */
const LOST = [0, 0];

function scan(s: NavalState): void {
  const { board, opts, stats } = s.ctx;
  const { dist, n } = board;
  const base0 = board.base[0];
  const base1 = board.base[1];
  const deploy0 = board.inDeploy[0];
  const deploy1 = board.inDeploy[1];
  let mat0 = 0;
  let mat1 = 0;
  let adv0 = 0;
  let adv1 = 0;
  let ships0 = 0;
  let ships1 = 0;
  let guarded0 = false;
  let guarded1 = false;
  let ring0 = false;
  let ring1 = false;
  let seen0 = 0;
  let seen1 = 0;
  // Zones are few and rare.
  const zones = s.zones.length > 0;
  let cover0 = 0;
  let cover1 = 0;
  const far = board.rows + board.cols;
  // One pass over the units, every table read hoisted: this runs at every node a bot searches.
  for (const u of s.units) {
    if (!u.alive || u.hex < 0) continue;
    const st = stats[u.cls];
    const w = (Math.max(1, st.cost) * u.hp) / st.hp;
    const aux = u.cls === 'C' || u.cls === 'ML';
    const row = u.hex * n;
    const seen = u.lit || u.exposed ? w : 0;
    const covers = zones && u.cls !== 'SS' && underOwnZone(s, u) ? w : 0;
    if (u.owner === 0) {
      const toBase = dist[row + base1];
      mat0 += w;
      seen0 += seen;
      cover0 += covers;
      const progress = u.cls !== 'SS' && !aux ? 1 - toBase / far : -1;
      if (progress >= 0) {
        adv0 += progress;
        ships0++;
      }
      if ((opts.auxiliariesCount || !aux) && deploy0[u.hex] === 1) guarded0 = true;
      if (toBase === 1) ring0 = true;
    } else {
      const toBase = dist[row + base0];
      mat1 += w;
      seen1 += seen;
      cover1 += covers;
      const progress = u.cls !== 'SS' && !aux ? 1 - toBase / far : -1;
      if (progress >= 0) {
        adv1 += progress;
        ships1++;
      }
      if ((opts.auxiliariesCount || !aux) && deploy1[u.hex] === 1) guarded1 = true;
      if (toBase === 1) ring1 = true;
    }
  }
  // Shots aimed but not yet resolved: expected damage, valued like material.
  const lost = LOST;
  lost[0] = 0;
  lost[1] = 0;
  if (s.aims[0].length > 0 || s.aims[1].length > 0) aimedLoss(s, lost);
  // Ships sharing a hex now will collide when the movement ends, unless they move apart first.
  if (s.phase === 'supply' || s.phase === 'move') collisions(s, lost);
  MAT[0] = mat0 - lost[0];
  MAT[1] = mat1 - lost[1];
  ADV[0] = adv0;
  ADV[1] = adv1;
  SHIPS[0] = ships0;
  SHIPS[1] = ships1;
  SEEN[0] = seen0;
  SEEN[1] = seen1;
  COVER[0] = cover0;
  COVER[1] = cover1;
  GUARDED[0] = guarded0;
  GUARDED[1] = guarded1;
  RING[0] = ring0;
  RING[1] = ring1;
}

/** `seat`'s value from what scan found. */
function valueOf(s: NavalState, seat: Seat): number {
  const { opts } = s.ctx;
  const zones = s.zones.length > 0;
  const mat0 = MAT[0];
  const mat1 = MAT[1];
  const mine = seat === 0;
  const total = mat0 + mat1;
  const mat = total <= 0 ? 0 : (mine ? mat0 - mat1 : mat1 - mat0) / total;
  const a0 = SHIPS[0] ? ADV[0] / SHIPS[0] : 0;
  const a1 = SHIPS[1] ? ADV[1] / SHIPS[1] : 0;
  const adv = mine ? a0 - a1 : a1 - a0;
  // The hold count after this turn's end if nothing changes. `seat` cannot see an unlit enemy leave
  // its ring, so a public count against it stands while its own zone is empty.
  const other = 1 - seat;
  const ownRing = mine ? RING[0] : RING[1];
  const foeRing = (mine ? RING[1] : RING[0]) || s.hold[other] > 0;
  const ownNext = !(mine ? GUARDED[1] : GUARDED[0]) && ownRing ? s.hold[seat] + 1 : 0;
  const foeNext = !(mine ? GUARDED[0] : GUARDED[1]) && foeRing ? s.hold[other] + 1 : 0;
  const hold = holdValue(ownNext, opts.holdTurns) - holdValue(foeNext, opts.holdTurns);
  // Information and air cover, worth a little: enemy ships in sight can be aimed at for sure (so a
  // scout goes where the enemy probably is), and a fighter zone over one's own ships stops an attacker.
  let intel = 0;
  if (total > 0) {
    intel = (mine ? SEEN[1] - SEEN[0] : SEEN[0] - SEEN[1]) / total;
    if (zones) intel += (0.5 * (mine ? COVER[0] - COVER[1] : COVER[1] - COVER[0])) / total;
  }
  return Math.max(-1, Math.min(1, 0.7 * mat + 0.15 * adv + 0.6 * hold + INTEL * intel));
}

/** A hold of h turn-ends out of `turns`: worth little at first, nearly a win at the last. */
function holdValue(h: number, turns: number): number {
  const x = Math.min(1, h / turns);
  return x * x;
}

/**
 * Expected loss of each side to the shots aimed at it (炮击 resolves at the phase's end). The units
 * on a hex are found through a per-hex list built once (in unit order, as a scan would meet them).
 */
function aimedLoss(s: NavalState, lost: number[]): void {
  const { board, opts } = s.ctx;
  const units = s.units;
  const { head, next } = hexLists(board.n, units.length);
  for (let i = units.length - 1; i >= 0; i--) {
    const h = units[i].hex;
    if (h < 0) continue;
    next[i] = head[h];
    head[h] = i;
  }
  for (let p = 0; p < 2; p++) {
    for (const aim of s.aims[p]) {
      const shooter = byId(s, aim.unit);
      if (!onBoard(shooter)) continue;
      const d = board.dist[shooter.hex * board.n + aim.hex];
      const need = opts.shellThreshold[Math.min(d, opts.shellThreshold.length - 1)];
      const pHit = Math.max(0, Math.min(1, (opts.die - need + 1) / opts.die));
      for (let i = head[aim.hex]; i >= 0; i = next[i]) {
        const t = units[i];
        if (!onBoard(t) || t.owner === p) continue;
        lost[t.owner] += pHit * worth(s, t, Math.min(t.hp, shellDamage(s, shooter, t)));
      }
    }
  }
  for (const u of units) if (u.hex >= 0) head[u.hex] = -1;
}

let headBuffer = new Int16Array(0);
let nextBuffer = new Int16Array(0);
/** Scratch per-hex unit lists (all empty between calls: each caller empties what it filled). */
function hexLists(hexes: number, units: number): { head: Int16Array; next: Int16Array } {
  if (headBuffer.length !== hexes) headBuffer = new Int16Array(hexes).fill(-1);
  if (nextBuffer.length < units) nextBuffer = new Int16Array(units * 2);
  return { head: headBuffer, next: nextBuffer };
}

/** 移动判定 to come: each ship takes 2× the max HP of every other ship in its hex; a C/ML there is removed. */
function collisions(s: NavalState, lost: number[]): void {
  // Any two ships on one hex? (One pass; the pairwise check was most of an evaluation in the movement
  // phases, where most searching happens.)
  if (shipsShareAHex(s)) collisionDamage(s, lost, s.ctx.stats, s.ctx.opts);
}

let hitBuffer = new Int32Array(0);
let countBuffer: [Int32Array, Int32Array] = [new Int32Array(0), new Int32Array(0)];

/**
 * The collision losses, from per-hex sums made in one pass over the units (a pass per unit over all
 * the others was most of an evaluation when ships shared hexes): the hits dealt into each hex, and
 * how many ships of each side stand there.
 */
function collisionDamage(s: NavalState, lost: number[], stats: NavalState['ctx']['stats'], opts: NavalState['ctx']['opts']): void {
  const n = s.ctx.board.n;
  if (hitBuffer.length !== n) {
    hitBuffer = new Int32Array(n);
    countBuffer = [new Int32Array(n), new Int32Array(n)];
  }
  const hit = hitBuffer;
  const count = countBuffer;
  for (const b of s.units) {
    if (!onBoard(b) || b.cls === 'SS') continue;
    count[b.owner][b.hex]++;
    if (b.cls !== 'C' && b.cls !== 'ML') hit[b.hex] += opts.collisionFactor * stats[b.cls].hp;
  }
  for (const a of s.units) {
    if (!onBoard(a) || a.cls === 'SS') continue;
    const h = a.hex;
    const aux = a.cls === 'C' || a.cls === 'ML';
    const others = count[0][h] + count[1][h] - 1;
    if (others === 0) continue;
    if (aux) {
      if (opts.auxRemovedByFriends || count[1 - a.owner][h] > 0) lost[a.owner] += worth(s, a, a.hp);
    } else {
      const dealt = hit[h] - opts.collisionFactor * stats[a.cls].hp;
      if (dealt > 0) lost[a.owner] += worth(s, a, Math.min(a.hp, dealt));
    }
  }
  for (const b of s.units) {
    if (!onBoard(b) || b.cls === 'SS') continue;
    hit[b.hex] = 0;
    count[0][b.hex] = 0;
    count[1][b.hex] = 0;
  }
}

/** Is u under one of its owner's unspent fighter zones? */
function underOwnZone(s: NavalState, u: Unit): boolean {
  const { board, opts } = s.ctx;
  for (const z of s.zones) if (z.owner === u.owner && !z.spent && board.dist[z.hex * board.n + u.hex] <= opts.fighterRadius) return true;
  return false;
}
