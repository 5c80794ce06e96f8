// 战舰副武器 played in your own turn: EMP榴弹, 自律修理机器人, 自律火炮, 间谍无人机, 高级武器系统.
// (扭曲护盾, 转化护盾, 甲板炸弹, 泄能磁场 are reactions: windows.ts.)
import type { EventSink, Seat } from '../../engine/index.js';
import type { MechaAction } from './actions.js';
import { SHIP_ZONE } from './board.js';
import { zoneDist } from './combat.js';
import { SC, SHIP_CARDS } from './data.js';
import { heal, hurt } from './damage.js';
import { drawFrom, insertSorted } from './ship.js';
import { isMechLike, lasting, removeAt, SEAT_ONLY, type MechaState, type Unit } from './state.js';
import { discardFromHand } from './windows.js';

function enemyMechs(s: MechaState, seat: Seat): Unit[] {
  return s.units.filter((u) => u.owner !== seat && u.place === 'field' && isMechLike(u));
}

function pileSize(counts: readonly number[]): number {
  let n = 0;
  for (const x of counts) n += x;
  return n;
}

export function cardChoices(s: MechaState, seat: Seat, out: MechaAction[]): void {
  const side = s.sides[seat];
  const ship = s.units[seat];
  if (ship.place !== 'field') return;
  const o = s.ctx.opts.cards;
  const home = SHIP_ZONE[seat];
  let prev = -1;
  for (const c of side.hand) {
    if (c === prev) continue;
    prev = c;
    switch (c) {
      case SC.emp: {
        // 选择 2 范围以内一个区域，该区域内所有敌方战甲 2 回合不能行动.
        const zones = new Set<number>();
        for (const u of enemyMechs(s, seat)) if (zoneDist(s, home, u.zone) <= o.empRange) zones.add(u.zone);
        for (const z of [...zones].sort((a, b) => a - b)) out.push({ t: 'play', c, x: z });
        break;
      }
      case SC.repair:
        if (ship.hp < ship.maxHp) out.push({ t: 'play', c, x: -1 });
        break;
      case SC.turret:
        if (side.energy < 1 || side.turret) break;
        for (const u of enemyMechs(s, seat)) if (zoneDist(s, home, u.zone) <= o.turretRange) out.push({ t: 'play', c, x: u.id });
        break;
      case SC.spy:
        if (s.ap >= 1 && s.sides[1 - seat].hand.length > 0) out.push({ t: 'play', c, x: -1 });
        break;
      case SC.advanced:
        if (side.energy < 1) break;
        if (pileSize(side.lib) > 0) out.push({ t: 'play', c, x: 0 });
        if (pileSize(side.mlib) > 0) out.push({ t: 'play', c, x: 1 });
        break;
    }
  }
  // 自律火炮 in play: once in each of your turns, one more firing for one energy token (MR-15).
  if (side.turret && !side.turretFired && side.energy >= 1) {
    for (const u of enemyMechs(s, seat)) if (zoneDist(s, home, u.zone) <= o.turretRange) out.push({ t: 'turret', u: u.id });
  }
}

function turretShot(s: MechaState, seat: Seat, target: number, ev: EventSink): void {
  const side = s.sides[seat];
  side.energy -= 1;
  side.turretFired = true;
  ev?.push({ type: 'turretFires', to: 'all', data: { seat, u: target } });
  hurt(s, s.units[target], s.ctx.opts.cards.turretDamage, 'turret', seat, ev);
}

export function applyTurret(s: MechaState, seat: Seat, target: number, ev: EventSink): void {
  turretShot(s, seat, target, ev);
}

export function applyPlay(s: MechaState, seat: Seat, c: number, x: number, ev: EventSink): void {
  const side = s.sides[seat];
  const o = s.ctx.opts.cards;
  discardFromHand(s, seat, c, ev);
  switch (c) {
    case SC.emp:
      for (const u of enemyMechs(s, seat)) {
        if (u.zone !== x) continue;
        const turns = lasting(s, u.owner, o.empTurns);
        u.stun = Math.max(u.stun, turns);
        ev?.push({ type: 'jammed', to: 'all', data: { u: u.id, owner: u.owner, turns } });
      }
      return;
    case SC.repair:
      heal(s, s.units[seat], o.repairHp, 'repair', ev); // 回复战舰 10 点生命值
      return;
    case SC.turret:
      if (s.ctx.opts.autoTurret === 'persistent') {
        // The card stays in play, out of the discard pile.
        side.discard[c]--;
        side.turret = true;
      }
      turretShot(s, seat, x, ev);
      return;
    case SC.spy:
      spy(s, seat, ev);
      return;
    case SC.advanced: {
      // 翻开副武器库顶上的三张牌，选择一张置于手牌，将其他洗回牌库 (the pile of your choice, MR-15).
      side.energy -= 1;
      const pile = x === 0 ? side.lib : side.mlib;
      const cards: number[] = [];
      for (let i = 0; i < o.advancedReveal && pileSize(pile) > 0; i++) cards.push(drawFrom(s, pile));
      cards.sort((a, b) => a - b);
      s.pick = { pile: x, cards };
      ev?.push({ type: 'revealed', to: SEAT_ONLY[seat], data: { seat, pile: x, cards } });
      return;
    }
  }
}

/** 间谍无人机: 查看对面手牌的一张战舰副武器，并丢弃另一张 (both at random: the cards are face-down, MR-15). */
function spy(s: MechaState, seat: Seat, ev: EventSink): void {
  s.ap -= 1;
  const foe = s.sides[1 - seat];
  const seen = s.rng.int(foe.hand.length);
  const seenCard = foe.hand[seen];
  ev?.push({ type: 'spied', to: SEAT_ONLY[seat], data: { seat, card: SHIP_CARDS[seenCard].id } });
  if (foe.hand.length < 2) return;
  let j = s.rng.int(foe.hand.length - 1);
  if (j >= seen) j++;
  const lost = foe.hand[j];
  removeAt(foe.hand, j);
  foe.discard[lost]++;
  ev?.push({ type: 'spyDiscard', to: 'all', data: { seat: 1 - seat, card: SHIP_CARDS[lost].id } });
}

export function pickChoices(s: MechaState): MechaAction[] {
  const out: MechaAction[] = [];
  let prev = -1;
  for (const c of s.pick!.cards) {
    if (c !== prev) out.push({ t: 'pick', c });
    prev = c;
  }
  return out;
}

export function applyPick(s: MechaState, seat: Seat, c: number, ev: EventSink): void {
  const side = s.sides[seat];
  const pick = s.pick!;
  s.pick = null;
  const rest = pick.cards.slice();
  removeAt(rest, rest.indexOf(c));
  const pile = pick.pile === 0 ? side.lib : side.mlib;
  for (const r of rest) pile[r]++;
  insertSorted(pick.pile === 0 ? side.hand : side.mhand, c);
  ev?.push({ type: 'picked', to: SEAT_ONLY[seat], data: { seat, pile: pick.pile, card: c } });
  ev?.push({ type: 'pickedOne', to: 'all', data: { seat, pile: pick.pile } });
}
