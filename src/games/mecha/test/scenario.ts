// Test helpers: build a mecha position directly (ships, mechs on zones with pilots and cards, hands,
// captains), script the dice, and play actions checked against the legal list.
import { expect } from 'vitest';
import { parseOptions, Rng, type GameEvent, type Seat } from '../../../engine/index.js';
import type { MechaAction } from '../actions.js';
import { SHIP_ZONE } from '../board.js';
import { CAPTAINS, GOALS, MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS } from '../data.js';
import { mecha } from '../index.js';
import { mechaOptionsSchema } from '../options.js';
import { refreshUnlocks } from '../captains.js';
import { makeUnit, newState, type MechaState, type Side, type Unit } from '../state.js';

/**
 * A generator whose dice are scripted: die() returns the listed values in order; int(n) returns the
 * listed value minus one (so a script entry k picks the k-th of n).
 */
export class ScriptedRng extends Rng {
  private i = 0;
  constructor(private readonly rolls: number[]) {
    super(0);
  }
  override die(_sides: number): number {
    if (this.i >= this.rolls.length) throw new Error(`ScriptedRng: out of scripted rolls after ${this.i}`);
    return this.rolls[this.i++];
  }
  override int(n: number): number {
    return this.die(n) - 1;
  }
  override clone(): Rng {
    return new ScriptedRng(this.rolls.slice(this.i));
  }
  used(): number {
    return this.i;
  }
  left(): number {
    return this.rolls.length - this.i;
  }
}

/** Zones: row (0 = Red's home row … 4 = Blue's) and column (0 = A side, 2 = B side). */
export const Z = (row: number, col: number): number => row * 3 + col;
export const RED_A = 0;
export const RED_SHIP = 1;
export const RED_B = 2;
export const EVENT = 7;
export const BLUE_A = 12;
export const BLUE_SHIP = 13;
export const BLUE_B = 14;

export interface MechSpec {
  owner: Seat;
  mech: string;
  /** Zone on the field; omitted = in the hangar. */
  zone?: number;
  hp?: number;
  pilot?: string;
  pilotShown?: boolean;
  gear?: string[];
  /** Which of its weapons (index) it carries, or 'both'. Default: the first. */
  weapon?: number | 'both';
}

export interface SideSpec {
  ship: string;
  guns?: string[];
  captain?: string;
  capShown?: boolean;
  /** Pilots in the fleet area, ready (the pilots of mechs on the field are added by MechSpec). */
  pilots?: string[];
  hand?: string[];
  mhand?: string[];
  lib?: string[];
  mlib?: string[];
  energy?: number;
  hp?: number;
  /** Public counters of the captains' acquire conditions. */
  counters?: Partial<Pick<Side, 'hits' | 'evasions' | 'shipDamage' | 'kills' | 'losses'>>;
}

export interface ScenarioSpec {
  options?: Record<string, unknown>;
  red: SideSpec;
  blue: SideSpec;
  mechs?: MechSpec[];
  active?: Seat;
  turn?: number;
  ap?: number;
  goals?: ('raid' | 'annihilation' | 'armsRace')[];
  dice?: number[];
}

function ix<T extends { id: string }>(list: readonly T[], id: string): number {
  const i = list.findIndex((x) => x.id === id);
  if (i < 0) throw new Error(`unknown card ${id}`);
  return i;
}

export const weaponIx = (id: string) => ix(WEAPONS, id);
export const shipCard = (id: string) => ix(SHIP_CARDS, id);
export const mechCard = (id: string) => ix(MECH_CARDS, id);
export const pilotIx = (id: string) => ix(PILOTS, id);
export const captainIx = (id: string) => ix(CAPTAINS, id);

/** A position in the middle of a turn: both fleets on the board as specified, `active` to act with `ap`. */
export function scenario(spec: ScenarioSpec): MechaState {
  const opts = parseOptions(mechaOptionsSchema, spec.options ?? {});
  const rng = spec.dice ? new ScriptedRng(spec.dice) : new Rng(1);
  const s = newState(opts, rng);
  s.build[0].done = true;
  s.build[1].done = true;
  const sides = [spec.red, spec.blue];
  sides.forEach((x, p) => {
    const card = ix(SHIPS, x.ship);
    const guns = (x.guns ?? []).map(weaponIx);
    const u = makeUnit(p, p, true, card, guns);
    u.zone = SHIP_ZONE[p];
    if (x.hp !== undefined) u.hp = x.hp;
    s.units.push(u);
  });
  for (const m of spec.mechs ?? []) {
    const c = ix(MECHS, m.mech);
    const all = MECHS[c].weaponIx;
    const guns = m.weapon === 'both' ? all.slice() : [all[m.weapon ?? 0]];
    const u = makeUnit(s.units.length, m.owner, false, c, guns);
    if (m.zone !== undefined) {
      u.place = 'field';
      u.zone = m.zone;
    }
    if (m.hp !== undefined) u.hp = m.hp;
    if (m.pilot) {
      u.pilot = pilotIx(m.pilot);
      s.sides[m.owner].crew.push({ p: u.pilot, where: 'flying', timer: 0, shown: m.pilotShown ?? false });
    }
    u.gear = (m.gear ?? []).map((g) => ({ c: mechCard(g), uses: MECH_CARDS[mechCard(g)].uses, shown: false }));
    s.units.push(u);
  }
  sides.forEach((x, p) => {
    const side = s.sides[p];
    side.captain = x.captain ? captainIx(x.captain) : 0;
    side.capShown = x.capShown ?? false;
    for (const id of x.pilots ?? []) side.crew.push({ p: pilotIx(id), where: 'ready', timer: 0, shown: false });
    side.crew.sort((a, b) => a.p - b.p);
    side.hand = (x.hand ?? []).map(shipCard).sort((a, b) => a - b);
    side.mhand = (x.mhand ?? []).map(mechCard).sort((a, b) => a - b);
    for (const c of x.lib ?? []) side.lib[shipCard(c)]++;
    for (const c of x.mlib ?? []) side.mlib[mechCard(c)]++;
    side.energy = x.energy ?? 0;
    Object.assign(side, x.counters ?? {});
  });
  s.phase = 'play';
  s.turn = spec.turn ?? 5;
  s.first = 0;
  s.active = spec.active ?? 0;
  s.ap = spec.ap ?? 2;
  s.goals = 0;
  for (const g of spec.goals ?? ['armsRace']) s.goals |= 1 << GOALS.findIndex((x) => x.id === g);
  refreshUnlocks(s, null);
  return s;
}

/** The n-th mech (0-based) of `owner` listed in the spec. */
export function mechOf(s: MechaState, owner: Seat, n = 0): Unit {
  return s.units.filter((u) => !u.ship && u.owner === owner)[n];
}

export function keys(s: MechaState, seat: Seat): string[] {
  if (!mecha.toMove(s).includes(seat)) return [];
  return mecha.legalActions(s, seat).map((a) => mecha.actionKey(a));
}

export function isLegal(s: MechaState, seat: Seat, a: MechaAction): boolean {
  return keys(s, seat).includes(mecha.actionKey(a));
}

/** Apply an action after checking it is legal for that seat; returns the events. */
export function play(s: MechaState, seat: Seat, a: MechaAction): GameEvent[] {
  expect(isLegal(s, seat, a), `illegal for seat ${seat}: ${mecha.actionKey(a)} (legal: ${keys(s, seat).join(' ')})`).toBe(true);
  const ev: GameEvent[] = [];
  mecha.apply(s, seat, a, ev);
  return ev;
}

export function playAll(s: MechaState, seat: Seat, actions: MechaAction[]): GameEvent[] {
  return actions.flatMap((a) => play(s, seat, a));
}

/** The data of one type's events, less `who` (the units' names for the log, tested in text.test.ts). */
export function eventsOf(ev: readonly GameEvent[], type: string): Record<string, unknown>[] {
  return ev
    .filter((e) => e.type === type)
    .map((e) => {
      const { who: _names, ...data } = e.data as Record<string, unknown>;
      return data;
    });
}

export const decline: MechaAction = { t: 'react', k: 'decline', u: -1 };

/** Unused scripted rolls (the rolls a test expected to be consumed, all were). */
export function rollsLeft(s: MechaState): number {
  return (s.rng as ScriptedRng).left();
}
