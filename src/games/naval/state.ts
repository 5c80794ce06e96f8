// The naval game state: plain, mutable, JSON-serializable (the derived board/stat tables ride along
// in a non-enumerable `ctx`, so hashing and serializing see only the facts of the match).
import { ctxByOptions, ctxPrototypes, type Rng, type Seat } from '../../engine/index.js';
import { boardFor, type Board } from './board.js';
import { SHIP_CLASSES, SHIP_TABLE, type CombatClass, type ShipClass, type ShipStats } from './data.js';
import type { NavalOptions } from './options.js';
import { REINFORCEMENT_BASE } from './unit-number.js';

/** The seven phases of a turn (补给, 移动, 航空侦察, 航空战 ×2, 炮击战, 雷击战, 潜艇回合 ×3), after setup. */
export type Phase =
  | 'build' // fleet building (simultaneous, secret)
  | 'deploy' // deployment (simultaneous, secret)
  | 'supply' // 补给回合
  | 'move' // 移动
  | 'recon' // 航空侦察回合
  | 'fighters' // 航空战 第一部分: 优先防空区域
  | 'strike' // 航空战 第二部分: 攻击机
  | 'shelling' // 炮击战回合
  | 'torpedo' // 雷击战
  | 'subDetect' // 潜艇回合 1: 点亮 / DD 击毁
  | 'subMove' // 潜艇回合 2: 移动
  | 'subTorpedo' // 潜艇回合 3: 鱼雷攻击
  | 'over';

export interface Unit {
  id: number;
  owner: Seat;
  cls: ShipClass;
  /** Hex index, or -1 when not (yet, or any more) on the board. */
  hex: number;
  hp: number;
  /** 雷击值: torpedo attacks left. */
  mine: number;
  alive: boolean;
  /** Left the board without being sunk (a C after resupplying, a C/ML run over): not in 击毁单位区域. */
  removed: boolean;
  /** 点亮: seen by the enemy for the rest of this turn (recon, DD detection). */
  lit: boolean;
  /** Seen by the enemy this turn through contact (collision, air attack, mine) without being lit. */
  exposed: boolean;
  /** What the enemy last saw of this unit (for its view and determinization); -1 = never. */
  seenHex: number;
  seenTurn: number;
  seenHp: number;
  /** The enemy saw it leave the board (removed in sight). */
  goneSeen: boolean;
}

export interface Mine {
  hex: number;
  owner: Seat;
  /** Known to the enemy once it has hit one of their ships or been cleared. */
  revealed: boolean;
}

/** 优先防空区域: shoots down the first enemy attacker into it. */
export interface FighterZone {
  owner: Seat;
  cv: number;
  hex: number;
  spent: boolean;
}

export interface Aim {
  unit: number;
  hex: number;
}

/** A compound act in progress: a unit stepping, or a CV's sortie designating hexes. */
export interface Active {
  unit: number;
  /** Steps left to move, or hexes left to strike. */
  left: number;
  sortie: 'torpedo' | 'dive' | null;
  /** Hexes already struck by this sortie (distinct hexes). */
  struck: number[];
}

export interface SideSetup {
  fleet: CombatClass[];
  built: boolean;
}

export interface Ctx {
  readonly opts: NavalOptions;
  readonly board: Board;
  readonly stats: Readonly<Record<ShipClass, ShipStats>>;
}

export interface NavalState {
  readonly ctx: Ctx;
  turn: number;
  phase: Phase;
  /** Who acts first inside each phase this turn. */
  first: Seat;
  /** Whose go it is inside an alternating phase. */
  actor: Seat;
  units: Unit[];
  /** Units (ids) of each seat yet to act in this phase; -1 = the reinforcement slot in 补给. */
  pending: [number[], number[]];
  active: Active | null;
  setup: [SideSetup, SideSetup];
  mines: Mine[];
  zones: FighterZone[];
  aims: [Aim[], Aim[]];
  /** Hexes each seat's recon covered this turn. */
  scouted: [number[], number[]];
  /** Supply ships deployed this turn, minelayers deployed in total. */
  cThisTurn: [number, number];
  mlTotal: [number, number];
  /** Consecutive turn-ends holding the ring around the enemy base. */
  hold: [number, number];
  /** -1 undecided, 0/1 winner, 2 draw. */
  winner: number;
  reason: string;
  rng: Rng;
}

const statsCache = new WeakMap<NavalOptions, Record<ShipClass, ShipStats>>();

export function statsFor(opts: NavalOptions): Record<ShipClass, ShipStats> {
  let s = statsCache.get(opts);
  if (!s) {
    s = {} as Record<ShipClass, ShipStats>;
    for (const c of SHIP_CLASSES) s[c] = { ...SHIP_TABLE[c], ...(opts.ships[c] ?? {}) };
    statsCache.set(opts, s);
  }
  return s;
}

function buildCtx(opts: NavalOptions): Ctx {
  return { opts, board: boardFor(opts.board), stats: statsFor(opts) };
}

/** A state's fields, with the prototype that lends it its ctx. */
type Body = Omit<NavalState, 'ctx'> & { __proto__: object };

const protoFor = ctxPrototypes<Ctx>();

/** The ctx for these options: one per distinct options, so all their matches' states share hidden classes. */
export const makeCtx = ctxByOptions(buildCtx);

// One shape for every state's arrays: V8 compiles naval code for the arrays it has seen, and an array
// of another elements kind (an empty `[]` is "small integers", `map` makes "holey" arrays) sent the
// optimised code back to the interpreter, over and over (issue 19). So arrays of objects or strings
// are made "packed objects" from birth, even empty, and copied with plain loops.
const SEED = {};

/** An empty array already of the "packed objects" kind (the seed's kind stays after the pop). */
export function objectArray<T>(): T[] {
  const a = [SEED] as unknown as T[];
  a.pop();
  return a;
}

/** `src.map(f)` into an objectArray. */
export function mapObjects<T, U>(src: readonly T[], f: (x: T) => U): U[] {
  const out = objectArray<U>();
  for (let i = 0; i < src.length; i++) out.push(f(src[i]));
  return out;
}

/** `src.filter(keep)` into an objectArray. */
export function keepObjects<T>(src: readonly T[], keep: (x: T) => boolean): T[] {
  const out = objectArray<T>();
  for (let i = 0; i < src.length; i++) if (keep(src[i])) out.push(src[i]);
  return out;
}

const same = <T>(x: T): T => x;

/**
 * The units still alive (deployed or not), in id order. A random game ends with ~55 units fielded and
 * ~8 afloat (supply ships come and go every turn), and every phase start, combat resolution and
 * legal list walked all of them. Kept outside the state (its JSON and hash stay as they were): one
 * list, for the last `units` array asked about, dropped by `unitsChanged`. Measured in instructions
 * (callgrind): a random game 9 % fewer; an ISMCTS iteration, whose scratch states are refilled all the
 * time, 1 % more. Two homes measured worse: a symbol-keyed field on the state gave every state a
 * hidden class of its own (states carry a prototype), and one on each `units` array cost search 9 %.
 */
let afloatOf: Unit[] | null = null;
let afloatList: Unit[] = [];

export function afloat(s: NavalState): readonly Unit[] {
  const units = s.units;
  if (afloatOf === units) return afloatList;
  const fresh = objectArray<Unit>();
  for (let i = 0; i < units.length; i++) if (units[i].alive) fresh.push(units[i]);
  afloatOf = units;
  afloatList = fresh;
  return fresh;
}

/** A unit of `s` was added, sunk, removed or revived, or `units` reordered in place: its afloat list is stale. */
export function unitsChanged(s: NavalState): void {
  if (afloatOf === s.units) afloatOf = null;
}

export function newState(opts: NavalOptions, rng: Rng): NavalState {
  const body: Body = {
    __proto__: protoFor(makeCtx(opts)),
    turn: 0,
    phase: 'build' as Phase,
    first: 0,
    actor: 0,
    units: objectArray<Unit>(),
    pending: [[], []] as [number[], number[]],
    active: null,
    setup: [
      { fleet: objectArray<CombatClass>(), built: false },
      { fleet: objectArray<CombatClass>(), built: false },
    ] as [SideSetup, SideSetup],
    mines: objectArray<Mine>(),
    zones: objectArray<FighterZone>(),
    aims: [objectArray<Aim>(), objectArray<Aim>()] as [Aim[], Aim[]],
    scouted: [[], []] as [number[], number[]],
    cThisTurn: [0, 0] as [number, number],
    mlTotal: [0, 0] as [number, number],
    hold: [0, 0] as [number, number],
    winner: -1,
    reason: '',
    rng,
  };
  return body as unknown as NavalState; // ctx comes from the prototype
}

export function cloneState(s: NavalState): NavalState {
  const body: Body = {
    __proto__: protoFor(s.ctx),
    turn: s.turn,
    phase: s.phase,
    first: s.first,
    actor: s.actor,
    units: mapObjects(s.units, copyUnit),
    pending: [s.pending[0].slice(), s.pending[1].slice()] as [number[], number[]],
    active: s.active ? copyActive(s.active) : null,
    setup: [
      { fleet: mapObjects(s.setup[0].fleet, same), built: s.setup[0].built },
      { fleet: mapObjects(s.setup[1].fleet, same), built: s.setup[1].built },
    ] as [SideSetup, SideSetup],
    mines: mapObjects(s.mines, copyMine),
    zones: mapObjects(s.zones, copyZone),
    aims: [mapObjects(s.aims[0], copyAim), mapObjects(s.aims[1], copyAim)] as [Aim[], Aim[]],
    scouted: [s.scouted[0].slice(), s.scouted[1].slice()] as [number[], number[]],
    cThisTurn: [s.cThisTurn[0], s.cThisTurn[1]] as [number, number],
    mlTotal: [s.mlTotal[0], s.mlTotal[1]] as [number, number],
    hold: [s.hold[0], s.hold[1]] as [number, number],
    winner: s.winner,
    reason: s.reason,
    rng: s.rng.clone(),
  };
  return body as unknown as NavalState; // ctx comes from the prototype
}

// Field-by-field copies: object spread of these many-field records was a third of search time.
export function copyUnit(u: Unit): Unit {
  return {
    id: u.id,
    owner: u.owner,
    cls: u.cls,
    hex: u.hex,
    hp: u.hp,
    mine: u.mine,
    alive: u.alive,
    removed: u.removed,
    lit: u.lit,
    exposed: u.exposed,
    seenHex: u.seenHex,
    seenTurn: u.seenTurn,
    seenHp: u.seenHp,
    goneSeen: u.goneSeen,
  };
}

export function copyAim(a: Aim): Aim {
  return { unit: a.unit, hex: a.hex };
}

export function copyMine(m: Mine): Mine {
  return { hex: m.hex, owner: m.owner, revealed: m.revealed };
}

export function copyZone(z: FighterZone): FighterZone {
  return { owner: z.owner, cv: z.cv, hex: z.hex, spent: z.spent };
}

/** The key order of every Active literal (apply.ts makes them the same way). */
export function copyActive(a: Active): Active {
  return { unit: a.unit, left: a.left, sortie: a.sortie, struck: a.struck.slice() };
}

/**
 * Ids never tell a seat anything about the enemy: the i-th fleet unit of a seat has id 2i + seat,
 * its k-th reinforcement (C/ML) REINFORCEMENT_BASE + 2k + seat (`unit-number.ts`).
 */
export { REINFORCEMENT_BASE };

export function byId(s: NavalState, id: number): Unit {
  const units = s.units;
  // Where this id was found last (in any state): a unit keeps its index once the fleets are in, so
  // the hint nearly always holds; checked by the id, so a stale hint only costs the search below.
  const hints = id < REINFORCEMENT_BASE ? fleetHints : reinforcementHints;
  const k = id < REINFORCEMENT_BASE ? id : id - REINFORCEMENT_BASE;
  const hint = hints[k];
  if (hint < units.length && units[hint].id === id) return units[hint]; // no read past the end: it deoptimises
  // Units are kept in id order (addUnit): a binary search.
  let lo = 0;
  let hi = units.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const x = units[mid];
    if (x.id === id) {
      if (k >= 0) hints[k] = mid;
      return x;
    }
    if (x.id < id) lo = mid + 1;
    else hi = mid - 1;
  }
  throw new Error(`no unit ${id}`);
}

/** byId's hints: the index each fleet id (by id) and reinforcement id (by id - REINFORCEMENT_BASE) had last. */
const fleetHints: number[] = new Array<number>(1024).fill(0);
const reinforcementHints: number[] = new Array<number>(1024).fill(0);

export function onBoard(u: Unit): boolean {
  return u.alive && u.hex >= 0;
}

/** Id of the index-th fleet unit, or (reinforcement) the index-th reinforcement, of `owner`. */
export function unitId(owner: Seat, index: number, reinforcement: boolean): number {
  return 2 * index + owner + (reinforcement ? REINFORCEMENT_BASE : 0);
}

export function addUnit(s: NavalState, owner: Seat, cls: ShipClass, hex: number, id: number): Unit {
  const st = s.ctx.stats[cls];
  const u: Unit = {
    id,
    owner,
    cls,
    hex,
    hp: st.hp,
    mine: st.mine,
    alive: true,
    removed: false,
    lit: false,
    exposed: false,
    seenHex: -1,
    seenTurn: -1,
    seenHp: st.hp,
    goneSeen: false,
  };
  // Keep units in id order, so nothing about creation order (which may be secret) shows anywhere: the
  // new unit goes in after the last one with a smaller id (ids are unique).
  const units = s.units;
  let i = units.length;
  units.push(u);
  for (; i > 0 && units[i - 1].id > id; i--) units[i] = units[i - 1];
  units[i] = u;
  unitsChanged(s);
  return u;
}

/** Can the enemy of its owner see this unit now? */
export function visibleToEnemy(u: Unit): boolean {
  return onBoard(u) && (u.lit || u.exposed);
}

export function visibleTo(u: Unit, seat: Seat): boolean {
  return u.owner === seat ? onBoard(u) : visibleToEnemy(u);
}

/** Record what the enemy sees of a unit that is visible to it now. */
export function markSeen(s: NavalState, u: Unit): void {
  if (!visibleToEnemy(u)) return;
  u.seenHex = u.hex;
  u.seenTurn = s.turn;
  u.seenHp = u.hp;
}

export const SEAT_ONLY: readonly [readonly Seat[], readonly Seat[]] = [[0], [1]];
