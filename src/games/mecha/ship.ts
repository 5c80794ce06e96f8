// The ship's actions in its own turn: 使用武器 (2), 补充副武器 (1), 出动/回收战甲 (1), 聚集能量 (2), and
// the ship skills that change them (快速武装切换, 量子通信指挥中心, 弹射出击甲板, 异步火力控制系统,
// 高级能源管理, 分离式舰体补给).
import type { EventSink, Seat } from '../../engine/index.js';
import { ask, push } from '../../engine/queue.js';
import type { MechaAction } from './actions.js';
import { LAUNCH_ZONES, rowFrom, SHIP_ZONE, ZONES } from './board.js';
import { attackable, escorted, fire, inRange } from './combat.js';
import { MECH_CARDS, MECHS, PILOTS, SHIPS, WEAPONS } from './data.js';
import { checkGiant, clearStatuses, returnGear } from './damage.js';
import { K } from './kinds.js';
import { actorIds, canAct, meteorLocked } from './mechs.js';
import { coolDown, COOL, isMechLike, lasting, pending, ready, removeAt, shipHasSkill, SEAT_ONLY, type MechaState, type Unit } from './state.js';
import { gatherWindowOpen, launchWindowOpen } from './windows.js';

export function shipAfloat(s: MechaState, seat: Seat): boolean {
  const u = s.units[seat];
  return u.place === 'field' && !u.giant;
}

/** 使用武器 costs 2 (异步火力控制系统: 1). */
export function fireCost(s: MechaState, seat: Seat): number {
  return shipHasSkill(s, seat, 'asyncFire') ? 1 : 2;
}

export function fireChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  if (!shipAfloat(s, seat) || s.ap < fireCost(s, seat)) return;
  const ship = s.units[seat];
  const from = SHIP_ZONE[seat];
  const energy = s.sides[seat].energy;
  const { dist } = s.ctx.board;
  // Zones holding an attackable enemy mech, for the AOE weapons.
  let mechZones = 0;
  for (const t of s.units) if (isMechLike(t) && attackable(s, seat, t)) mechZones |= 1 << t.zone;
  for (let i = 0; i < ship.guns.length; i++) {
    const g = ship.guns[i];
    const w = WEAPONS[g.w];
    if (g.ammo === 0 || w.energyCost > energy) continue;
    if (w.aoe) {
      if (mechZones === 0) continue;
      const r = s.ctx.opts.aoeRadius;
      for (let z = 0; z < ZONES; z++) {
        if (!inRange(s, w, from, z)) continue;
        let hit = false;
        for (let y = 0; y < ZONES && !hit; y++) if (mechZones & (1 << y) && dist[z * ZONES + y] <= r) hit = true;
        if (hit) out.push({ t: 'fire', g: i, u: z });
      }
      continue;
    }
    for (const t of s.units) {
      if (attackable(s, seat, t) && inRange(s, w, from, t.zone) && !escorted(s, t)) out.push({ t: 'fire', g: i, u: t.id });
    }
  }
}

export function applyFire(s: MechaState, seat: Seat, g: number, u: number, ev: EventSink): void {
  s.ap -= fireCost(s, seat);
  fire(s, seat, s.units[seat], g, u, false, ev);
}

function total(counts: readonly number[]): number {
  let n = 0;
  for (const x of counts) n += x;
  return n;
}

/** Draw one card at random from a pile of counts (a shuffled pile). */
export function drawFrom(s: MechaState, counts: number[]): number {
  let r = s.rng.int(total(counts));
  for (let c = 0; c < counts.length; c++) {
    if (r < counts[c]) {
      counts[c]--;
      return c;
    }
    r -= counts[c];
  }
  throw new Error('draw from an empty pile');
}

/** Insert c after the cards not above it (in place: a splice allocates its result). */
export function insertSorted(xs: number[], c: number): void {
  let i = xs.length;
  xs.push(c);
  while (i > 0 && xs[i - 1] > c) {
    xs[i] = xs[i - 1];
    i--;
  }
  xs[i] = c;
}

/** Draw `n` cards of a pile (0 ship, 1 mech) into the hand: private to the drawer, counts public. */
export function drawCards(s: MechaState, seat: Seat, pile: number, n: number, ev: EventSink): void {
  const side = s.sides[seat];
  const counts = pile === 0 ? side.lib : side.mlib;
  const hand = pile === 0 ? side.hand : side.mhand;
  // The cards drawn are listed only for the log (search applies without one).
  const got: number[] | null = ev ? [] : null;
  for (let i = 0; i < n && total(counts) > 0; i++) {
    const c = drawFrom(s, counts);
    insertSorted(hand, c);
    got?.push(c);
  }
  if (got === null || got.length === 0) return;
  ev?.push({ type: 'drew', to: SEAT_ONLY[seat], data: { seat, pile, cards: got } });
  ev?.push({ type: 'draw', to: 'all', data: { seat, pile, n: got.length } });
}

function drawCost(s: MechaState, seat: Seat): number {
  return shipHasSkill(s, seat, 'quickSwitch') && !s.sides[seat].freeDraw ? 0 : 1;
}

export function drawChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  const side = s.sides[seat];
  if (s.units[seat].place !== 'field' || s.ap < drawCost(s, seat)) return;
  if (total(side.lib) > 0) out.push({ t: 'draw', pile: 0 });
  if (side.mhand.length < s.ctx.opts.mechHandTarget && total(side.mlib) > 0) out.push({ t: 'draw', pile: 1 });
}

/** 补充副武器: 抽一张战舰副武器，或者抽至手牌上有三张战甲副武器 (快速武装切换: once a turn free). */
export function applyDraw(s: MechaState, seat: Seat, pile: number, ev: EventSink): void {
  const side = s.sides[seat];
  if (drawCost(s, seat) === 0) side.freeDraw = true;
  else s.ap -= 1;
  const n = pile === 0 ? 1 : s.ctx.opts.mechHandTarget - side.mhand.length;
  drawCards(s, seat, pile, n, ev);
}

/** Launch zones: 出动区 A/B (弹射出击甲板: every zone of your rows 1–2 but the ship zone, MR-11). */
export function launchZones(s: MechaState, seat: Seat): readonly number[] {
  if (!shipHasSkill(s, seat, 'catapultDeck')) return LAUNCH_ZONES[seat];
  const out: number[] = [];
  for (let z = 0; z < ZONES; z++) if (rowFrom(seat, z) <= 2 && z !== SHIP_ZONE[seat]) out.push(z);
  return out;
}

/** 我方区域 for recovery: your home row (弹射出击甲板: rows 1–2). */
export function inRecoveryArea(s: MechaState, seat: Seat, z: number): boolean {
  return rowFrom(seat, z) <= (shipHasSkill(s, seat, 'catapultDeck') ? 2 : 1);
}

function hangarCost(s: MechaState, seat: Seat): number {
  return shipHasSkill(s, seat, 'quantumCommand') && !s.sides[seat].freeLaunch ? 0 : 1;
}

/** A pilot may fly this mech (思维过简: only mechs with 1 HP). */
export function pilotFits(p: number, m: Unit): boolean {
  const pilot = PILOTS[p];
  return pilot.talent !== 'simpleMind' || MECHS[m.card].hp === pilot.amount;
}

export function hangarChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  if (!shipAfloat(s, seat) || s.ap < hangarCost(s, seat)) return;
  // Ready pilots: any that flies every mech, and one that flies only 1-HP mechs (思维过简).
  let anyPilot = false;
  let simple = false;
  for (const c of s.sides[seat].crew) {
    if (c.where !== 'ready') continue;
    if (PILOTS[c.p].talent === 'simpleMind') simple = true;
    else anyPilot = true;
  }
  for (const m of s.units) {
    if (m.owner !== seat || m.ship) continue;
    if (m.place === 'hangar') {
      if (m.lock > 0 || !(anyPilot || (simple && MECHS[m.card].hp === 1))) continue;
      for (const z of launchZones(s, seat)) out.push({ t: 'launch', m: m.id, z });
    } else if (m.place === 'field' && inRecoveryArea(s, seat, m.zone)) out.push({ t: 'recover', m: m.id });
  }
}

function payHangar(s: MechaState, seat: Seat): void {
  if (hangarCost(s, seat) === 0) s.sides[seat].freeLaunch = true;
  else s.ap -= 1;
}

/** 出动 step 1: the mech and its zone (public); then a face-down pilot, then face-down cards. */
export function applyLaunch(s: MechaState, seat: Seat, m: number, z: number, ev: EventSink): void {
  payHangar(s, seat);
  const u = s.units[m];
  u.zone = z;
  s.launch = { m, step: 0 };
  ev?.push({ type: 'launching', to: 'all', data: { seat, u: m, zone: z } });
}

export function launchChoices(s: MechaState, seat: Seat): MechaAction[] {
  const l = s.launch!;
  const u = s.units[l.m];
  const side = s.sides[seat];
  const out: MechaAction[] = [];
  if (l.step === 0) {
    for (const c of side.crew) if (c.where === 'ready' && pilotFits(c.p, u)) out.push({ t: 'pilot', p: c.p });
    return out;
  }
  let prev = -1;
  for (const c of side.mhand) {
    if (c !== prev) out.push({ t: 'attach', c });
    prev = c;
  }
  out.push({ t: 'ready' });
  return out;
}

function gearRoom(s: MechaState, u: Unit): boolean {
  return u.gear.length < MECHS[u.card].slots && s.sides[u.owner].mhand.length > 0;
}

export function applyPilot(s: MechaState, seat: Seat, p: number, ev: EventSink): void {
  const l = s.launch!;
  const u = s.units[l.m];
  const crew = s.sides[seat].crew.find((c) => c.p === p)!;
  crew.where = 'flying';
  u.pilot = p;
  l.step = 1;
  ev?.push({ type: 'boarded', to: SEAT_ONLY[seat], data: { seat, u: u.id, pilot: PILOTS[p].id } });
  ev?.push({ type: 'pilotAboard', to: 'all', data: { seat, u: u.id, pilot: crew.shown ? PILOTS[p].id : null } });
  if (!gearRoom(s, u)) finishLaunch(s, seat, ev);
}

export function applyAttach(s: MechaState, seat: Seat, c: number, ev: EventSink): void {
  const u = s.units[s.launch!.m];
  const hand = s.sides[seat].mhand;
  removeAt(hand, hand.indexOf(c));
  u.gear.push({ c, uses: MECH_CARDS[c].uses, shown: false });
  ev?.push({ type: 'attached', to: SEAT_ONLY[seat], data: { seat, u: u.id, card: MECH_CARDS[c].id } });
  ev?.push({ type: 'gearAboard', to: 'all', data: { seat, u: u.id, n: u.gear.length } });
  if (!gearRoom(s, u)) finishLaunch(s, seat, ev);
}

/** The mech is on the field (出动成功): the opponent's 甲板炸弹 window. */
export function finishLaunch(s: MechaState, seat: Seat, ev: EventSink): void {
  const u = s.units[s.launch!.m];
  s.launch = null;
  clearStatuses(u);
  u.place = 'field';
  ev?.push({ type: 'launched', to: 'all', data: { seat, u: u.id, zone: u.zone, gear: u.gear.length } });
  if (launchWindowOpen(s, 1 - seat)) ask(pending(s), K.WIN_LAUNCH, 1 - seat, u.id);
}

/** 甲板炸弹: 该次出动失败，该战甲强制回收，5 回合内不能再次出动，行动点不返还. */
export function deckBombed(s: MechaState, m: number, ev: EventSink): void {
  const u = s.units[m];
  backToHangar(s, u);
  u.lock = lasting(s, u.owner, s.ctx.opts.cards.deckBombTurns);
  ev?.push({ type: 'deckBombed', to: 'all', data: { u: m, owner: u.owner, turns: u.lock } });
}

/** Back to the ship: pilot to the fleet area (可用), cards shuffled back into the library. */
function backToHangar(s: MechaState, u: Unit): void {
  const crew = s.sides[u.owner].crew.find((c) => c.p === u.pilot);
  if (crew) {
    crew.where = 'ready';
    crew.timer = 0;
  }
  u.pilot = -1;
  returnGear(s, u, 'library');
  clearStatuses(u);
  u.place = 'hangar';
  u.zone = -1;
}

/** 回收: 选择一架位于我方区域的已出场战甲，驾驶员回到战舰区域，副武器洗回牌库. */
export function applyRecover(s: MechaState, seat: Seat, m: number, ev: EventSink): void {
  payHangar(s, seat);
  const u = s.units[m];
  const zone = u.zone;
  backToHangar(s, u);
  if (s.ctx.opts.recoverRepairs) u.hp = u.maxHp;
  ev?.push({ type: 'recovered', to: 'all', data: { seat, u: m, zone } });
}

/** 聚集能量 (2): the opponent's 泄能磁场 window comes first. */
export function applyGather(s: MechaState, seat: Seat, ev: EventSink): void {
  s.ap -= 2;
  ev?.push({ type: 'gatherDeclared', to: 'all', data: { seat } });
  const q = pending(s);
  push(q, K.FINISH_GATHER, seat);
  if (gatherWindowOpen(s, 1 - seat)) ask(q, K.WIN_GATHER, 1 - seat);
}

export function finishGather(s: MechaState, ev: EventSink): void {
  const seat = s.active;
  const side = s.sides[seat];
  const o = s.ctx.opts;
  side.energy += shipHasSkill(s, seat, 'energyManagement') ? o.gatherEnergyManaged : o.gatherEnergy;
  side.gathered = true;
  ev?.push({ type: 'energy', to: 'all', data: { seat, energy: side.energy } });
}

/** 分离式舰体补给: 一回合一次，消耗 12 的生命值，让最多 3 台战甲再行动一次. */
export function resupplyChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  if (!shipAfloat(s, seat) || !shipHasSkill(s, seat, 'hullResupply') || s.sides[seat].resupplied || !ready(s.sides[seat], COOL.resupply)) return;
  const ship = s.units[seat];
  if (ship.hp <= SHIPS[ship.card].resupplyCost) return;
  if (s.units.some((m) => m.owner === seat && !m.ship && canAct(m) && !meteorLocked(s, m))) out.push({ t: 'resupply' });
}

export function applyResupply(s: MechaState, seat: Seat, ev: EventSink): void {
  const ship = s.units[seat];
  const t = SHIPS[ship.card];
  s.sides[seat].resupplied = true;
  coolDown(s, seat, COOL.resupply, s.ctx.opts.resupplyCooldown); // [L] 冷却时间1回合 (MR-31)
  ship.hp -= t.resupplyCost;
  ev?.push({ type: 'resupply', to: 'all', data: { seat, hp: ship.hp } });
  s.acts = actorIds(s, seat, false);
  s.actsLeft = t.resupplyMechs;
  checkGiant(s, ship, ev);
}

/** 朱庇特 超负荷指挥 (MR-31): 消耗10X点生命值，回合内可以额外行动一次战甲 (冷却时间为3回合). */
export function overloadChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  if (!shipAfloat(s, seat) || !shipHasSkill(s, seat, 'overload') || !ready(s.sides[seat], COOL.overload)) return;
  const ship = s.units[seat];
  if (ship.hp <= SHIPS[ship.card].overloadCost * s.ctx.opts.jupiterX) return;
  if (s.units.some((m) => m.owner === seat && !m.ship && canAct(m) && !meteorLocked(s, m))) out.push({ t: 'overload' });
}

export function applyOverload(s: MechaState, seat: Seat, ev: EventSink): void {
  const ship = s.units[seat];
  const t = SHIPS[ship.card];
  ship.hp -= t.overloadCost * s.ctx.opts.jupiterX;
  coolDown(s, seat, COOL.overload, t.overloadCooldown);
  ev?.push({ type: 'overload', to: 'all', data: { seat, hp: ship.hp } });
  s.acts = actorIds(s, seat, false);
  s.actsLeft = 1;
}
