// Bots' coarser view of movement: a ship's whole move is one choice, its destination (`moveTo`),
// instead of one choice per hex (random games spend ~40 % of their decisions on single steps, and a
// search spent its budget on each). People keep step-by-step play; a bot plays its chosen destination
// as the real steps (`macroStep`), so the match's log holds only legal actions. Paths use only what
// the moving side knows: the board, its own minefields (impassable), enemy mines it has seen (avoided).
import type { EventSink, Seat } from '../../engine/index.js';
import type { NavalAction } from './actions.js';
import { PASS, shared, unitActions } from './action-table.js';
import { legalActions, moveAllowance, passable } from './legal.js';
import { fighterChoices, reconChoices, shellingChoices, strikeChoices, torpedoChoices } from './plausible.js';
import type { Board } from './board.js';
import { byId, onBoard, type NavalState, type Unit } from './state.js';

type MoveTo = Extract<NavalAction, { t: 'moveTo' }>;

/** Phases with moves, offered whole (in the supply phase a C/ML then still resupplies, lays or stops). */
function wholeMoves(s: NavalState): boolean {
  return s.phase === 'move' || s.phase === 'subMove' || s.phase === 'supply';
}

const moveTos = new Map<number, MoveTo[]>();

function moveTo(u: number, h: number): MoveTo {
  let arr = moveTos.get(u);
  if (arr === undefined) moveTos.set(u, (arr = []));
  let a = arr[h];
  if (a === undefined) arr[h] = a = shared({ t: 'moveTo', u, h });
  return a;
}

/** A seen enemy mine that would hurt u on entering h (SS and DD pass mines unharmed). */
function knownMine(s: NavalState, u: Unit, h: number): boolean {
  if (u.cls === 'SS' || u.cls === 'DD') return false;
  for (const m of s.mines) if (m.hex === h && m.owner !== u.owner && m.revealed) return true;
  return false;
}

/**
 * Breadth-first search from u's hex up to `left` steps: parent[h] (-1 = unreached; the start is its own
 * parent). Known enemy mines are crossed only when `throughMines` (a second search, for what the first
 * cannot reach), and may always be the destination.
 */
function search(s: NavalState, u: Unit, left: number, throughMines: boolean, parent: Int16Array): void {
  const { nbrs, base } = s.ctx.board;
  // Most searches meet no mine at all: then passable() is only "not a base" (one check per hex).
  const mines = s.mines.length > 0;
  if (!mines) throughMines = true;
  parent.fill(-1);
  parent[u.hex] = u.hex;
  // The queue holds the hexes layer by layer (searches run inside bot searches: no allocation).
  const queue = scratchQueue(parent.length);
  queue[0] = u.hex;
  let head = 0;
  let tail = 1;
  for (let k = 0; k < left && head < tail; k++) {
    const end = tail;
    for (; head < end; head++) {
      const h = queue[head];
      // A mine hex ends a path: entering it is the harm, going on adds none but is not a shortcut.
      if (h !== u.hex && !throughMines && knownMine(s, u, h)) continue;
      for (const x of nbrs[h]) {
        if (parent[x] >= 0 || x === base[0] || x === base[1] || (mines && !passable(s, u, x))) continue;
        parent[x] = h;
        queue[tail++] = x;
      }
    }
  }
}

let queueBuffer = new Int16Array(0);
function scratchQueue(n: number): Int16Array {
  if (queueBuffer.length < n) queueBuffer = new Int16Array(n);
  return queueBuffer;
}

// The parents of the latest search: read before the next one starts (nothing here nests them).
let parentBuffer = new Int16Array(0);
function scratchParent(n: number): Int16Array {
  if (parentBuffer.length !== n) parentBuffer = new Int16Array(n);
  return parentBuffer;
}

/** Does u know of an enemy mine that would hurt it anywhere (else paths need no second search)? */
function knowsMines(s: NavalState, u: Unit): boolean {
  if (u.cls === 'SS' || u.cls === 'DD') return false;
  for (const m of s.mines) if (m.owner !== u.owner && m.revealed) return true;
  return false;
}

/** Steps left for unit u in this phase (its active move, else its full allowance). */
function stepsLeft(s: NavalState, u: Unit): number {
  return s.active && s.active.unit === u.id ? s.active.left : moveAllowance(s, u);
}

/**
 * Does no minefield bear on u's paths this phase (no mine of its own to keep out of, nor a seen enemy
 * mine to go around, within its steps left)? Then its search is the board's own breadth-first tree
 * from its hex (`boardTree`): a search of k steps never meets a hex farther than k.
 */
function plainPaths(s: NavalState, u: Unit, left: number): boolean {
  const mines = s.mines;
  if (mines.length === 0) return true;
  const { board } = s.ctx;
  const hurts = u.cls !== 'SS' && u.cls !== 'DD';
  for (const m of mines) {
    const bears = m.owner === u.owner ? u.cls !== 'SS' : hurts && m.revealed;
    if (bears && board.dist[u.hex * board.n + m.hex] <= left) return false;
  }
  return true;
}

/**
 * The breadth-first tree `search` grows from hex `from` with nothing but the bases in the way, to any
 * depth: the same parents (the same neighbour order, layer by layer), and each hex's depth (255 =
 * unreached). A search limited to k steps reaches exactly the hexes of depth ≤ k, by these parents.
 * Cached per board and hex: ships ask it at every decision and every searched move.
 */
interface Tree {
  readonly parent: Int16Array;
  readonly depth: Uint8Array;
  /** Hexes of depth 1..k in hex order, by k (filled on demand). */
  readonly within: (number[] | undefined)[];
  /** The path to each hex (the hex last), by hex (filled on demand): a move searched is replayed in every iteration that takes it. */
  readonly paths: (readonly number[] | undefined)[];
}

const trees = new WeakMap<Board, (Tree | undefined)[]>();

function boardTree(board: Board, from: number): Tree {
  let all = trees.get(board);
  if (all === undefined) trees.set(board, (all = []));
  let t = all[from];
  if (t !== undefined) return t;
  const { n, nbrs, base } = board;
  const parent = new Int16Array(n).fill(-1);
  const depth = new Uint8Array(n).fill(255);
  const queue = new Int16Array(n);
  parent[from] = from;
  depth[from] = 0;
  queue[0] = from;
  for (let head = 0, tail = 1; head < tail; head++) {
    const h = queue[head];
    for (const x of nbrs[h]) {
      if (parent[x] >= 0 || x === base[0] || x === base[1]) continue;
      parent[x] = h;
      depth[x] = Math.min(254, depth[h] + 1);
      queue[tail++] = x;
    }
  }
  all[from] = t = { parent, depth, within: [], paths: [] };
  return t;
}

/** The hexes of depth 1..k of a tree, in hex order (shared: read only). */
function treeWithin(t: Tree, k: number): readonly number[] {
  let list = t.within[k];
  if (list === undefined) {
    list = [];
    for (let h = 0; h < t.depth.length; h++) if (t.depth[h] >= 1 && t.depth[h] <= k) list.push(h);
    t.within[k] = list;
  }
  return list;
}

/** The hexes u can end on this phase, its own excluded, in hex order (read only). */
function destinations(s: NavalState, u: Unit): readonly number[] {
  const left = stepsLeft(s, u);
  if (plainPaths(s, u, left)) return treeWithin(boardTree(s.ctx.board, u.hex), left);
  const parent = scratchParent(s.ctx.board.n);
  search(s, u, left, true, parent);
  const out: number[] = [];
  for (let h = 0; h < parent.length; h++) if (parent[h] >= 0 && h !== u.hex) out.push(h);
  return out;
}

/**
 * Paths found by search when a minefield bears on them, by what they are worked out from (the
 * mover's side and class, its hex, steps left, the goal, every mine's hex, owner and whether it is
 * seen): a searched move is played again in every iteration that takes it, each time with the same
 * searches. For one board; at most PATHS_CAP kept before starting over.
 */
const paths = { board: null as Board | null, found: new Map<string, readonly number[] | null>() };
const PATHS_CAP = 4096;

function pathKey(s: NavalState, u: Unit, left: number, h: number): string {
  let key = `${u.owner}${u.cls}:${u.hex}:${left}:${h}`;
  for (const m of s.mines) key += m.revealed ? `,${m.hex}:${m.owner}+` : `,${m.hex}:${m.owner}`;
  return key;
}

/** The hexes of a shortest path from u's hex to h (h last), avoiding seen enemy mines where it can; null if out of reach (read only). */
function pathTo(s: NavalState, u: Unit, h: number): readonly number[] | null {
  const left = stepsLeft(s, u);
  if (plainPaths(s, u, left)) {
    const t = boardTree(s.ctx.board, u.hex);
    if (t.depth[h] > left || h === u.hex) return h === u.hex ? NO_PATH : null;
    let path = t.paths[h];
    if (path === undefined) {
      const back: number[] = [];
      for (let x = h; x !== u.hex; x = t.parent[x]) back.push(x);
      t.paths[h] = path = back.reverse();
    }
    return path;
  }
  if (paths.board !== s.ctx.board || paths.found.size >= PATHS_CAP) {
    paths.board = s.ctx.board;
    paths.found.clear();
  }
  const key = pathKey(s, u, left, h);
  const known = paths.found.get(key);
  if (known !== undefined) return known;
  const found = searchPath(s, u, left, h);
  paths.found.set(key, found);
  return found;
}

const NO_PATH: readonly number[] = [];

function searchPath(s: NavalState, u: Unit, left: number, h: number): readonly number[] | null {
  const parent = scratchParent(s.ctx.board.n);
  const around = knowsMines(s, u);
  search(s, u, left, !around, parent);
  if (parent[h] < 0 && around) search(s, u, left, true, parent);
  if (parent[h] < 0) return null;
  const path: number[] = [];
  for (let x = h; x !== u.hex; x = parent[x]) path.push(x);
  return path.reverse();
}

/** Whole moves for the movement phases, plausible targets for attacks (null elsewhere: the legal actions are the choices). */
export function macroActions(s: NavalState, seat: Seat): NavalAction[] | null {
  if (seat !== s.actor) return null;
  // Attacks: only at plausible targets (plausible.ts).
  if (s.phase === 'shelling') return shellingChoices(s, seat);
  if (s.phase === 'torpedo' || s.phase === 'subTorpedo') return torpedoChoices(s, seat);
  if (s.phase === 'strike') return strikeChoices(s, seat);
  if (s.phase === 'recon') return reconChoices(s, seat);
  if (s.phase === 'fighters') return fighterChoices(s, seat);
  if (!wholeMoves(s)) return null;
  if (s.phase === 'supply') return supplyChoices(s, seat);
  const out: NavalAction[] = [];
  if (s.active) {
    if (s.active.sortie) return null;
    const u = byId(s, s.active.unit);
    for (const h of destinations(s, u)) out.push(moveTo(u.id, h));
    out.push(unitActions(u.id).stop, PASS);
    return out;
  }
  // One ship at a time, in the phase's order: its destinations, staying put, or the whole side passing.
  // Offering every pending ship's moves at once (~300 choices) cost a search ten times as much.
  const id = s.pending[seat][0];
  if (id !== undefined) {
    const u = byId(s, id);
    if (moveAllowance(s, u) > 0) for (const h of destinations(s, u)) out.push(moveTo(id, h));
    out.push(unitActions(id).stop);
  }
  out.push(PASS);
  return out;
}

/**
 * The supply phase, where bots search nothing: each act is one plausible choice, in turn for the
 * minelayer (ML) on the board (`minelayerAct`), the supply ship (C) (`supplyShipAct`), then the
 * reinforcement slot (`reinforcementAct`); with nothing useful left the seat passes. The evaluation
 * counts a C's or ML's hull as material and cannot see mines or a coming resupply, so searches found
 * these choices alike or chose them for the hull (a bot used to bring a C every turn and keep it), and
 * they were a quarter of normal's time.
 */
function supplyChoices(s: NavalState, seat: Seat): NavalAction[] {
  const legal = legalActions(s, seat);
  const moving = s.active ? [s.active.unit] : s.pending[seat];
  for (const id of moving) if (id >= 0 && byId(s, id).cls === 'ML') return [minelayerAct(s, byId(s, id), legal)];
  const needy = needingSupply(s, seat);
  for (const id of moving) if (id >= 0 && byId(s, id).cls === 'C') return [supplyShipAct(s, byId(s, id), legal, needy)];
  return [reinforcementAct(s, seat, legal, needy) ?? PASS];
}

/**
 * A minelayer's act: it stays where it is and lays its mine on the free hex beside it nearest the
 * enemy base (lowest hex on a tie), or stops when it has none. The evaluation cannot see mines, so a
 * search found every move and every lay alike; mines laid outward stand between the enemy and the base.
 */
function minelayerAct(s: NavalState, u: Unit, legal: readonly NavalAction[]): NavalAction {
  const { board } = s.ctx;
  const enemyBase = board.base[1 - u.owner];
  let best: NavalAction | null = null;
  let bestDist = Infinity;
  for (const a of legal) {
    if (a.t !== 'lay' || a.u !== u.id) continue;
    const d = board.dist[a.h * board.n + enemyBase];
    if (d < bestDist) {
      bestDist = d;
      best = a;
    }
  }
  return best ?? unitActions(u.id).stop;
}

/** Distance from hex h to the nearest of `ships` (Infinity when there are none). */
function nearest(s: NavalState, h: number, ships: readonly Unit[]): number {
  const { board } = s.ctx;
  let d = Infinity;
  for (const u of ships) d = Math.min(d, board.dist[h * board.n + u.hex]);
  return d;
}

/**
 * A supply ship's act: resupply where it serves; else move (whole) to the reachable hex nearest a ship
 * that needs it, not onto a hex of the seat's own (it would be run over), if that brings it nearer;
 * else stop.
 */
function supplyShipAct(s: NavalState, c: Unit, legal: readonly NavalAction[], needy: readonly Unit[]): NavalAction {
  const acts = unitActions(c.id);
  if (serves(s, c.hex, needy)) return acts.resupply;
  if (needy.length === 0 || !legal.some((a) => a.t === 'step' && a.u === c.id)) return acts.stop;
  let best = -1;
  let bestDist = nearest(s, c.hex, needy);
  for (const h of destinations(s, c)) {
    const d = nearest(s, h, needy);
    if (d < bestDist && d > 0 && !ownUnitAt(s, c.owner, h)) {
      best = h;
      bestDist = d;
    }
  }
  return best < 0 ? acts.stop : moveTo(c.id, best);
}

function ownUnitAt(s: NavalState, seat: Seat, h: number): boolean {
  for (const u of s.units) if (u.owner === seat && u.hex === h && onBoard(u)) return true;
  return false;
}

/**
 * The reinforcement slot's act: an ML while one may come, by the base on the ring hex nearest the
 * enemy base; a C while a ship needs one and no C of the seat is afloat, on the ring hex nearest such
 * a ship; else none (lowest hex on ties).
 */
function reinforcementAct(s: NavalState, seat: Seat, legal: readonly NavalAction[], needy: readonly Unit[]): NavalAction | null {
  const { board } = s.ctx;
  const enemyBase = board.base[1 - seat];
  let ml: NavalAction | null = null;
  let mlDist = Infinity;
  let c: NavalAction | null = null;
  let cDist = Infinity;
  const cAfloat = s.units.some((u) => u.owner === seat && u.cls === 'C' && onBoard(u));
  for (const a of legal) {
    if (a.t !== 'reinforce') continue;
    if (a.cls === 'ML') {
      const d = board.dist[a.h * board.n + enemyBase];
      if (d < mlDist) [ml, mlDist] = [a, d];
    } else if (needy.length > 0 && !cAfloat) {
      const d = nearest(s, a.h, needy);
      if (d < cDist) [c, cDist] = [a, d];
    }
  }
  return ml ?? c;
}

/** The seat's ships a resupply would help: below half their HP, or short of torpedoes. */
function needingSupply(s: NavalState, seat: Seat): Unit[] {
  const out: Unit[] = [];
  for (const u of s.units) {
    if (u.owner !== seat || !onBoard(u) || u.cls === 'C' || u.cls === 'ML') continue;
    const st = s.ctx.stats[u.cls];
    if (u.hp < Math.ceil(st.hp / 2) || u.mine < st.mine) out.push(u);
  }
  return out;
}

/** Would a C on hex h reach one of `needy` with its resupply? */
function serves(s: NavalState, h: number, needy: readonly Unit[]): boolean {
  const { board, opts } = s.ctx;
  for (const u of needy) if (board.dist[h * board.n + u.hex] <= opts.supplyRadius) return true;
  return false;
}

/** Is unit `id` still to finish its move in this phase? */
function stillMoving(s: NavalState, seat: Seat, u: Unit): boolean {
  if (!wholeMoves(s) || s.actor !== seat || !onBoard(u)) return false;
  if (s.active) return s.active.unit === u.id && s.active.sortie === null;
  return s.pending[seat].includes(u.id);
}

/** The legal action that carries a whole move on: the next step, or `stop` on arrival; null when it is over. */
export function macroStep(s: NavalState, seat: Seat, a: NavalAction): NavalAction | null {
  if (a.t !== 'moveTo') return null;
  const u = byId(s, a.u);
  if (!stillMoving(s, seat, u)) return null;
  // Arrived: a ship stops; a C/ML in the supply phase goes on to decide what it does there.
  if (u.hex === a.h) return s.phase === 'supply' ? null : unitActions(u.id).stop;
  const path = pathTo(s, u, a.h);
  return path === null ? null : unitActions(u.id).at('step', path[0]);
}

/** Apply a whole move (in a search): its steps along one path, then `stop` unless the move ended by itself. */
export function applyMoveTo(s: NavalState, seat: Seat, a: MoveTo, ev: EventSink, apply: (s: NavalState, seat: Seat, a: NavalAction, ev: EventSink) => void): void {
  const u = byId(s, a.u);
  if (!stillMoving(s, seat, u)) return;
  const acts = unitActions(u.id);
  for (const h of pathTo(s, u, a.h) ?? []) {
    apply(s, seat, acts.at('step', h), ev);
    // Sunk on the way (a mine), or out of steps: the move has ended by itself.
    if (!stillMoving(s, seat, u)) return;
  }
  if (s.phase !== 'supply') apply(s, seat, acts.stop, ev);
}
