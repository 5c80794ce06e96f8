// What a seat may see: public configuration face-up; the opponent's hidden configuration (captain,
// pilots), hand, library and secret victory choice never, until the rules reveal them (a skill used, a
// talent taking effect, a card played, the choices revealed together). Everything once the game is over.
import type { Json, Seat } from '../../engine/index.js';
import { DECIDE, KIND, owed, topKind, W } from '../../engine/queue.js';
import { COLS, EVENT_ZONE, LAUNCH_ZONES, ROWS, SHIP_ZONE } from './board.js';
import { zoneDist } from './combat.js';
import { CAPTAIN_SKILLS, CAPTAINS, GOALS, MC, MECH_CARDS, MECHS, PILOTS, SHIP_CARDS, SHIPS, WEAPONS, WEATHER } from './data.js';
import { gearIndex } from './damage.js';
import { K, WINDOW_NAMES } from './kinds.js';
import type { BuildSide, MechaState, Side, Unit } from './state.js';

/** Does `seat` see inside enemy mech `u` through its own 广范围雷达 (显示 2 范围内敌方战甲装备及驾驶员)? */
export function radarSees(s: MechaState, seat: Seat, u: Unit): boolean {
  if (u.place !== 'field' || u.ship) return false;
  const r = s.ctx.opts.gear.radarRange;
  for (const m of s.units) {
    if (m.owner === seat && m.place === 'field' && !m.ship && gearIndex(m, MC.radar) >= 0 && zoneDist(s, m.zone, u.zone) <= r) return true;
  }
  return false;
}

/** May `seat` (null = spectator) see who flies `u` and what cards it carries? */
export function seesInside(s: MechaState, seat: Seat | null, u: Unit): boolean {
  return s.phase === 'over' || u.owner === seat || (seat !== null && radarSees(s, seat, u));
}

function skillIds(bits: number): string[] {
  return CAPTAIN_SKILLS.filter((_, k) => bits & (1 << k)).map((x) => x.id);
}

function countsToIds(counts: readonly number[], ids: readonly string[]): string[] {
  const out: string[] = [];
  counts.forEach((n, c) => {
    for (let i = 0; i < n; i++) out.push(ids[c]);
  });
  return out;
}

const SHIP_CARD_IDS = SHIP_CARDS.map((c) => c.id);
const MECH_CARD_IDS = MECH_CARDS.map((c) => c.id);

function sum(xs: readonly number[]): number {
  let n = 0;
  for (const x of xs) n += x;
  return n;
}

function unitView(s: MechaState, u: Unit, seat: Seat | null): Json {
  const inside = seesInside(s, seat, u);
  const crew = u.pilot >= 0 ? s.sides[u.owner].crew.find((c) => c.p === u.pilot) : undefined;
  return {
    id: u.id,
    owner: u.owner,
    kind: u.ship ? 'ship' : 'mech',
    card: u.ship ? SHIPS[u.card].id : MECHS[u.card].id,
    place: u.place,
    zone: u.zone,
    hp: u.hp,
    maxHp: u.maxHp,
    hit: u.hit,
    evade: u.evade,
    guns: u.guns.map((g) => ({ weapon: WEAPONS[g.w].id, ammo: g.ammo })),
    // Face-down pilots show only as a card back.
    pilot: u.pilot < 0 ? null : inside || crew?.shown ? PILOTS[u.pilot].id : 'face-down',
    gear: u.gear.map((g) => (inside || g.shown ? { card: MECH_CARDS[g.c].id, uses: g.uses } : { card: null, uses: null })),
    stun: u.stun,
    emp: u.emp,
    burn: u.burn,
    burnDmg: u.burnDmg,
    debuff: u.debuff,
    debuffTurns: u.debuffTurns,
    hooked: u.hookTurn === s.turn,
    stealth: u.stealth,
    charged: u.charged,
    shield: u.shield,
    shieldTurns: u.shieldTurns,
    marks: u.markTurn >= s.turn ? u.marks : 0,
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
    // [L] 杀意 / 狡诈 (MR-30), shown only once used, so other views stay as they were.
    ...(u.intentTurn !== undefined ? { intent: u.intentTurn === s.turn } : {}),
    ...(u.muteTurn !== undefined ? { silenced: u.muteTurn === s.turn } : {}),
  };
}

function sideView(s: MechaState, p: Seat, seat: Seat | null): Json {
  const x: Side = s.sides[p];
  const own = seat === p || s.phase === 'over';
  const shownCrew = x.crew.filter((c) => own || c.shown);
  const hidden = x.crew.filter((c) => !own && !c.shown);
  return {
    captain: own || x.capShown ? (x.captain >= 0 ? CAPTAINS[x.captain].id : null) : 'face-down',
    capShown: x.capShown,
    used: skillIds(x.used),
    unlocked: skillIds(x.unlocked),
    crew: shownCrew.map((c) => ({ pilot: PILOTS[c.p].id, where: c.where, timer: c.timer, shown: c.shown })),
    // Face-down pilots of the opponent: how many are ready, and the recovery timers of the injured.
    hiddenCrew: {
      ready: hidden.filter((c) => c.where === 'ready').length,
      flying: hidden.filter((c) => c.where === 'flying').length,
      hurt: hidden
        .filter((c) => c.where === 'hurt')
        .map((c) => c.timer)
        .sort((a, b) => a - b),
    },
    hand: own ? x.hand.map((c) => SHIP_CARD_IDS[c]) : null,
    mhand: own ? x.mhand.map((c) => MECH_CARD_IDS[c]) : null,
    handCount: [x.hand.length, x.mhand.length],
    library: own ? { ship: countsToIds(x.lib, SHIP_CARD_IDS), mech: countsToIds(x.mlib, MECH_CARD_IDS) } : null,
    libraryCount: [sum(x.lib), sum(x.mlib)],
    discard: { ship: countsToIds(x.discard, SHIP_CARD_IDS), mech: countsToIds(x.mdiscard, MECH_CARD_IDS) },
    energy: x.energy,
    gathered: x.gathered,
    freeDraw: x.freeDraw,
    freeLaunch: x.freeLaunch,
    resupplied: x.resupplied,
    // MR-31: own turns before each cooled-down ship skill is ready (resupply, 延伸护盾, 超负荷指挥), once any was used.
    ...(x.cool ? { cool: x.cool.slice() } : {}),
    turret: x.turret,
    turretFired: x.turretFired,
    goal: x.goal < 0 ? null : own || s.goals !== 0 ? GOALS[x.goal].id : 'chosen',
    counters: { hits: x.hits, evasions: x.evasions, shipDamage: x.shipDamage, kills: x.kills, losses: x.losses },
    immune: x.immuneTurn === s.turn,
    doubled: x.doubleTurn === s.turn,
    rally: x.rally,
  };
}

function buildView(b: BuildSide): Json {
  return {
    ship: b.ship >= 0 ? SHIPS[b.ship].id : null,
    guns: b.guns.map((w) => WEAPONS[w].id),
    mechs: b.mechs.map((c, i) => ({ mech: MECHS[c].id, weapon: i < b.arms.length ? b.arms[i] : null })),
    captain: b.captain >= 0 ? CAPTAINS[b.captain].id : null,
    pilots: b.pilots.map((p) => PILOTS[p].id),
    cards: countsToIds(b.cards, SHIP_CARD_IDS),
    mcards: countsToIds(b.mcards, MECH_CARD_IDS),
    done: b.done,
  };
}

/** The window owed now (the queue's top decision): who owes it, its kind, the launched mech. */
function windowView(s: MechaState): Json {
  const q = s.win;
  if (!q || owed(q) < 0) return null;
  const top = q.length - W;
  return { seat: q[top + 1], kind: WINDOW_NAMES[q[top] & KIND], u: q[top] === (K.WIN_LAUNCH | DECIDE) ? q[top + 2] : -1 };
}

export function mechaView(s: MechaState, seat: Seat | null): Json {
  const over = s.phase === 'over';
  const building = s.phase === 'build';
  const atk = s.attack;
  return {
    game: 'mecha',
    you: seat,
    phase: s.phase,
    turn: s.turn,
    first: s.first,
    active: s.phase === 'play' ? s.active : null,
    ap: s.ap,
    board: { cols: COLS, rows: ROWS, eventZone: EVENT_ZONE, shipZones: [SHIP_ZONE[0], SHIP_ZONE[1]], launchZones: [LAUNCH_ZONES[0].slice(), LAUNCH_ZONES[1].slice()] },
    // Fleet building is secret until both are done: a seat sees its own choices only.
    build: building ? (seat === null ? null : buildView(s.build[seat])) : null,
    ready: [s.build[0].done, s.build[1].done],
    goals: GOALS.filter((_, g) => s.goals & (1 << g)).map((g) => g.id),
    sides: building ? [] : [sideView(s, 0, seat), sideView(s, 1, seat)],
    units: s.units.map((u) => unitView(s, u, seat)),
    weather: s.weather ? { weather: WEATHER[s.weather.w].id, until: s.weather.until } : null,
    // MR-29: the event cards left before the reshuffle (public: every draw is).
    ...(s.deck ? { eventsLeft: s.deck.map((w) => WEATHER[w].id) } : {}),
    window: windowView(s),
    attack: atk
      ? {
          seat: atk.seat,
          src: atk.src,
          weapon: atk.wpn >= 0 ? WEAPONS[atk.wpn].id : 'towardDeath',
          zone: atk.zone,
          targets: atk.targets.slice(),
          landed: atk.landed.slice(),
          stage: topKind(s.win ?? []) === K.WIN_DEF ? 1 : 0,
          precision: atk.precision,
          dodge: atk.dodge,
          redirect: atk.redirect,
          shield: atk.warp ? 'warp' : atk.convert ? 'conversion' : null,
        }
      : null,
    launch: s.launch ? { u: s.launch.m, step: s.launch.step } : null,
    pick: s.pick ? { pile: s.pick.pile, n: s.pick.cards.length, cards: seat === s.active || over ? s.pick.cards.map((c) => (s.pick!.pile === 0 ? SHIP_CARD_IDS[c] : MECH_CARD_IDS[c])) : null } : null,
    second: s.second ? { src: s.second.src, first: s.second.first } : null,
    acts: s.acts.slice(),
    actsLeft: s.actsLeft,
    endMoves: s.endMoves ? s.endMoves.slice() : null,
    winner: s.winner,
    reason: s.reason,
  };
}
