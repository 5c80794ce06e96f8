// The mecha game state: plain, mutable, JSON-serializable. Options and derived tables ride along in a
// non-enumerable `ctx`, so hashing and serializing see only the facts of the match.
import { ctxByOptions, ctxPrototypes, type Rng, type Seat } from '../../engine/index.js';
import type { Queue } from '../../engine/queue.js';
import { boardFor, type Board } from './board.js';
import { MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS, type MechTrait, type ShipSkill } from './data.js';
import type { MechaOptions } from './options.js';

export type Phase = 'build' | 'goal' | 'play' | 'over';
/** Where a unit is: in the hangar (未出场), on the field (场上), or destroyed (击毁). */
export type Place = 'hangar' | 'field' | 'down';

/** A weapon carried, with its ammunition left (-1 = unlimited). */
export interface Gun {
  w: number;
  ammo: number;
}

/** A mech sub-weapon card attached at launch, face-down until it takes effect. */
export interface Gear {
  c: number;
  uses: number;
  shown: boolean;
}

/** A ship (ship = true) or a mech. Ships keep their ship zone; a 白天马 turned giant mech acts as a mech. */
export interface Unit {
  id: number;
  owner: Seat;
  ship: boolean;
  /** Index into SHIPS or MECHS. */
  card: number;
  place: Place;
  zone: number;
  hp: number;
  maxHp: number;
  hit: number;
  evade: number;
  guns: Gun[];
  /** Pilot card on board, -1 none. */
  pilot: number;
  gear: Gear[];
  /** Own turns it may not act (EMP榴弹, 便携式干扰弹). */
  stun: number;
  /** 电磁脉冲 weather: may not act until another mech enters the event zone. */
  emp: boolean;
  /** 灼烧: own turns left, damage each. */
  burn: number;
  burnDmg: number;
  /** 电磁干扰爆弹: hit and evade −debuff for debuffTurns own turns. */
  debuff: number;
  debuffTurns: number;
  /** 拉钩: evade −3 during this turn number. */
  hookTurn: number;
  /** 光学隐身系统: hit and evade +5 until its owner's next turn. */
  stealth: boolean;
  /** 连携充能器: weapon damage doubled until its owner's next turn begins. */
  charged: boolean;
  /** 电磁脉冲(增益): shield points and own turns left. */
  shield: number;
  shieldTurns: number;
  /** 曳光火神炮: marks (each +5 hit) for the next weapon attack on it, until the end of turn markTurn. */
  marks: number;
  markTurn: number;
  /** 黑洞: may not leave the event zone while the weather lasts. */
  bound: boolean;
  /** 致命感染: own turns left before its pilot is doomed (0 = doomed), -1 = not infected. */
  infect: number;
  /** 甲板炸弹: own turns before it may launch again. */
  lock: number;
  acted: boolean;
  attacked: boolean;
  moved: boolean;
  prevActed: boolean;
  prevMoved: boolean;
  /** Last turn it took damage (破甲军刀). */
  hurtTurn: number;
  /** Once-per-sortie pilot talents used: 1 残心, 2 铁腕. */
  sortie: number;
  /** 巨型战甲: this ship is now a mech. */
  giant: boolean;
  /**
   * [L] 杀意 / 狡诈 (MR-30): the turn its evade is −5 / its pilot's talent is silenced; undefined until
   * first used, so matches without them serialize — and hash — as before.
   */
  intentTurn: number | undefined;
  muteTurn: number | undefined;
  /** 破釜沉舟: 防御变为 0 (its evade is 0). */
  evadeZero: boolean;
}

export type CrewWhere = 'ready' | 'flying' | 'hurt' | 'lost';
/** A pilot of the fleet: 可用 / 出动中 / 受伤 / 弃牌区. Face-down until its talent takes effect. */
export interface Crew {
  p: number;
  where: CrewWhere;
  /** Own turns until a hurt pilot is back. */
  timer: number;
  shown: boolean;
}

export interface Side {
  captain: number;
  capShown: boolean;
  /** Captain skills used (bits by SKILL index). */
  used: number;
  /** Acquire conditions met so far (获得条件), for every skill — all public facts. */
  unlocked: number;
  /** Pilots, in card order. */
  crew: Crew[];
  /** Hand: ship / mech sub-weapon cards, sorted. */
  hand: number[];
  mhand: number[];
  /** Library piles as counts per card (drawn at random: a shuffled pile). */
  lib: number[];
  mlib: number[];
  discard: number[];
  mdiscard: number[];
  energy: number;
  gathered: boolean;
  /** Once-per-turn ship skills used this turn. */
  freeDraw: boolean;
  freeLaunch: boolean;
  resupplied: boolean;
  /** 自律火炮 in play, and fired this turn. */
  turret: boolean;
  turretFired: boolean;
  /** Secret victory choice (-1 = not yet). */
  goal: number;
  /** Public counters for the captains' acquire conditions. */
  hits: number;
  evasions: number;
  shipDamage: number;
  kills: number;
  losses: number;
  /** 动若脱兔: immune to attacks during this turn number. 精准打击: attacks doubled during this turn. */
  immuneTurn: number;
  doubleTurn: number;
  /** 觉醒友军: mechs that may act once more at the start of the next own turn. */
  rally: number;
  /**
   * Cooldowns (MR-31) by COOL index: own turn ends still to pass before the ship skill is ready again;
   * undefined until one is first used, so matches without them serialize — and hash — as before.
   */
  cool: number[] | undefined;
}

/** The ship skills with a cooldown (冷却时间). */
export const COOL = { resupply: 0, shield: 1, overload: 2 } as const;

export interface BuildSide {
  ship: number;
  guns: number[];
  mechs: number[];
  /** Weapon chosen for each mech (index into its weapon list), -1 = all (mechWeapons 'both'). */
  arms: number[];
  captain: number;
  pilots: number[];
  cards: number[];
  mcards: number[];
  done: boolean;
}

/** An attack in resolution: judged, waiting for the windows (命中闪避判定均结束时), then damage. */
export interface Attack {
  seat: Seat;
  src: number;
  /** Index into the source's guns; -1 for 向死而生. */
  gun: number;
  /** Weapon table index; -1 for 向死而生. */
  wpn: number;
  /** Target zone of an AOE attack, else -1. */
  zone: number;
  targets: number[];
  /** Landed shots (命中成功且回避失败) per target. */
  landed: number[];
  /** Damage per shot fixed when fired (energy spent, 向死而生). */
  base: number;
  /** Counts (攻击次数) fired at each target. */
  shots: number;
  /** Per shot (MR-26): damage dealt so far to each target. */
  dealt: number[];
  /** 扭曲护盾: damage to send back to the attacker's ship when the attack ends. */
  reflect: number;
  /** 延伸护盾 (MR-31): the defender's mechs take no damage from it. */
  block: boolean;
  dodge: boolean;
  redirect: number;
  warp: boolean;
  convert: boolean;
  precision: boolean;
  /** A follow-up attack (双管 second target, 关节增压 extra): no further follow-ups. */
  chain: boolean;
}

export interface Weather {
  w: number;
  /** Last turn number it lasts through; -1 = until another mech enters the event zone. */
  until: number;
}

export interface Ctx {
  readonly opts: MechaOptions;
  readonly board: Board;
  /** Cards allowed by the pool option. */
  readonly ships: readonly number[];
  readonly mechs: readonly number[];
  readonly pilots: readonly number[];
}

export interface MechaState {
  readonly ctx: Ctx;
  phase: Phase;
  /** Player turns so far (每一个玩家回合 counts one: MR-4). */
  turn: number;
  first: Seat;
  active: Seat;
  ap: number;
  /** Union of the chosen victory conditions (bits RAID/ANNIHILATION/ARMS_RACE), 0 until revealed. */
  goals: number;
  build: [BuildSide, BuildSide];
  sides: [Side, Side];
  units: Unit[];
  /** Mechs still to act in the current operation (操作战甲), and how many more may (extra actions). */
  acts: number[];
  actsLeft: number;
  /** A launch in progress (出动): the mech, then step 0 = its pilot, 1 = its cards. */
  launch: { m: number; step: number } | null;
  /** An attack waiting for its windows (the side record of the queue's attack steps). */
  attack: Attack | null;
  /**
   * The resolution queue (src/engine/queue.ts): the reaction windows owed and the steps waiting under
   * them; null when nothing is pending. It keeps the field name and the null of the window it
   * replaced, so the state of a finished match serializes — and hashes — as before.
   */
  win: Queue | null;
  /** 高级武器系统: the revealed cards to keep one of. */
  pick: { pile: number; cards: number[] } | null;
  /** 双管镭射炮: the second target is owed. */
  second: { src: number; gun: number; first: number } | null;
  /** End of the turn: mechs that may still make their extra move (null = not ending). */
  endMoves: number[] | null;
  weather: Weather | null;
  /**
   * The event cards not yet drawn since the last reshuffle (eventDeck: 'deck', MR-29), by weather index;
   * undefined while unused, so matches that never use it serialize — and hash — as before.
   */
  deck: number[] | undefined;
  winner: number;
  reason: string;
  rng: Rng;
}

function poolOf(extended: boolean, latest: boolean, placeholders: boolean) {
  const ok = (p: 'seed' | 'extended') => p === 'seed' || extended;
  // A pilot's later rewrite ([L], MR-30) takes its place in the pool, or stays out of it.
  const variant = (id: string) => PILOTS.findIndex((x) => x.variantOf === id);
  return {
    ships: SHIPS.flatMap((x, i) => (ok(x.pool) && (!x.placeholder || placeholders) ? [i] : [])),
    mechs: MECHS.flatMap((x, i) => (ok(x.pool) ? [i] : [])),
    pilots: PILOTS.flatMap((x, i) => (!ok(x.pool) || x.variantOf !== undefined ? [] : latest && variant(x.id) >= 0 ? [variant(x.id)] : [i])),
  };
}

function buildCtx(opts: MechaOptions): Ctx {
  return { opts, board: boardFor(opts.adjacency), ...poolOf(opts.extendedPool, opts.pilotTalents === 'latest', opts.jupiterX > 0) };
}

/** A state's fields, with the prototype that lends it its ctx. */
type Body = Omit<MechaState, 'ctx'> & { __proto__: object };

const protoFor = ctxPrototypes<Ctx>();

/** The ctx for these options: one per distinct options, so all their matches' states share hidden classes. */
export const makeCtx = ctxByOptions(buildCtx);

function emptyBuild(): BuildSide {
  return { ship: -1, guns: [], mechs: [], arms: [], captain: -1, pilots: [], cards: zeros(SHIP_CARDS.length), mcards: zeros(MECH_CARDS.length), done: false };
}

export function zeros(n: number): number[] {
  return new Array<number>(n).fill(0);
}

export function emptySide(): Side {
  return {
    captain: -1,
    capShown: false,
    used: 0,
    unlocked: 0,
    crew: [],
    hand: [],
    mhand: [],
    lib: zeros(SHIP_CARDS.length),
    mlib: zeros(MECH_CARDS.length),
    discard: zeros(SHIP_CARDS.length),
    mdiscard: zeros(MECH_CARDS.length),
    energy: 0,
    gathered: false,
    freeDraw: false,
    freeLaunch: false,
    resupplied: false,
    turret: false,
    turretFired: false,
    goal: -1,
    hits: 0,
    evasions: 0,
    shipDamage: 0,
    kills: 0,
    losses: 0,
    immuneTurn: -1,
    doubleTurn: -1,
    rally: 0,
    cool: undefined,
  };
}

export function newState(opts: MechaOptions, rng: Rng): MechaState {
  const body: Body = {
    __proto__: protoFor(makeCtx(opts)),
    phase: 'build' as Phase,
    turn: 0,
    first: 0,
    active: 0,
    ap: 0,
    goals: 0,
    build: [emptyBuild(), emptyBuild()] as [BuildSide, BuildSide],
    sides: [emptySide(), emptySide()] as [Side, Side],
    units: [] as Unit[],
    acts: [] as number[],
    actsLeft: 0,
    launch: null,
    attack: null,
    win: null,
    pick: null,
    second: null,
    endMoves: null,
    weather: null,
    deck: undefined,
    winner: -1,
    reason: '',
    rng,
  };
  return body as unknown as MechaState; // ctx comes from the prototype
}

/** A fresh unit record. */
export function makeUnit(id: number, owner: Seat, ship: boolean, card: number, guns: number[]): Unit {
  const t = ship ? SHIPS[card] : MECHS[card];
  return {
    id,
    owner,
    ship,
    card,
    place: ship ? 'field' : 'hangar',
    zone: -1,
    hp: t.hp,
    maxHp: t.hp,
    hit: t.hit,
    evade: t.evade,
    guns: guns.map((w) => ({ w, ammo: WEAPONS[w].ammo ?? -1 })),
    pilot: -1,
    gear: [],
    stun: 0,
    emp: false,
    burn: 0,
    burnDmg: 0,
    debuff: 0,
    debuffTurns: 0,
    hookTurn: -1,
    stealth: false,
    charged: false,
    shield: 0,
    shieldTurns: 0,
    marks: 0,
    markTurn: -1,
    bound: false,
    infect: -1,
    lock: 0,
    acted: false,
    attacked: false,
    moved: false,
    prevActed: false,
    prevMoved: false,
    hurtTurn: -1,
    sortie: 0,
    giant: false,
    evadeZero: false,
    intentTurn: undefined,
    muteTurn: undefined,
  };
}

export function cloneUnit(u: Unit): Unit {
  // Field by field: object spread of a record this wide was a third of search time.
  return {
    id: u.id,
    owner: u.owner,
    ship: u.ship,
    card: u.card,
    place: u.place,
    zone: u.zone,
    hp: u.hp,
    maxHp: u.maxHp,
    hit: u.hit,
    evade: u.evade,
    guns: u.guns.map(cloneGun),
    pilot: u.pilot,
    gear: u.gear.map(cloneGear),
    stun: u.stun,
    emp: u.emp,
    burn: u.burn,
    burnDmg: u.burnDmg,
    debuff: u.debuff,
    debuffTurns: u.debuffTurns,
    hookTurn: u.hookTurn,
    stealth: u.stealth,
    charged: u.charged,
    shield: u.shield,
    shieldTurns: u.shieldTurns,
    marks: u.marks,
    markTurn: u.markTurn,
    bound: u.bound,
    infect: u.infect,
    lock: u.lock,
    acted: u.acted,
    attacked: u.attacked,
    moved: u.moved,
    prevActed: u.prevActed,
    prevMoved: u.prevMoved,
    hurtTurn: u.hurtTurn,
    sortie: u.sortie,
    giant: u.giant,
    evadeZero: u.evadeZero,
    intentTurn: u.intentTurn,
    muteTurn: u.muteTurn,
  };
}

function cloneGun(g: Gun): Gun {
  return { w: g.w, ammo: g.ammo };
}

function cloneGear(g: Gear): Gear {
  return { c: g.c, uses: g.uses, shown: g.shown };
}

function cloneCrew(c: Crew): Crew {
  return { p: c.p, where: c.where, timer: c.timer, shown: c.shown };
}

export function cloneSide(x: Side): Side {
  return {
    captain: x.captain,
    capShown: x.capShown,
    used: x.used,
    unlocked: x.unlocked,
    crew: x.crew.map(cloneCrew),
    hand: x.hand.slice(),
    mhand: x.mhand.slice(),
    lib: x.lib.slice(),
    mlib: x.mlib.slice(),
    discard: x.discard.slice(),
    mdiscard: x.mdiscard.slice(),
    energy: x.energy,
    gathered: x.gathered,
    freeDraw: x.freeDraw,
    freeLaunch: x.freeLaunch,
    resupplied: x.resupplied,
    turret: x.turret,
    turretFired: x.turretFired,
    goal: x.goal,
    hits: x.hits,
    evasions: x.evasions,
    shipDamage: x.shipDamage,
    kills: x.kills,
    losses: x.losses,
    immuneTurn: x.immuneTurn,
    doubleTurn: x.doubleTurn,
    rally: x.rally,
    cool: x.cool?.slice(),
  };
}

export function cloneBuild(b: BuildSide): BuildSide {
  return {
    ship: b.ship,
    guns: b.guns.slice(),
    mechs: b.mechs.slice(),
    arms: b.arms.slice(),
    captain: b.captain,
    pilots: b.pilots.slice(),
    cards: b.cards.slice(),
    mcards: b.mcards.slice(),
    done: b.done,
  };
}

export function cloneState(s: MechaState): MechaState {
  const body: Body = {
    __proto__: protoFor(s.ctx),
    phase: s.phase,
    turn: s.turn,
    first: s.first,
    active: s.active,
    ap: s.ap,
    goals: s.goals,
    // Frozen once both fleets are built (createFleets): shared, never copied.
    build: Object.isFrozen(s.build) ? s.build : ([cloneBuild(s.build[0]), cloneBuild(s.build[1])] as [BuildSide, BuildSide]),
    sides: [cloneSide(s.sides[0]), cloneSide(s.sides[1])] as [Side, Side],
    units: s.units.map(cloneUnit),
    acts: s.acts.slice(),
    actsLeft: s.actsLeft,
    launch: s.launch ? { ...s.launch } : null,
    attack: s.attack ? { ...s.attack, targets: s.attack.targets.slice(), landed: s.attack.landed.slice(), dealt: s.attack.dealt.slice() } : null,
    win: s.win ? s.win.slice() : null,
    pick: s.pick ? { pile: s.pick.pile, cards: s.pick.cards.slice() } : null,
    second: s.second ? { ...s.second } : null,
    endMoves: s.endMoves ? s.endMoves.slice() : null,
    weather: s.weather ? { ...s.weather } : null,
    deck: s.deck?.slice(),
    winner: s.winner,
    reason: s.reason,
    rng: s.rng.clone(),
  };
  return body as unknown as MechaState; // ctx comes from the prototype
}

/** A unit that acts and is targeted as a mech: a mech, or a giant-mech ship (目标判定为战甲). */
export function isMechLike(u: Unit): boolean {
  return !u.ship || u.giant;
}

/**
 * `xs.splice(i, 1)` without the array splice returns (search applies millions of actions): the same
 * element removed, a negative index counted from the end as splice counts it.
 */
export function removeAt(xs: number[], i: number): void {
  const n = xs.length;
  if (i < 0) i = Math.max(0, n + i);
  if (i >= n) return;
  for (let k = i + 1; k < n; k++) xs[k - 1] = xs[k];
  xs.pop();
}

/** The queue to push onto, created on first use (see `win`). */
export function pending(s: MechaState): Queue {
  return s.win ?? (s.win = []);
}

/**
 * A duration of n 回合 put on a unit or pilot of `owner` now (MR-4, MR-27). It ticks at the end of its
 * owner's turns; by default (`durations: ownTurns`) an effect put on in the other side's turn counts
 * from the owner's next turn, with `includeCurrent` the turn in progress is the first of the n — but
 * it always reaches into the owner's next turn (one that ended with the turn in progress would do nothing).
 */
export function lasting(s: MechaState, owner: Seat, n: number): number {
  return s.ctx.opts.durations === 'includeCurrent' && s.active !== owner && n > 1 ? n - 1 : n;
}

/** Is the ship skill with cooldown k ready (not cooling down)? */
export function ready(side: Side, k: number): boolean {
  return side.cool === undefined || side.cool[k] === 0;
}

/**
 * Start the cooldown of n own turns after a use now: the owner's next n turns pass before it is ready
 * (the turn in progress does not count when it is the owner's: its end ticks once more).
 */
export function coolDown(s: MechaState, seat: Seat, k: number, n: number): void {
  if (n <= 0) return;
  const side = s.sides[seat];
  side.cool ??= [0, 0, 0];
  side.cool[k] = n + (s.active === seat ? 1 : 0);
}

export const SEAT_ONLY: readonly [readonly Seat[], readonly Seat[]] = [[0], [1]];

const TRAIT_SETS: readonly ReadonlySet<string>[] = MECHS.map((m) => new Set<string>(m.traits));
const SKILL_SETS: readonly ReadonlySet<string>[] = SHIPS.map((x) => new Set<string>(x.skills));

export function hasTrait(u: Unit, trait: MechTrait): boolean {
  return !u.ship && TRAIT_SETS[u.card].has(trait);
}

/** Does `seat`'s ship have this skill (and is it still a ship)? */
export function shipHasSkill(s: MechaState, seat: Seat, skill: ShipSkill): boolean {
  const ship = s.units[seat];
  return ship !== undefined && !ship.giant && SKILL_SETS[ship.card].has(skill);
}
