// What an action will cost and how likely its shots are to land, for the action buttons (issue 17).
// The odds use only what the acting seat sees: a face-down pilot or card of the target is left out,
// so a preview never tells more than the table shows. Nothing here touches the real state.
import type { Seat } from '../../engine/index.js';
import type { MechaAction } from './actions.js';
import { aoeTargets, evadeTotal, hitTotal } from './combat.js';
import { pilotTalent } from './damage.js';
import { PILOTS, SC, SHIPS, WEAPONS, type Weapon } from './data.js';
import { meteorLocked } from './mechs.js';
import { fireCost } from './ship.js';
import { cloneState, isMechLike, shipHasSkill, type MechaState, type Unit } from './state.js';
import { seesInside } from './view.js';

export interface Cost {
  readonly ap: number;
  /** Energy tokens spent; -1 = all of them (破城聚能镭射炮). */
  readonly energy: number;
  /** Ship HP paid (分离式舰体补给, 超负荷指挥). */
  readonly hp: number;
}

const FREE: Cost = { ap: 0, energy: 0, hp: 0 };

function weaponCost(w: Weapon, ap: number): Cost {
  return { ap, energy: w.perEnergySpent > 0 ? -1 : w.energyCost, hp: 0 };
}

/** AP, energy and HP the action spends (the same rules as ship.ts / mechs.ts / cards.ts charge). */
export function actionCost(s: MechaState, seat: Seat, a: MechaAction): Cost {
  const side = s.sides[seat];
  switch (a.t) {
    case 'fire':
      return weaponCost(WEAPONS[s.units[seat].guns[a.g].w], fireCost(s, seat));
    case 'attack':
      return weaponCost(WEAPONS[s.units[a.m].guns[a.g].w], 0);
    case 'draw': // 快速武装切换: the first draw of a turn is free
      return { ...FREE, ap: shipHasSkill(s, seat, 'quickSwitch') && !side.freeDraw ? 0 : 1 };
    case 'launch':
    case 'recover': // 量子通信指挥中心: one free launch or recovery a turn
      return { ...FREE, ap: shipHasSkill(s, seat, 'quantumCommand') && !side.freeLaunch ? 0 : 1 };
    case 'opAll':
    case 'gather':
    case 'dash':
      return { ...FREE, ap: 2 };
    case 'op':
      return { ...FREE, ap: meteorLocked(s, s.units[a.m]) ? s.ctx.opts.weather.meteorCost : 1 };
    case 'play':
      if (a.c === SC.spy) return { ...FREE, ap: 1 };
      return a.c === SC.turret || a.c === SC.advanced ? { ...FREE, energy: 1 } : FREE;
    case 'turret':
      return { ...FREE, energy: 1 };
    case 'resupply':
      return { ...FREE, hp: SHIPS[s.units[seat].card].resupplyCost };
    case 'overload':
      return { ...FREE, hp: SHIPS[s.units[seat].card].overloadCost * s.ctx.opts.jupiterX };
    default:
      return FREE;
  }
}

/** The target as `seat` knows it: its face-down pilot and cards are not counted. */
function asSeen(c: MechaState, s: MechaState, seat: Seat, t: Unit): Unit {
  const u = c.units[t.id];
  if (seesInside(s, seat, t)) return u;
  const crew = u.pilot >= 0 ? c.sides[u.owner].crew.find((x) => x.p === u.pilot) : undefined;
  if (crew && !crew.shown) u.pilot = -1;
  u.gear = u.gear.filter((g) => g.shown);
  return u;
}

/** The chance that one count (攻击次数) of `w` from `src` lands on `t`: hit roll ≤ hit, then evade roll > evade. */
export function landChance(s: MechaState, seat: Seat, srcId: number, w: Weapon, tId: number): number {
  const t = s.units[tId];
  if (w.autoVsMech && isMechLike(t)) return 1; // 防空弹幕炮: no judgement against mechs
  const c = cloneState(s); // hitTotal/evadeTotal turn cards face-up as they count them
  const src = c.units[srcId];
  const tgt = asSeen(c, s, seat, t);
  const die = s.ctx.opts.die;
  const p = (need: number) => Math.min(Math.max(need, 0), die) / die;
  const twiceHit = pilotTalent(c, tgt) === 'dangerSense' && tgt.hp < tgt.maxHp; // 危机超感
  const hit = p(hitTotal(c, src, tgt, w, null)) ** (twiceHit ? 2 : 1);
  const sense = pilotTalent(c, src);
  const twiceEvade = (sense === 'hyperVision' || sense === 'hunter') && isMechLike(tgt) && tgt.hp < tgt.maxHp; // 视限超感, 捕杀
  let evade = p(evadeTotal(c, tgt, null)) ** (twiceEvade ? 2 : 1);
  if (!w.melee && pilotTalent(c, tgt) === 'agility') evade += (1 - evade) * p(Math.round((PILOTS[tgt.pilot].amount * die) / 100)); // 敏捷
  return hit * (1 - evade);
}

/** Land chances of the action's shots, one per target (an area weapon: every enemy mech it covers); empty if it rolls none. */
export function actionOdds(s: MechaState, seat: Seat, a: MechaAction): number[] {
  let src: number;
  let gun: number;
  let target: number;
  if (a.t === 'fire') [src, gun, target] = [seat, a.g, a.u];
  else if (a.t === 'attack') [src, gun, target] = [a.m, a.g, a.u];
  else if (a.t === 'second' && a.u >= 0 && s.second) [src, gun, target] = [s.second.src, s.second.gun, a.u];
  else return [];
  const w = WEAPONS[s.units[src].guns[gun].w];
  if (w.support !== 'none' || w.device !== 'none') return []; // support tools and devices roll nothing
  const targets = w.aoe && a.t === 'fire' ? aoeTargets(s, seat, target) : target >= 0 ? [target] : [];
  return targets.map((t) => landChance(s, seat, src, w, t));
}
