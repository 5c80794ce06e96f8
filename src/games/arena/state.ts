// The arena state: plain, mutable, JSON-serializable. Cards are instances (ids into `kinds`, the card
// kind of each, fixed for the match); zones are arrays of instance ids, top = end. Options and the
// board ride in a non-enumerable `ctx`, so hashes and JSON see only the facts of the match.
import { ctxByOptions, ctxPrototypes, type Rng, type Seat } from '../../engine/index.js';
import { boardFor, type Board } from './board.js';
import type { ArenaOptions } from './options.js';

export type Phase = 'talent' | 'play' | 'over';

/**
 * A display (展示区) entry: instance * 4 + flags. UP: face up (seen by all). KNOWN: face down but known
 * to its owner (it came from the owner's hand); a face-down card from the life zone is known to nobody.
 */
export const UP = 1;
export const KNOWN = 2;
export const entry = (inst: number, flags: number): number => inst * 4 + flags;
export const instOf = (e: number): number => e >> 2;

export interface Player {
  /** Index into CHARACTERS. */
  char: number;
  /** 初始天赋: index into TALENTS, -1 none (not chosen yet, or declined). */
  talent: number;
  hand: number[];
  deck: number[];
  life: number[];
  disp: number[];
  exhaust: number[];
  recycle: number[];
  pos: number;
  face: number;
  /** 【理智/失控】: true = 失控 face up. */
  mad: boolean;
  /** Turn in which life reached 0 (-1: never / came back). */
  zeroTurn: number;
  /** At 0 at its own turn start: 回复 no longer works. */
  noHeal: boolean;
  /** 直到回合结束: damage bonus of this player's damage cards. */
  power: number;
}

/** The card being resolved (【1】–【5】): public facts only. */
export interface Play {
  inst: number;
  card: number;
  /** 锁定: -1 none, a seat, or LOCK_DIR + side. */
  lock: number;
  /** 元素爆发: mask over the crystal entries exhausted at 【1】. */
  mask: number;
  bonus: number;
  range: number;
  costCut: number;
  /** 连击: the previous card played this turn had this card's colour. */
  combo: boolean;
  /** Hit characters after 【4】: seat, absolute direction, distance (flattened triples). */
  hits: number[];
}
export const LOCK_DIR = 10;

export interface Ctx {
  readonly o: ArenaOptions;
  readonly board: Board;
}

export interface ArenaState {
  readonly ctx: Ctx;
  phase: Phase;
  seats: number;
  /** Team of each seat. */
  team: number[];
  teams: number;
  turn: number;
  first: Seat;
  active: Seat;
  /** Card kind of each instance (never changes during a match; clones share it). */
  kinds: number[];
  players: Player[];
  /** The resolution queue (engine/queue.ts). */
  q: number[];
  cur: Play | null;
  /** This turn: the active player damaged someone. */
  dealt: boolean;
  /** 回合结束 ①: the next player was made to draw to 6+ (stays set, as the seed says). */
  endFlag: boolean;
  /** 连击: colour index of the previous card played this turn (-1 none). */
  lastColour: number;
  /** Teams knocked out while others play on (3 teams of 6): bit per team; they leave the turn order. */
  outTeams: number;
  winners: number[];
  reason: string;
  rng: Rng;
}

const protoFor = ctxPrototypes<Ctx>();
export const ctxFor = ctxByOptions((o: ArenaOptions): Ctx => ({ o, board: boardFor(o.radius) }));

export function withCtx(ctx: Ctx, body: Omit<ArenaState, 'ctx'>): ArenaState {
  return Object.assign(Object.create(protoFor(ctx)) as object, body) as ArenaState;
}

function clonePlayer(p: Player): Player {
  return {
    char: p.char,
    talent: p.talent,
    hand: p.hand.slice(),
    deck: p.deck.slice(),
    life: p.life.slice(),
    disp: p.disp.slice(),
    exhaust: p.exhaust.slice(),
    recycle: p.recycle.slice(),
    pos: p.pos,
    face: p.face,
    mad: p.mad,
    zeroTurn: p.zeroTurn,
    noHeal: p.noHeal,
    power: p.power,
  };
}

export function cloneState(s: ArenaState): ArenaState {
  const body = {
    __proto__: protoFor(s.ctx),
    phase: s.phase,
    seats: s.seats,
    team: s.team,
    teams: s.teams,
    turn: s.turn,
    first: s.first,
    active: s.active,
    kinds: s.kinds,
    players: s.players.map(clonePlayer),
    q: s.q.slice(),
    cur: s.cur ? { ...s.cur, hits: s.cur.hits.slice() } : null,
    dealt: s.dealt,
    endFlag: s.endFlag,
    lastColour: s.lastColour,
    outTeams: s.outTeams,
    winners: s.winners.slice(),
    reason: s.reason,
    rng: s.rng.clone(),
  };
  return body as unknown as ArenaState;
}

/** The next player in seat order whose team is still in the game. */
export function nextSeat(s: ArenaState, p: Seat): Seat {
  for (let k = 1; k < s.seats; k++) if ((s.outTeams & (1 << s.team[(p + k) % s.seats])) === 0) return (p + k) % s.seats;
  return p;
}
export const enemies = (s: ArenaState, a: Seat, b: Seat): boolean => s.team[a] !== s.team[b];
