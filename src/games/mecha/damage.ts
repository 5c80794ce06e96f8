// Damage, destruction and what follows it: shields, 聚能增压护盾, 残心, shot-down pilots (受伤状态,
// 紧急脱离, 致命感染), 死亡补给系统, 觉醒友军, 巨型战甲, and the public counters the captains' acquire
// conditions read.
import type { EventSink, Seat } from '../../engine/index.js';
import { SHIP_ZONE } from './board.js';
import { MECH_CARDS, PILOTS, SHIPS, WEAPONS } from './data.js';
import { hasTrait, lasting, removeAt, shipHasSkill, type MechaState, type Unit } from './state.js';

/** A die roll 1..die. */
export function roll(s: MechaState): number {
  return s.rng.die(s.ctx.opts.die);
}

/** A p% chance, rolled on the game die: succeeds on a roll ≤ p% of the die (MR-1). */
export function chance(s: MechaState, pct: number, what: string, u: number, ev: EventSink): boolean {
  const d = roll(s);
  const need = Math.round((pct * s.ctx.opts.die) / 100);
  const ok = d <= need;
  ev?.push({ type: 'chance', to: 'all', data: { what, u, roll: d, need, ok } });
  return ok;
}

/** The talent of the mech's pilot, unless none flies it or [L] 狡诈 silenced it this turn. */
export function pilotTalent(s: MechaState, u: Unit): string | null {
  return u.pilot >= 0 && u.muteTurn !== s.turn ? PILOTS[u.pilot].talent : null;
}

/** Flip a pilot face-up: its talent took effect (在技能生效前保持背面朝上). */
export function revealPilot(s: MechaState, u: Unit, ev: EventSink): void {
  if (u.pilot < 0) return;
  const c = s.sides[u.owner].crew.find((x) => x.p === u.pilot);
  if (!c || c.shown) return;
  c.shown = true;
  ev?.push({ type: 'pilotShown', to: 'all', data: { u: u.id, owner: u.owner, pilot: PILOTS[u.pilot].id } });
}

/** Index of a face-down-or-up attached card of kind c, or -1. */
export function gearIndex(u: Unit, c: number): number {
  for (let i = 0; i < u.gear.length; i++) if (u.gear[i].c === c) return i;
  return -1;
}

export function revealGear(s: MechaState, u: Unit, i: number, ev: EventSink): void {
  const g = u.gear[i];
  if (g.shown) return;
  g.shown = true;
  ev?.push({ type: 'gearShown', to: 'all', data: { u: u.id, owner: u.owner, i, card: MECH_CARDS[g.c].id } });
}

export function countFieldMechs(s: MechaState, seat: Seat): number {
  let n = 0;
  for (const u of s.units) if (u.owner === seat && u.place === 'field' && !u.ship) n++;
  return n;
}

/** Is this side's ship below its maximum HP (血量不满)? */
export function shipNotFull(s: MechaState, seat: Seat): boolean {
  const ship = s.units[seat];
  return ship.place === 'field' && ship.hp < ship.maxHp;
}

export function heal(s: MechaState, u: Unit, n: number, cause: string, ev: EventSink): void {
  const hp = Math.min(u.maxHp, u.hp + n);
  if (hp === u.hp) return;
  u.hp = hp;
  ev?.push({ type: 'heal', to: 'all', data: { u: u.id, owner: u.owner, hp, cause } });
}

/**
 * Damage applied to one unit (after the attack's own modifiers): 聚能增压护盾 (0.5×, rounded down),
 * the event shield, then HP. `by` = the seat it is credited to (-1 none).
 */
export function hurt(s: MechaState, u: Unit, amount: number, cause: string, by: number, ev: EventSink): number {
  if (u.place !== 'field' || amount <= 0) return 0;
  let d = amount;
  if (u.ship && !u.giant && s.sides[u.owner].energy > 0 && shipHasSkill(s, u.owner, 'chargedShield')) d = Math.floor(d / 2);
  if (u.shield > 0 && d > 0) {
    const absorbed = Math.min(u.shield, d);
    u.shield -= absorbed;
    d -= absorbed;
    ev?.push({ type: 'shieldAbsorb', to: 'all', data: { u: u.id, owner: u.owner, absorbed, left: u.shield } });
  }
  if (d <= 0) return 0;
  const dealt = Math.min(d, u.hp);
  u.hp -= d;
  u.hurtTurn = s.turn;
  if (by >= 0 && by !== u.owner && u.ship) s.sides[by].shipDamage += dealt;
  ev?.push({ type: 'damage', to: 'all', data: { u: u.id, owner: u.owner, amount: d, hp: Math.max(0, u.hp), cause } });
  if (u.hp <= 0 && pilotTalent(s, u) === 'zanshin' && !(u.sortie & 1)) {
    // 残心: 当战甲血量变为 0 时，恢复 1 血量 — once a sortie.
    u.sortie |= 1;
    u.hp = PILOTS[u.pilot].amount;
    revealPilot(s, u, ev);
    ev?.push({ type: 'talent', to: 'all', data: { u: u.id, owner: u.owner, talent: 'zanshin', hp: u.hp } });
  }
  if (u.hp <= 0) {
    u.hp = 0;
    if (u.ship) sinkShip(s, u, ev);
    else destroyMech(s, u, cause, by, ev);
  } else if (u.ship) checkGiant(s, u, ev);
  return d;
}

function sinkShip(s: MechaState, u: Unit, ev: EventSink): void {
  u.place = 'down';
  ev?.push({ type: 'sunk', to: 'all', data: { u: u.id, owner: u.owner, giant: u.giant } });
  removeFromActs(s, u.id);
}

export function removeFromActs(s: MechaState, id: number): void {
  const i = s.acts.indexOf(id);
  if (i >= 0) removeAt(s.acts, i);
  if (s.endMoves) {
    const j = s.endMoves.indexOf(id);
    if (j >= 0) removeAt(s.endMoves, j);
  }
}

/** Return attached cards: 'library' (回收: 洗回牌库) or 'discard' (destroyed: face-up to the discard pile). */
export function returnGear(s: MechaState, u: Unit, to: 'library' | 'discard'): number[] {
  const side = s.sides[u.owner];
  const cards = u.gear.map((g) => g.c);
  for (const c of cards) {
    if (to === 'library') side.mlib[c]++;
    else side.mdiscard[c]++;
  }
  u.gear = [];
  return cards;
}

/** Statuses that end when a mech leaves the field. */
export function clearStatuses(u: Unit): void {
  u.stun = 0;
  u.emp = false;
  u.burn = 0;
  u.burnDmg = 0;
  u.debuff = 0;
  u.debuffTurns = 0;
  u.hookTurn = -1;
  u.stealth = false;
  u.charged = false;
  u.shield = 0;
  u.shieldTurns = 0;
  u.marks = 0;
  u.markTurn = -1;
  u.bound = false;
  u.infect = -1;
  u.acted = false;
  u.attacked = false;
  u.moved = false;
  u.prevActed = false;
  u.prevMoved = false;
  u.sortie = 0;
}

/** A mech shot down (击落): its pilot is injured for its recovery time, its cards go face-up to the discard pile. */
export function destroyMech(s: MechaState, u: Unit, cause: string, by: number, ev: EventSink): void {
  const side = s.sides[u.owner];
  const zone = u.zone;
  u.place = 'down';
  u.zone = -1;
  u.hp = 0;
  const cards = returnGear(s, u, 'discard');
  side.losses++;
  if (by >= 0 && by !== u.owner) s.sides[by].kills++;
  ev?.push({ type: 'destroyed', to: 'all', data: { u: u.id, owner: u.owner, cause, cards: cards.map((c) => MECH_CARDS[c].id) } });
  removeFromActs(s, u.id);
  if (u.pilot >= 0) pilotShotDown(s, u, ev);
  const infected = u.infect === 0;
  clearStatuses(u);
  u.infect = infected ? 0 : -1;
  if (hasTrait(u, 'deathSupply')) {
    // 死亡补给系统: 为同一格所有友军战甲回复1点生命值.
    for (const f of s.units) if (f.owner === u.owner && f.place === 'field' && !f.ship && f.zone === zone) heal(s, f, 1, 'deathSupply', ev);
  }
  if (hasTrait(u, 'rallyAllies') && chance(s, 20, 'rallyAllies', u.id, ev)) side.rally = 2; // 觉醒友军
}

function pilotShotDown(s: MechaState, u: Unit, ev: EventSink): void {
  const side = s.sides[u.owner];
  const crew = side.crew.find((c) => c.p === u.pilot)!;
  const pilot = PILOTS[u.pilot];
  u.pilot = -1;
  if (u.infect === 0) {
    // 致命感染: 3 回合内未回收 → the pilot goes to the discard pile for the rest of the game.
    crew.where = 'lost';
    crew.shown = true;
    ev?.push({ type: 'pilotLost', to: 'all', data: { u: u.id, owner: u.owner, pilot: pilot.id } });
    return;
  }
  if (pilot.talent === 'emergencyEject' && u.muteTurn !== s.turn) {
    if (!crew.shown) {
      crew.shown = true;
      ev?.push({ type: 'pilotShown', to: 'all', data: { u: u.id, owner: u.owner, pilot: pilot.id } });
    }
    if (chance(s, pilot.amount, 'emergencyEject', u.id, ev)) {
      crew.where = 'ready';
      crew.timer = 0;
      ev?.push({ type: 'pilotBack', to: 'all', data: { u: u.id, owner: u.owner } });
      return;
    }
  }
  crew.where = pilot.recovery > 0 ? 'hurt' : 'ready';
  crew.timer = lasting(s, u.owner, pilot.recovery);
  ev?.push({ type: 'pilotHurt', to: 'all', data: { u: u.id, owner: u.owner, turns: pilot.recovery, pilot: crew.shown ? pilot.id : null } });
}

/**
 * 巨型战甲 (白天马): below 10 HP, with at least one own mech on the field (MR-19), every own mech on the
 * field is destroyed (mechs and pilots to the discard pile) and the ship becomes a mech with their HP
 * and all their weapons (ammo refreshed), hit 10 and evade 10.
 */
export function checkGiant(s: MechaState, ship: Unit, ev: EventSink): void {
  if (ship.giant || ship.place !== 'field' || !shipHasSkill(s, ship.owner, 'giantMech')) return;
  const t = SHIPS[ship.card];
  if (ship.hp >= t.giantBelow) return;
  const mechs = s.units.filter((m) => m.owner === ship.owner && m.place === 'field' && !m.ship);
  if (mechs.length === 0) return;
  const side = s.sides[ship.owner];
  let hp = 0;
  const guns: number[] = [];
  for (const m of mechs) {
    hp += m.hp;
    for (const g of m.guns) guns.push(g.w);
    m.place = 'down';
    m.zone = -1;
    returnGear(s, m, 'discard');
    removeFromActs(s, m.id);
    if (m.pilot >= 0) {
      const c = side.crew.find((x) => x.p === m.pilot)!;
      c.where = 'lost';
      c.shown = true;
      m.pilot = -1;
    }
    clearStatuses(m);
  }
  ship.giant = true;
  ship.hp = hp;
  ship.maxHp = hp;
  ship.hit = t.giantHit;
  ship.evade = t.giantEvade;
  ship.evadeZero = false;
  ship.guns = guns.map((w) => ({ w, ammo: WEAPONS[w].ammo ?? -1 }));
  ship.zone = SHIP_ZONE[ship.owner];
  ev?.push({
    type: 'giant',
    to: 'all',
    data: { u: ship.id, owner: ship.owner, hp, mechs: mechs.map((m) => m.id), pilots: mechs.length, guns: guns.map((w) => WEAPONS[w].id) },
  });
}
