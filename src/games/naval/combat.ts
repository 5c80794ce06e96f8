// Damage and the attack resolutions: collisions (移动判定), mines (水雷), air attacks (航空战判定),
// shelling (炮击判定与补正), torpedoes (雷击), and the DD's kill of a submarine.
import type { EventSink, Seat, Visibility } from '../../engine/index.js';
import type { TorpedoLine } from './board.js';
import { afloat, markSeen, onBoard, SEAT_ONLY, unitsChanged, visibleToEnemy, type NavalState, type Unit, byId } from './state.js';

/** Who may see an event about this unit: both sides when the enemy sees it, else its owner. */
const BOTH_SEATS: readonly Seat[] = [0, 1];

export function seersOf(u: Unit): Visibility {
  return visibleToEnemy(u) ? 'all' : SEAT_ONLY[u.owner];
}

/** Units alive on hex h (optionally only those of `owner`). */
export function unitsAt(s: NavalState, h: number, owner: Seat | -1 = -1): Unit[] {
  const out: Unit[] = [];
  for (const u of afloat(s)) if (u.hex === h && u.alive && (owner < 0 || u.owner === owner)) out.push(u);
  return out;
}

/** Sink a unit whose HP reached 0: off the board into the 击毁单位区域, which both sides see. */
function sinkIfDead(s: NavalState, u: Unit, ev: EventSink): void {
  if (!u.alive || u.hp > 0) return;
  u.alive = false;
  unitsChanged(s);
  ev?.push({ type: 'sunk', to: 'all', data: { u: u.id, owner: u.owner, cls: u.cls, hex: visibleToEnemy(u) ? u.hex : -1 } });
  u.hex = -1;
  u.lit = false;
  u.exposed = false;
  removeFromPending(s, u.id);
}

export function removeFromPending(s: NavalState, id: number): void {
  removeFrom(s.pending[0], id);
  removeFrom(s.pending[1], id);
}

/** Remove `id` from `list`, keeping the order (a shift and a pop: splice cost more, once per act). */
function removeFrom(list: number[], id: number): void {
  const i = list.indexOf(id);
  if (i < 0) return;
  for (let j = i + 1; j < list.length; j++) list[j - 1] = list[j];
  list.pop();
}

/** Deal damage now (one source) and sink the unit if it reaches 0. */
export function damage(s: NavalState, u: Unit, amount: number, cause: string, ev: EventSink): void {
  if (!u.alive || amount <= 0) return;
  u.hp -= amount;
  if (visibleToEnemy(u)) markSeen(s, u);
  ev?.push({ type: 'damage', to: seersOf(u), data: { u: u.id, cls: u.cls, owner: u.owner, hex: u.hex, amount, cause, hp: Math.max(0, u.hp) } });
  sinkIfDead(s, u, ev);
}

/** Simultaneous damage: apply a batch (unit id → amount), then sink. */
export function damageBatch(s: NavalState, batch: Map<number, number>, cause: string, ev: EventSink): void {
  for (const [id, amount] of batch) {
    const u = byId(s, id);
    if (!u.alive || amount <= 0) continue;
    u.hp -= amount;
    if (visibleToEnemy(u)) markSeen(s, u);
    ev?.push({ type: 'damage', to: seersOf(u), data: { u: u.id, cls: u.cls, owner: u.owner, hex: u.hex, amount, cause, hp: Math.max(0, u.hp) } });
  }
  for (const id of batch.keys()) sinkIfDead(s, byId(s, id), ev);
}

/** Remove a unit without sinking it (not into the destroyed-units area). */
export function removeUnit(s: NavalState, u: Unit, why: string, ev: EventSink): void {
  u.goneSeen = visibleToEnemy(u);
  ev?.push({ type: 'removed', to: seersOf(u), data: { u: u.id, owner: u.owner, cls: u.cls, why } });
  u.alive = false;
  u.removed = true;
  unitsChanged(s);
  u.hex = -1;
  removeFromPending(s, u.id);
}

function addTo(batch: Map<number, number>, id: number, amount: number): void {
  batch.set(id, (batch.get(id) ?? 0) + amount);
}

/**
 * 移动判定: every unit in a shared hex deals 2× its max HP to every other unit there. SS take no part;
 * a C/ML sharing a hex with another unit is removed instead (and deals nothing).
 */
export function resolveCollisions(s: NavalState, ev: EventSink): void {
  const { opts, stats } = s.ctx;
  // Most movement phases end with every ship on a hex of its own: nothing to resolve, nothing to build.
  if (!shipsShareAHex(s)) return;
  const byHex = new Map<number, Unit[]>();
  for (const u of afloat(s)) {
    if (!onBoard(u) || u.cls === 'SS') continue;
    const l = byHex.get(u.hex);
    if (l) l.push(u);
    else byHex.set(u.hex, [u]);
  }
  const batch = new Map<number, number>();
  for (const [h, here] of byHex) {
    if (here.length < 2) continue;
    for (const u of here) {
      // Contact: everyone in the hex sees everyone in it this turn.
      if (here.some((o) => o.owner !== u.owner) && !u.exposed) {
        u.exposed = true;
        markSeen(s, u);
      }
    }
    const aux = here.filter((u) => u.cls === 'C' || u.cls === 'ML');
    const ships = here.filter((u) => u.cls !== 'C' && u.cls !== 'ML');
    for (const a of aux) {
      const overlapped = here.some((o) => o !== a && (opts.auxRemovedByFriends || o.owner !== a.owner));
      if (overlapped) removeUnit(s, a, 'overlap', ev);
    }
    if (ships.length < 2) continue;
    const to: Visibility = ships.some((u) => u.owner !== ships[0].owner) ? 'all' : SEAT_ONLY[ships[0].owner];
    ev?.push({ type: 'collision', to, data: { hex: h, units: ships.map((u) => u.id) } });
    for (const a of ships) {
      for (const b of ships) if (a !== b) addTo(batch, b.id, opts.collisionFactor * stats[a.cls].hp);
    }
  }
  damageBatch(s, batch, 'collision', ev);
}

/** Do two units other than SS stand on one hex? One pass, marking hexes with this call's stamp. */
export function shipsShareAHex(s: NavalState): boolean {
  const n = s.ctx.board.n;
  if (hexStamps.length !== n) {
    hexStamps = new Int32Array(n);
    stampCount = 0;
  }
  if (stampCount === 0x7fffffff) {
    hexStamps.fill(0);
    stampCount = 0;
  }
  const stamp = ++stampCount;
  for (const u of afloat(s)) {
    if (!onBoard(u) || u.cls === 'SS') continue;
    if (hexStamps[u.hex] === stamp) return true;
    hexStamps[u.hex] = stamp;
  }
  return false;
}

let hexStamps = new Int32Array(0);
let stampCount = 0;

/** A unit has just entered hex h: enemy mines hurt everything but SS and DD (次数不限). */
export function enterHex(s: NavalState, u: Unit, h: number, ev: EventSink): void {
  if (u.cls === 'SS' || u.cls === 'DD') return;
  for (const m of s.mines) {
    if (m.hex !== h || m.owner === u.owner) continue;
    const reveal = s.ctx.opts.mineHitReveals;
    if (reveal) m.revealed = true;
    // Unrevealed (option), the hit is the two sides' news only: spectators see no hidden mine.
    ev?.push({ type: 'mineHit', to: reveal ? 'all' : BOTH_SEATS, data: { hex: h, u: u.id, owner: u.owner } });
    damage(s, u, s.ctx.opts.mineDamage, 'mine', ev);
    return;
  }
}

/** A DD stopping on an enemy mine clears it (变回普通格子). */
export function stopOnHex(s: NavalState, u: Unit, ev: EventSink): void {
  if (u.cls !== 'DD' || !u.alive) return;
  const i = s.mines.findIndex((m) => m.hex === u.hex && m.owner !== u.owner);
  if (i < 0) return;
  s.mines.splice(i, 1);
  ev?.push({ type: 'mineCleared', to: 'all', data: { hex: u.hex, u: u.id, owner: u.owner } });
}

/** The defender's AA protecting hex h: its units' AA there plus DD/CL within distance 1 (叠加). */
export function hexAA(s: NavalState, h: number, defender: Seat): number {
  const { board, stats } = s.ctx;
  let aa = 0;
  for (const u of afloat(s)) {
    if (!onBoard(u) || u.owner !== defender) continue;
    const d = board.dist[u.hex * board.n + h];
    if (d === 0 || (d === 1 && stats[u.cls].aaAura)) aa += stats[u.cls].air;
  }
  return aa;
}

/**
 * One attack of a sortie on hex h (航空战判定): AA zone first, then targets, then the die.
 * Returns false when the sortie is shot down (it ends).
 */
export function airAttack(s: NavalState, cv: Unit, kind: 'torpedo' | 'dive', h: number, ev: EventSink): boolean {
  const { opts, board } = s.ctx;
  const enemy = 1 - cv.owner;
  const zone = s.zones.find((z) => z.owner === enemy && !z.spent && board.dist[z.hex * board.n + h] <= opts.fighterRadius);
  if (zone) {
    zone.spent = true;
    ev?.push({ type: 'shotDown', to: 'all', data: { cv: cv.id, owner: cv.owner, hex: h, kind } });
    damage(s, cv, opts.fighterShootDownDamage, 'fighters', ev);
    // The whole sortie is downed, or (option) only this attack: the sortie flies on to its other hexes.
    return opts.fighterDowns === 'attack';
  }
  const targets = unitsAt(s, h, enemy).filter((u) => opts.airHitsSubs || u.cls !== 'SS');
  if (targets.length === 0) {
    ev?.push({ type: 'noTarget', to: SEAT_ONLY[cv.owner], data: { cv: cv.id, hex: h, kind } });
    return true;
  }
  // The aircraft see what they attack.
  for (const t of targets) {
    t.exposed = true;
    markSeen(s, t);
  }
  const aa = hexAA(s, h, enemy);
  const roll = s.rng.die(opts.die);
  const half = Math.ceil(aa / 2);
  let dmg = 0;
  let cvLoss = 0;
  if (roll >= aa) dmg = kind === 'torpedo' ? opts.torpedoBomberDamage : 1 + (roll - aa);
  else if (roll > half) {
    dmg = 1;
    cvLoss = 1;
  } else cvLoss = 1;
  ev?.push({ type: 'airRoll', to: 'all', data: { cv: cv.id, owner: cv.owner, hex: h, kind, roll, aa, dmg, cvLoss } });
  for (const t of targets) damage(s, t, dmg, kind === 'torpedo' ? 'torpedoBombers' : 'diveBombers', ev);
  if (cvLoss > 0) damage(s, cv, cvLoss, 'airAttack', ev);
  return true;
}

/** 炮击补正: 1 + (shooter tier − target tier), floored. */
export function shellDamage(s: NavalState, shooter: Unit, target: Unit): number {
  const { stats, opts } = s.ctx;
  const tier = stats[target.cls].tier;
  // SS have no tier; shellable (option), they rank with the other lowest ships.
  const ts = tier === null ? (opts.shellSubs ? 0 : null) : tier;
  if (ts === null) return 0;
  return Math.max(opts.shellMinDamage, 1 + (stats[shooter.cls].tier ?? 0) - ts);
}

/** Resolve every aimed shot of both sides at once (双方选择完成后…随后进行判定). */
export function resolveShelling(s: NavalState, ev: EventSink): void {
  const { opts, board } = s.ctx;
  const sideRoll = [0, 0];
  for (const seat of [s.first, 1 - s.first]) {
    if (opts.shellRoll === 'side' && s.aims[seat].length > 0) {
      sideRoll[seat] = s.rng.die(opts.die);
      ev?.push({ type: 'shellDie', to: 'all', data: { seat, roll: sideRoll[seat] } });
    }
  }
  const batch = new Map<number, number>();
  for (const seat of [s.first, 1 - s.first]) {
    for (const aim of s.aims[seat]) {
      const shooter = byId(s, aim.unit);
      if (!onBoard(shooter)) continue;
      const d = board.dist[shooter.hex * board.n + aim.hex];
      const need = opts.shellThreshold[Math.min(d, opts.shellThreshold.length - 1)];
      const roll = opts.shellRoll === 'side' ? sideRoll[seat] : s.rng.die(opts.die);
      const hit = roll >= need;
      ev?.push({ type: 'shell', to: SEAT_ONLY[seat], data: { u: aim.unit, hex: aim.hex, dist: d, roll, need, hit } });
      if (!hit) continue;
      for (const t of unitsAt(s, aim.hex, 1 - seat)) {
        const dmg = shellDamage(s, shooter, t);
        if (dmg > 0) addTo(batch, t.id, dmg);
      }
    }
  }
  damageBatch(s, batch, 'shelling', ev);
  s.aims[0].length = 0;
  s.aims[1].length = 0;
}

/** 雷击: d6 to units on hexes whose centre the line passes, half (floor) to hexes it crosses. */
export function torpedoAttack(s: NavalState, shooter: Unit, target: number, ev: EventSink): void {
  const { opts, board } = s.ctx;
  shooter.mine--;
  const roll = s.rng.die(opts.die);
  const from = shooter.hex;
  const line = board.line(from, target);
  ev?.push({ type: 'torpedo', to: seersOf(shooter), data: { u: shooter.id, owner: shooter.owner, from, hex: target, roll } });
  const batch = new Map<number, number>();
  const row = from * board.n;
  for (const u of afloat(s)) {
    // Beyond the line's reach nothing is hit (torpedoDamageAt would say 0): most units, most shots.
    if (!onBoard(u) || u === shooter || board.dist[row + u.hex] > line.reach) continue;
    const dmg = torpedoDamageAt(s, line, from, target, roll, u.hex);
    if (dmg > 0) addTo(batch, u.id, dmg);
  }
  damageBatch(s, batch, 'torpedo', ev);
}

/**
 * What a torpedo from `from` to `target` deals on hex h (0: nothing): the roll where the line passes the
 * centre, half where it crosses (or, with torpedoTouchHalf, touches), and the point-blank damage on
 * the hexes next to the firer that the line enters (option: touches too) or on an adjacent target.
 * Later rules override earlier ones, in the rulebook's order. (Asked per unit: no map per torpedo.)
 */
function torpedoDamageAt(s: NavalState, line: TorpedoLine, from: number, target: number, roll: number, h: number): number {
  const { opts, board } = s.ctx;
  const inFull = line.full.includes(h);
  const inHalf = line.half.includes(h);
  const inTouch = line.touch.includes(h);
  let dmg = 0;
  if (inFull) dmg = roll;
  if (inHalf) dmg = Math.floor(roll / 2);
  if (opts.torpedoTouchHalf && inTouch) dmg = Math.floor(roll / 2);
  if (opts.pointBlank === 'adjacent') {
    const entered = inFull || inHalf || (opts.pointBlankTouch && inTouch);
    if (entered && board.dist[from * board.n + h] === 1) dmg = opts.pointBlankDamage;
  } else if (opts.pointBlank === 'target' && h === target && board.dist[from * board.n + target] === 1) {
    dmg = opts.pointBlankDamage;
  }
  return dmg;
}

/** 潜艇回合 1: enemy SS within 2 of a DD are lit at once. */
export function detectSubs(s: NavalState, ev: EventSink): void {
  const { opts, board } = s.ctx;
  // The DDs' hexes first, by owner (one pass), then each unlit SS against the enemy's: this runs every
  // turn, and a pass over every unit per SS cost more than the detection.
  let n0 = 0;
  let n1 = 0;
  for (const dd of afloat(s)) {
    if (dd.cls !== 'DD' || !onBoard(dd)) continue;
    if (dd.owner === 0) ddHexes[0][n0++] = dd.hex;
    else ddHexes[1][n1++] = dd.hex;
  }
  if (n0 === 0 && n1 === 0) return;
  for (const ss of afloat(s)) {
    if (!onBoard(ss) || ss.cls !== 'SS' || ss.lit) continue;
    const enemy = ddHexes[1 - ss.owner];
    const count = ss.owner === 0 ? n1 : n0;
    const row = ss.hex;
    let spotted = false;
    for (let i = 0; i < count; i++) {
      if (board.dist[enemy[i] * board.n + row] <= opts.ddDetectRadius) {
        spotted = true;
        break;
      }
    }
    if (!spotted) continue;
    ss.lit = true;
    markSeen(s, ss);
    ev?.push({ type: 'subLit', to: 'all', data: { u: ss.id, owner: ss.owner, hex: ss.hex } });
  }
}

/** Scratch for detectSubs: DD hexes of each seat (a side fields at most 8 DD, plus a margin). */
const ddHexes: [number[], number[]] = [[], []];

/** Whether a DD may destroy an enemy SS now (killableSubs without the list). */
export function canKillSub(s: NavalState, dd: Unit): boolean {
  const { opts, board } = s.ctx;
  for (const ss of afloat(s)) {
    if (onBoard(ss) && ss.cls === 'SS' && ss.owner !== dd.owner && ss.lit && board.dist[dd.hex * board.n + ss.hex] <= opts.ddKillRadius) return true;
  }
  return false;
}

/** Enemy SS a DD may destroy outright (距离为1或0, lit). */
export function killableSubs(s: NavalState, dd: Unit): Unit[] {
  const { opts, board } = s.ctx;
  const out: Unit[] = [];
  for (const ss of afloat(s)) {
    if (onBoard(ss) && ss.cls === 'SS' && ss.owner !== dd.owner && ss.lit && board.dist[dd.hex * board.n + ss.hex] <= opts.ddKillRadius) {
      out.push(ss);
    }
  }
  return out;
}
