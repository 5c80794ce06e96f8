// Test helpers: build a naval position directly, script the dice, and play checked actions.
import { expect } from 'vitest';
import { parseOptions, Rng, type GameEvent, type Seat } from '../../../engine/index.js';
import type { NavalAction } from '../actions.js';
import type { ShipClass } from '../data.js';
import { naval } from '../index.js';
import { navalOptionsSchema } from '../options.js';
import { startPhase } from '../phases.js';
import { addUnit, newState, unitId, type NavalState, type Phase, type Unit } from '../state.js';

/** A generator whose dice are scripted (die/int return the listed values in order). */
export class ScriptedRng extends Rng {
  private i = 0;
  constructor(private readonly rolls: number[]) {
    super(0);
  }
  override die(_sides: number): number {
    if (this.i >= this.rolls.length) throw new Error('ScriptedRng: out of scripted rolls');
    return this.rolls[this.i++];
  }
  override int(n: number): number {
    return this.die(n) - 1;
  }
  override clone(): Rng {
    const r = new ScriptedRng(this.rolls.slice(this.i));
    return r;
  }
  used(): number {
    return this.i;
  }
}

export interface UnitSpec {
  owner: Seat;
  cls: ShipClass;
  /** Axial coordinates [q, r] (must be on the board). */
  at: [number, number];
  hp?: number;
  mine?: number;
  lit?: boolean;
}

export interface ScenarioSpec {
  options?: Record<string, unknown>;
  units: UnitSpec[];
  phase: Phase;
  turn?: number;
  first?: Seat;
  mines?: { at: [number, number]; owner: Seat; revealed?: boolean }[];
  dice?: number[];
}

/** The hex index of axial [q, r] on the state's board. */
export function hexAt(s: NavalState, at: readonly [number, number]): number {
  const h = s.ctx.board.index.get(`${at[0]},${at[1]}`);
  if (h === undefined) throw new Error(`hex ${at} is not on the board`);
  return h;
}

/** A battle position: units placed, then `phase` started (pending acts computed as in play). */
export function scenario(spec: ScenarioSpec): NavalState {
  const opts = parseOptions(navalOptionsSchema, spec.options ?? {});
  const s = newState(opts, spec.dice ? new ScriptedRng(spec.dice) : new Rng(1));
  s.turn = spec.turn ?? 1;
  s.first = spec.first ?? 0;
  s.setup[0].built = true;
  s.setup[1].built = true;
  const count = [0, 0];
  for (const u of spec.units) {
    const unit = addUnit(s, u.owner, u.cls, hexAt(s, u.at), unitId(u.owner, count[u.owner]++, false));
    if (u.hp !== undefined) unit.hp = u.hp;
    if (u.mine !== undefined) unit.mine = u.mine;
    if (u.lit) unit.lit = true;
  }
  for (const m of spec.mines ?? []) s.mines.push({ hex: hexAt(s, m.at), owner: m.owner, revealed: m.revealed ?? false });
  startPhase(s, spec.phase, null);
  return s;
}

/** The n-th unit listed in the spec for `owner` (0-based). */
export function unitOf(s: NavalState, owner: Seat, n: number): Unit {
  return s.units.find((u) => u.id === unitId(owner, n, false))!;
}

export function isLegal(s: NavalState, seat: Seat, a: NavalAction): boolean {
  if (!naval.toMove(s).includes(seat)) return false;
  const k = naval.actionKey(a);
  return naval.legalActions(s, seat).some((x) => naval.actionKey(x) === k);
}

/** Apply an action after checking it is legal for that seat; returns the events. */
export function play(s: NavalState, seat: Seat, a: NavalAction): GameEvent[] {
  expect(isLegal(s, seat, a), `illegal for seat ${seat}: ${naval.actionKey(a)}`).toBe(true);
  const ev: GameEvent[] = [];
  naval.apply(s, seat, a, ev);
  return ev;
}

/** Play a list of actions for one seat. */
export function playAll(s: NavalState, seat: Seat, actions: NavalAction[]): GameEvent[] {
  return actions.flatMap((a) => play(s, seat, a));
}
