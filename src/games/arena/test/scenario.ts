// Test helpers: build an arena position directly (characters, cells, facing, hands, life, display,
// deck), then play actions checked against the legal list.
import { expect } from 'vitest';
import { parseOptions, Rng, type GameEvent, type Seat } from '../../../engine/index.js';
import { hex } from '../../../hex/index.js';
import type { ArenaAction } from '../actions.js';
import { CARD_INDEX, CHARACTER_INDEX, TALENT_INDEX } from '../data/cards.js';
import { arena } from '../index.js';
import { arenaOptionsSchema, type ArenaOptions } from '../options.js';
import { STRIDE } from '../setup.js';
import { ctxFor, entry, KNOWN, UP, withCtx, type ArenaState, type Player } from '../state.js';

export interface PlayerSpec {
  char?: string;
  talent?: string;
  at: [number, number];
  face?: number;
  hand?: string[];
  /** Life cards (ids, top last) or a count of c-jab fillers. */
  life?: string[] | number;
  deck?: string[] | number;
  recycle?: string[];
  /** Display: 'id' face up, '~id' face down from hand (known), '?id' face down from life. */
  disp?: string[];
  mad?: boolean;
}

export interface ScenarioSpec {
  players: PlayerSpec[];
  active?: Seat;
  options?: Partial<ArenaOptions>;
  seed?: number;
}

export function scenario(spec: ScenarioSpec): ArenaState {
  const o = parseOptions(arenaOptionsSchema, spec.options ?? {});
  const ctx = ctxFor(o);
  const seats = spec.players.length;
  const teams = seats === 6 && o.teams6 === 'three' ? 3 : 2;
  const kinds: number[] = [];
  const players: Player[] = spec.players.map((ps, p) => {
    let k = 0;
    const make = (id: string): number => {
      const inst = p * STRIDE + k++;
      if (CARD_INDEX[id] === undefined) throw new Error(`no card ${id}`);
      kinds[inst] = CARD_INDEX[id];
      return inst;
    };
    const pile = (x: string[] | number | undefined, dflt: number) => (typeof x === 'number' || x === undefined ? Array.from({ length: x ?? dflt }, () => 'c-jab') : x).map(make);
    const cell = ctx.board.cells.findIndex((h) => h.q === ps.at[0] && h.r === ps.at[1]);
    if (cell < 0) throw new Error(`cell ${ps.at} is off the board`);
    const disp = (ps.disp ?? []).map((d) => (d.startsWith('~') ? entry(make(d.slice(1)), KNOWN) : d.startsWith('?') ? entry(make(d.slice(1)), 0) : entry(make(d), UP)));
    return {
      char: CHARACTER_INDEX[ps.char ?? 'hawkeye'],
      talent: ps.talent ? TALENT_INDEX[ps.talent] : -1,
      hand: (ps.hand ?? []).map(make),
      deck: pile(ps.deck, 10),
      life: pile(ps.life, 18),
      disp,
      exhaust: [],
      recycle: (ps.recycle ?? []).map(make),
      pos: cell,
      face: ps.face ?? 0,
      mad: ps.mad ?? false,
      zeroTurn: -1,
      noHeal: false,
      power: 0,
    };
  });
  for (let i = 0; i < kinds.length; i++) if (kinds[i] === undefined) kinds[i] = -1;
  return withCtx(ctx, {
    phase: 'play', seats, team: Array.from({ length: seats }, (_, p) => p % teams), teams, turn: 1, first: 0,
    active: spec.active ?? 0, kinds, players, q: [], cur: null, dealt: false, endFlag: false, lastColour: -1, outTeams: 0,
    winners: [], reason: '', rng: new Rng(spec.seed ?? 1),
  });
}

export const cell = (s: ArenaState, q: number, r: number): number => s.ctx.board.cells.findIndex((h) => h.q === q && h.r === r);
export const at = (s: ArenaState, p: Seat): [number, number] => {
  const h = s.ctx.board.cells[s.players[p].pos];
  return [h.q, h.r];
};
export const K = (id: string): number => CARD_INDEX[id];
export const life = (s: ArenaState, p: Seat): number => s.players[p].life.length;
export const hand = (s: ArenaState, p: Seat): string[] => s.players[p].hand.map((c) => idOf(s, c));
export const idOf = (s: ArenaState, inst: number): string => Object.keys(CARD_INDEX).find((k) => CARD_INDEX[k] === s.kinds[inst])!;
export { hex };

/** Apply an action after checking it is legal for the seat to move. */
export function act(s: ArenaState, a: ArenaAction, events: GameEvent[] = []): GameEvent[] {
  const seat = arena.toMove(s)[0];
  const legal = arena.legalActions(s, seat).map((x) => arena.actionKey(x));
  expect(legal, `legal for P${seat}`).toContain(arena.actionKey(a));
  arena.apply(s, seat, a, events);
  return events;
}

export const play = (s: ArenaState, id: string, l = -1, x = 0): GameEvent[] => act(s, { t: 'play', c: K(id), l, x });
export const legalKeys = (s: ArenaState): string[] => arena.legalActions(s, arena.toMove(s)[0]).map((x) => arena.actionKey(x));
