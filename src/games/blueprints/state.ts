// Blueprints state: plain data, cloned explicitly (bots clone by the million).
import { refill, Rng, type Seat } from '../../engine/index.js';
import type { Queue } from '../../engine/queue.js';
import { baseCells } from './board.js';
import { DECKS } from './data.js';
import type { BlueprintsOptions } from './options.js';

/** An object on a production line (made from a blueprint). */
export interface Obj {
  id: number;
  owner: Seat;
  card: number;
  /** Durability left (W). At 0 it is destroyed at the next DEATHS. */
  w: number;
  /** Slot in the owner's `slots` (general lines, then ground lines, then "You"'s line). */
  slot: number;
  /** Coordinate-token pair held, or NO_TOKEN. */
  tok: number;
  /** Its ground token's cell (meaningful while tok ≥ 0 and not on "You"'s line). */
  cell: number;
  /** Face up to everyone (declared, blocked, used, targeted). */
  shown: boolean;
  /** Made this turn: cannot move or attack. */
  fresh: boolean;
  moved: boolean;
  /** Line switches (carry / place) this turn: bounded so a turn always ends (BR-15). */
  sw: number;
  /** Round of its last use (ground objects: once per round). */
  used: number;
}

export const NO_TOKEN = -1;

export interface Player {
  deck: number;
  /** Base pool W (shared with "You" until it separates). */
  pool: number;
  /** The base stands (a base at 0 after separation is destroyed: its lines stop producing). */
  base: boolean;
  alive: boolean;
  /** "You": 0 = not separated (shares the pool); else separated with `youW` W. */
  you: boolean;
  youW: number;
  youCell: number;
  youFresh: boolean;
  youMoved: boolean;
  hand: number[];
  /** Draw pile, top last. */
  pile: number[];
  /** Object id per slot, or -1. */
  slots: number[];
  /** Round the player was eliminated (for ranks), or -1. */
  out: number;
}

/** The attack being resolved: one side table (the queue holds its targets' codes only). */
export interface Attack {
  by: Seat;
  melee: boolean;
  /** Declared weapons, with each weapon's target code (seat, or OBJ_TARGET + object id). */
  weapons: number[];
  targets: number[];
  /** Blocks as pairs [blocker id, weapon index], in the order assigned (the absorb order). */
  blocks: number[];
}

export const OBJ_TARGET = 100;

export type Phase = 'production' | 'action' | 'over';

export interface BpState {
  opts: BlueprintsOptions;
  n: number;
  bases: number[];
  players: Player[];
  objs: Obj[];
  nextId: number;
  /** Coordinate-token pairs: the object holding each, or -1. */
  tokens: number[];
  active: Seat;
  first: Seat;
  round: number;
  turns: number;
  phase: Phase;
  q: Queue;
  atk: Attack | null;
  /** -1 undecided, else the winning seat; -2 a draw. */
  winner: number;
  reason: string;
  rng: Rng;
}

export const GEN = 0;
export const GROUND = 1;
export const YOU_LINE = 2;

/** Which kind of line a slot is: general, ground or "You"'s line. */
export function slotKind(s: BpState, slot: number): number {
  const g = s.opts.generalLines;
  return slot < g ? GEN : slot < g + s.opts.groundLines ? GROUND : YOU_LINE;
}

export function newState(opts: BlueprintsOptions, n: number, rng: Rng): BpState {
  const nSlots = opts.generalLines + opts.groundLines + opts.youSlots;
  const bases = baseCells(n);
  const players: Player[] = [];
  for (let i = 0; i < n; i++) {
    const d = opts.decks?.[i] !== undefined ? DECKS.findIndex((x) => x.id === opts.decks![i]) : rng.int(DECKS.length);
    const pile = rng.shuffle(DECKS[d].cards.slice());
    const hand = pile.splice(pile.length - Math.min(opts.hand, pile.length));
    players.push({
      deck: d, pool: opts.startPool, base: true, alive: true, you: false, youW: 0, youCell: bases[i],
      youFresh: false, youMoved: false, hand: hand.sort((a, b) => a - b), pile, slots: new Array<number>(nSlots).fill(-1), out: -1,
    });
  }
  const first = rng.int(n);
  return {
    opts, n, bases, players, objs: [], nextId: 0, tokens: new Array<number>(opts.tokenPairs).fill(-1),
    active: first, first, round: 1, turns: 1, phase: 'production', q: [], atk: null, winner: -1, reason: '', rng,
  };
}

// Clones copy field by field (no spreads, no callbacks): one hidden class per record kind, and the
// copy is most of what a search iteration allocates.


function clonePlayer(p: Player): Player {
  return {
    deck: p.deck, pool: p.pool, base: p.base, alive: p.alive, you: p.you, youW: p.youW, youCell: p.youCell,
    youFresh: p.youFresh, youMoved: p.youMoved, hand: p.hand.slice(), pile: p.pile.slice(), slots: p.slots.slice(), out: p.out,
  };
}

function cloneObj(o: Obj): Obj {
  return { id: o.id, owner: o.owner, card: o.card, w: o.w, slot: o.slot, tok: o.tok, cell: o.cell, shown: o.shown, fresh: o.fresh, moved: o.moved, sw: o.sw, used: o.used };
}

function cloneAttack(a: Attack): Attack {
  return { by: a.by, melee: a.melee, weapons: a.weapons.slice(), targets: a.targets.slice(), blocks: a.blocks.slice() };
}

export function cloneState(s: BpState): BpState {
  const players: Player[] = [];
  for (const p of s.players) players.push(clonePlayer(p));
  const objs: Obj[] = [];
  for (const o of s.objs) objs.push(cloneObj(o));
  return {
    opts: s.opts, n: s.n, bases: s.bases, players, objs,
    nextId: s.nextId, tokens: s.tokens.slice(), active: s.active, first: s.first, round: s.round, turns: s.turns,
    phase: s.phase, q: s.q.slice(), atk: s.atk ? cloneAttack(s.atk) : null,
    winner: s.winner, reason: s.reason, rng: s.rng.clone(),
  };
}

/**
 * `src` copied into `dst` (the kernel's cloneInto): dst's players, objects, arrays and generator are
 * refilled in place, so a search iteration allocates nothing here. dst shares nothing mutable with src.
 */
export function cloneStateInto(dst: BpState, src: BpState): BpState {
  dst.opts = src.opts;
  dst.n = src.n;
  dst.bases = src.bases;
  const ps = dst.players;
  while (ps.length > src.n) ps.pop();
  for (let i = 0; i < src.n; i++) {
    const p = src.players[i];
    const d = ps[i];
    if (d === undefined) {
      ps.push(clonePlayer(p));
      continue;
    }
    d.deck = p.deck;
    d.pool = p.pool;
    d.base = p.base;
    d.alive = p.alive;
    d.you = p.you;
    d.youW = p.youW;
    d.youCell = p.youCell;
    d.youFresh = p.youFresh;
    d.youMoved = p.youMoved;
    refill(d.hand, p.hand);
    refill(d.pile, p.pile);
    refill(d.slots, p.slots);
    d.out = p.out;
  }
  const os = dst.objs;
  const n = src.objs.length;
  for (let i = 0; i < n; i++) {
    const o = src.objs[i];
    const d = os[i];
    if (d === undefined) {
      os.push(cloneObj(o));
      continue;
    }
    d.id = o.id;
    d.owner = o.owner;
    d.card = o.card;
    d.w = o.w;
    d.slot = o.slot;
    d.tok = o.tok;
    d.cell = o.cell;
    d.shown = o.shown;
    d.fresh = o.fresh;
    d.moved = o.moved;
    d.sw = o.sw;
    d.used = o.used;
  }
  while (os.length > n) os.pop();
  dst.nextId = src.nextId;
  refill(dst.tokens, src.tokens);
  dst.active = src.active;
  dst.first = src.first;
  dst.round = src.round;
  dst.turns = src.turns;
  dst.phase = src.phase;
  refill(dst.q, src.q);
  const a = src.atk;
  if (a === null) dst.atk = null;
  else if (dst.atk === null) dst.atk = cloneAttack(a);
  else {
    dst.atk.by = a.by;
    dst.atk.melee = a.melee;
    refill(dst.atk.weapons, a.weapons);
    refill(dst.atk.targets, a.targets);
    refill(dst.atk.blocks, a.blocks);
  }
  dst.winner = src.winner;
  dst.reason = src.reason;
  dst.rng.copyFrom(src.rng);
  return dst;
}

export function objById(s: BpState, id: number): Obj | undefined {
  for (const o of s.objs) if (o.id === id) return o;
  return undefined;
}
