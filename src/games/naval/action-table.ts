// Interned naval actions: the legal lists hand out one shared object per distinct action instead of
// allocating a fresh one per call (a recon decision alone offers a hex out of 143, and random play
// asks for ~1,000 legal lists a game). Actions are read-only (the Match hands them out as such), so
// sharing them is safe; they are built with the same fields in the same order as before.
import { withCode, type NavalAction } from './actions.js';
import type { Board } from './board.js';
import { COMBAT_CLASSES, type CombatClass } from './data.js';

/** Actions that name a unit and a hex. */
export type HexKind = 'place' | 'step' | 'lay' | 'recon' | 'fighters' | 'strike' | 'aim' | 'torpedo';

type HexAction = Extract<NavalAction, { t: HexKind }>;

/** Frozen: one object serves every legal list, so a caller that wrote to it would corrupt them all. */
export function shared<T extends NavalAction>(a: T): T {
  return Object.freeze(withCode(a));
}

const KIND_INDEX: Readonly<Record<HexKind, number>> = { place: 0, step: 1, lay: 2, recon: 3, fighters: 4, strike: 5, aim: 6, torpedo: 7 };

/** Every interned action of one unit (lazily filled). */
export class UnitActions {
  readonly stop: NavalAction;
  readonly resupply: NavalAction;
  readonly sortie: readonly [NavalAction, NavalAction];
  /** By kind index, then hex. */
  private readonly byHex: HexAction[][] = [[], [], [], [], [], [], [], []];
  /** Whole-board lists (recon, fighters, strike) by kind index, for the last board size asked. */
  private readonly boards: (readonly HexAction[] | undefined)[] = [];
  /** Lists of `t` on the hexes around a hex (ranges of shots and torpedoes), by kind and area. */
  private readonly rings: Map<Int16Array, readonly HexAction[]>[] = [new Map(), new Map(), new Map(), new Map(), new Map(), new Map(), new Map(), new Map()];
  /** The last list `around` gave for each kind, and its area: a ship asks again and again from one hex. */
  private readonly lastArea: (Int16Array | null)[] = [null, null, null, null, null, null, null, null];
  private readonly lastList: (readonly HexAction[] | null)[] = [null, null, null, null, null, null, null, null];
  private readonly sinks = new Map<number, NavalAction>();
  /** Steps to each hex's neighbours but the bases, by hex, for `stepBoard` (mines are the caller's). */
  private stepLists: (readonly HexAction[] | undefined)[] = [];
  private stepBoard: Board | null = null;
  private soloStepLists: (readonly NavalAction[] | undefined)[] = [];
  /** soloSupplyShip by hex + 1 (0: no steps left). */
  private supplyShipLists: (readonly NavalAction[] | undefined)[] = [];
  private strikesBut: (readonly NavalAction[] | undefined)[] = [];
  private strikesButN = 0;
  /** Whole legal lists of this unit acting alone (`solo`), by the shared list they extend. */
  private readonly solos = new Map<readonly NavalAction[], readonly NavalAction[]>();
  private lastSoloOf: readonly NavalAction[] | null = null;
  private lastSolo: readonly NavalAction[] = [];

  constructor(readonly u: number) {
    this.stop = shared({ t: 'stop', u });
    this.resupply = shared({ t: 'resupply', u });
    this.sortie = [
      shared({ t: 'sortie', u, kind: 'torpedo' }),
      shared({ t: 'sortie', u, kind: 'dive' }),
    ];
  }

  at(t: HexKind, h: number): HexAction {
    const arr = this.byHex[KIND_INDEX[t]];
    let a = arr[h];
    if (a === undefined) arr[h] = a = shared({ t, u: this.u, h } as HexAction);
    return a;
  }

  /** `t` on every hex of an n-hex board, in hex order. */
  all(t: HexKind, n: number): readonly HexAction[] {
    const k = KIND_INDEX[t];
    const cached = this.boards[k];
    if (cached !== undefined && cached.length === n) return cached;
    const list: HexAction[] = [];
    for (let h = 0; h < n; h++) list.push(this.at(t, h));
    this.boards[k] = list;
    return list;
  }

  /**
   * `t` on the hexes of `area` but `from` (area = the board's cached hexes within some radius of
   * `from`: one array per board, hex and radius, so it identifies the list).
   */
  around(t: HexKind, from: number, area: Int16Array): readonly HexAction[] {
    const k = KIND_INDEX[t];
    if (this.lastArea[k] === area) return this.lastList[k]!;
    const rings = this.rings[k];
    let list = rings.get(area);
    if (list === undefined) {
      const out: HexAction[] = [];
      for (const h of area) if (h !== from) out.push(this.at(t, h));
      rings.set(area, (list = out));
    }
    this.lastArea[k] = area;
    this.lastList[k] = list;
    return list;
  }

  /** `step` to every neighbour of `h` on board `b` but the two bases, in neighbour order. */
  steps(b: Board, h: number): readonly HexAction[] {
    if (this.stepBoard !== b) {
      this.stepBoard = b;
      this.stepLists = [];
      this.soloStepLists = [];
      this.supplyShipLists = [];
    }
    let list = this.stepLists[h];
    if (list === undefined) {
      const out: HexAction[] = [];
      for (const x of b.nbrs[h]) if (x !== b.base[0] && x !== b.base[1]) out.push(this.at('step', x));
      this.stepLists[h] = list = out;
    }
    return list;
  }

  /**
   * The legal list of this unit when it is the only one acting: `list` (one of this table's shared
   * lists), then its stop, then PASS. Frozen and shared by every caller: a random game asks for ~1,000
   * legal lists, most of them one ship's, and copying them was a third of its time.
   */
  solo(list: readonly NavalAction[]): readonly NavalAction[] {
    if (this.lastSoloOf === list) return this.lastSolo;
    let whole = this.solos.get(list);
    if (whole === undefined) this.solos.set(list, (whole = Object.freeze([...list, this.stop, PASS])));
    this.lastSoloOf = list;
    this.lastSolo = whole;
    return whole;
  }

  /** `solo(steps(b, h))`, by hex: a moving ship's list changes with every step it takes. */
  soloSteps(b: Board, h: number): readonly NavalAction[] {
    const list = this.steps(b, h); // resets the cache for another board
    let whole = this.soloStepLists[h];
    if (whole === undefined) this.soloStepLists[h] = whole = Object.freeze([...list, this.stop, PASS]);
    return whole;
  }

  /** A supply ship (C) moving in the supply phase: steps from `h` (none when h < 0), resupply, stop, PASS. */
  soloSupplyShip(b: Board, h: number): readonly NavalAction[] {
    const steps = h < 0 ? [] : this.steps(b, h); // resets the caches for another board
    let whole = this.supplyShipLists[h + 1];
    if (whole === undefined) this.supplyShipLists[h + 1] = whole = Object.freeze([...steps, this.resupply, this.stop, PASS]);
    return whole;
  }

  /** `solo` of `strike` on every hex of an n-hex board but `struck` (a sortie's second attack). */
  soloStrikesBut(n: number, struck: number): readonly NavalAction[] {
    if (this.strikesButN !== n) {
      this.strikesButN = n;
      this.strikesBut = [];
    }
    let whole = this.strikesBut[struck];
    if (whole === undefined) {
      const list: NavalAction[] = [];
      for (const a of this.all('strike', n)) if (a.h !== struck) list.push(a);
      this.strikesBut[struck] = whole = Object.freeze([...list, this.stop, PASS]);
    }
    return whole;
  }

  sink(target: number): NavalAction {
    let a = this.sinks.get(target);
    if (a === undefined) this.sinks.set(target, (a = shared({ t: 'sink', u: this.u, target })));
    return a;
  }
}

// Unit ids are small and few (fleet 2i + seat, reinforcements 10000 + 2k + seat, -1 the reinforcement
// slot): two plain arrays, asked for on every legal list.
const FLEET_LIMIT = 10000;
const fleetActs: UnitActions[] = [];
const reinforcementActs: UnitActions[] = [];
const slotActs = new UnitActions(-1);

export function unitActions(u: number): UnitActions {
  if (u < 0) return slotActs;
  const arr = u < FLEET_LIMIT ? fleetActs : reinforcementActs;
  const i = u < FLEET_LIMIT ? u : u - FLEET_LIMIT;
  let a = arr[i];
  if (a === undefined) arr[i] = a = new UnitActions(u);
  return a;
}

export const PASS: NavalAction = shared({ t: 'pass' });
export const BUILT: NavalAction = shared({ t: 'built' });
export const ADD: Readonly<Record<CombatClass, NavalAction>> = Object.fromEntries(COMBAT_CLASSES.map((cls) => [cls, shared({ t: 'add', cls })])) as Record<
  CombatClass,
  NavalAction
>;

const reinforcements: Record<'C' | 'ML', NavalAction[]> = { C: [], ML: [] };

export function reinforceAction(cls: 'C' | 'ML', h: number): NavalAction {
  const arr = reinforcements[cls];
  let a = arr[h];
  if (a === undefined) arr[h] = a = shared({ t: 'reinforce', cls, h });
  return a;
}
