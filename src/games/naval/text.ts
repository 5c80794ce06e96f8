// Bilingual labels for actions and events (the seeds' Chinese terms beside the English).
import type { GameEvent, Label, Seat } from '../../engine/index.js';
import type { NavalAction } from './actions.js';
import { SHIP_TABLE, type ShipClass } from './data.js';
import { byId, type NavalState } from './state.js';
import { unitNumber } from './unit-number.js';

export const SIDE: readonly Label[] = [
  { zh: '红方', en: 'Red' },
  { zh: '蓝方', en: 'Blue' },
];

export const PHASE_NAMES: Record<string, Label> = {
  build: { zh: '编成', en: 'fleet building' },
  deploy: { zh: '部署', en: 'deployment' },
  supply: { zh: '补给', en: 'supply' },
  move: { zh: '移动', en: 'movement' },
  recon: { zh: '航空侦察', en: 'air reconnaissance' },
  fighters: { zh: '航空战·防空', en: 'air battle: fighters' },
  strike: { zh: '航空战·攻击', en: 'air battle: strikes' },
  shelling: { zh: '炮击战', en: 'shelling' },
  torpedo: { zh: '雷击战', en: 'torpedoes' },
  subDetect: { zh: '潜艇回合·探测', en: 'submarines: detection' },
  subMove: { zh: '潜艇回合·移动', en: 'submarines: movement' },
  subTorpedo: { zh: '潜艇回合·雷击', en: 'submarines: torpedoes' },
  over: { zh: '结束', en: 'over' },
};

export const REASONS: Record<string, Label> = {
  annihilation: { zh: '击沉对方全部船只', en: 'every enemy ship sunk' },
  base: { zh: '占据对方基地周围三回合', en: 'held the enemy base ring for three turns' },
  turnCap: { zh: '达到回合上限', en: 'turn limit reached' },
};

function both(zh: string, en: string): Label {
  return { zh, en };
}

function cls(c: string): Label {
  const st = SHIP_TABLE[c as ShipClass];
  return st ? { zh: `${st.name.zh}${c}`, en: `${st.name.en} ${c}` } : both(c, c);
}

function unitName(c: string, id: number): Label {
  const n = cls(c);
  return both(`${n.zh}#${unitNumber(id)}`, `${n.en} #${unitNumber(id)}`);
}

function hexName(s: NavalState | null, h: number): string {
  if (s === null || h < 0) return `#${h}`;
  const c = s.ctx.board.coords[h];
  return `(${c.q},${c.r})`;
}

export function describeAction(s: NavalState, _seat: Seat, a: NavalAction): Label {
  const u = 'u' in a && a.u >= 0 ? unitName(byId(s, a.u).cls, a.u) : both('', '');
  const at = 'h' in a ? hexName(s, a.h) : '';
  switch (a.t) {
    case 'add':
      return both(`编入${cls(a.cls).zh}`, `add a ${cls(a.cls).en}`);
    case 'built':
      return both('编成完毕', 'fleet complete');
    case 'place':
      return both(`${u.zh} 部署于 ${at}`, `deploy ${u.en} at ${at}`);
    case 'reinforce':
      return both(`在基地旁部署${cls(a.cls).zh}于 ${at}`, `deploy a ${cls(a.cls).en} by the base at ${at}`);
    case 'step':
      return both(`${u.zh} 移动至 ${at}`, `${u.en} moves to ${at}`);
    case 'stop':
      return a.u < 0 ? both('不再增援', 'no more reinforcements') : both(`${u.zh} 结束行动`, `${u.en} is done`);
    case 'resupply':
      return both(`${u.zh} 补给周围友军`, `${u.en} resupplies nearby ships`);
    case 'lay':
      return both(`${u.zh} 在 ${at} 布雷`, `${u.en} lays a mine at ${at}`);
    case 'recon':
      return both(`${u.zh} 侦察 ${at}`, `${u.en} scouts around ${at}`);
    case 'fighters':
      return both(`${u.zh} 战斗机防空区 ${at}`, `${u.en} fighters guard ${at}`);
    case 'sortie':
      return a.kind === 'torpedo'
        ? both(`${u.zh} 派出鱼雷攻击机`, `${u.en} launches torpedo bombers`)
        : both(`${u.zh} 派出俯冲轰炸机`, `${u.en} launches dive bombers`);
    case 'strike':
      return both(`${u.zh} 攻击 ${at}`, `${u.en} strikes ${at}`);
    case 'aim':
      return both(`${u.zh} 炮击 ${at}`, `${u.en} aims at ${at}`);
    case 'torpedo':
      return both(`${u.zh} 向 ${at} 发射鱼雷`, `${u.en} fires torpedoes at ${at}`);
    case 'sink':
      return both(`${u.zh} 击毁潜艇#${unitNumber(a.target)}`, `${u.en} destroys submarine #${unitNumber(a.target)}`);
    case 'pass':
      return both('本环节其余单位不行动', 'pass the rest of this phase');
    case 'moveTo':
      return both(`${u.zh} 驶向 ${at}`, `${u.en} heads for ${at}`);
  }
}

const CAUSES: Record<string, Label> = {
  collision: both('碰撞', 'collision'),
  mine: both('水雷', 'mine'),
  shelling: both('炮击', 'shelling'),
  torpedo: both('鱼雷', 'torpedo'),
  torpedoBombers: both('鱼雷攻击机', 'torpedo bombers'),
  diveBombers: both('俯冲轰炸机', 'dive bombers'),
  fighters: both('被战斗机击落', 'shot down by fighters'),
  airAttack: both('攻击机损失', 'aircraft losses'),
  depthCharge: both('驱逐舰击毁', 'destroyer attack'),
};

/** The class of unit `id` when everyone who sees event `e` may know it (fog of war), else null. */
function knownClass(s: NavalState, e: GameEvent, id: unknown): string | null {
  if (typeof id !== 'number') return null;
  const u = s.units.find((x) => x.id === id);
  if (u === undefined) return null;
  const ownerOnly = e.to !== 'all' && e.to.every((seat) => seat === u.owner);
  return ownerOnly || u.lit || u.exposed || u.seenTurn >= 0 ? u.cls : null;
}

/**
 * The event as logged: with the axial coordinates of its hex (`at`), so logs read like the actions,
 * and the class of the units it names (`cls`, `targetCls`) wherever its readers may know them, so
 * the log says "战列舰BB#0" rather than "#0".
 */
export function withCoords(s: NavalState, e: GameEvent): GameEvent {
  const extra: Record<string, string | number[]> = {};
  const h = e.data.hex;
  if (typeof h === 'number' && h >= 0) {
    const c = s.ctx.board.coords[h];
    extra.at = [c.q, c.r];
  }
  if (e.data.cls === undefined) {
    const cls = knownClass(s, e, e.data.u);
    if (cls !== null) extra.cls = cls;
  }
  const targetCls = knownClass(s, e, e.data.target);
  if (targetCls !== null) extra.targetCls = targetCls;
  return Object.keys(extra).length === 0 ? e : { ...e, data: { ...e.data, ...extra } };
}

export function describeEvent(e: GameEvent): Label {
  const d = e.data as Record<string, number & string & number[]>;
  const u = typeof d.u === 'number' && typeof d.cls === 'string' ? unitName(d.cls, d.u) : both(`#${d.u}`, `#${d.u}`);
  const side = typeof d.owner === 'number' ? SIDE[d.owner] : typeof d.seat === 'number' ? SIDE[d.seat] : both('', '');
  // Events carry their hexes' axial coordinates (`at`, added when they are logged): show those.
  const xy = (e.data as { at?: unknown }).at;
  const at = Array.isArray(xy) ? `(${xy[0]},${xy[1]})` : typeof d.hex === 'number' ? hexName(null, d.hex) : '';
  switch (e.type) {
    case 'turn':
      return both(`—— 第${d.turn}回合（${SIDE[d.first].zh}先行）——`, `—— Turn ${d.turn} (${SIDE[d.first].en} first) ——`);
    case 'phase':
      return both(`【${PHASE_NAMES[d.phase].zh}】`, `[${PHASE_NAMES[d.phase].en}]`);
    case 'add':
      return both(`编入${cls(d.cls).zh}`, `added a ${cls(d.cls).en}`);
    case 'built':
      return both(`${side.zh}编成完毕`, `${side.en} fleet is complete`);
    case 'place':
      return both(`${u.zh} 部署于格 ${at}`, `${u.en} deployed at hex ${at}`);
    case 'deployed':
      return both('双方部署完毕，开战', 'both fleets deployed: battle begins');
    case 'reinforce':
      return both(`${u.zh} 在基地旁部署`, `${u.en} joins by the base`);
    case 'step':
      return both(`${side.zh}${u.zh} 移动至格 ${at}`, `${side.en} ${u.en} moves to hex ${at}`);
    case 'resupplied':
      return both(`${u.zh} 获得补给：生命 ${d.hp}，雷击值 ${d.mine}`, `${u.en} resupplied: HP ${d.hp}, torpedoes ${d.mine}`);
    case 'lay':
      return both(`在格 ${at} 布雷`, `mine laid at hex ${at}`);
    case 'mineHit':
      return both(`${side.zh}${u.zh} 触雷（格 ${at}）`, `${side.en} ${u.en} hits a mine at hex ${at}`);
    case 'mineCleared':
      return both(`${side.zh}${u.zh} 清除格 ${at} 的水雷`, `${side.en} ${u.en} clears the mine at hex ${at}`);
    case 'collision':
      return both(`格 ${at} 发生碰撞`, `collision at hex ${at}`);
    case 'recon':
      return both(`${side.zh}舰载机侦察格 ${at} 周围`, `${side.en} aircraft scout around hex ${at}`);
    case 'lit':
      return both(`发现${side.zh}${u.zh}（格 ${at}）`, `spotted ${side.en} ${u.en} at hex ${at}`);
    case 'fighters':
      return both(`战斗机防空区设于格 ${at}`, `fighters guard hex ${at}`);
    case 'sortie':
      return d.kind === 'torpedo'
        ? both(`${side.zh}派出鱼雷攻击机`, `${side.en} launches torpedo bombers`)
        : both(`${side.zh}派出俯冲轰炸机`, `${side.en} launches dive bombers`);
    case 'shotDown':
      return both(`${side.zh}攻击机在格 ${at} 进入优先防空区域，被击落`, `${side.en} attackers over hex ${at} are shot down by fighters`);
    case 'noTarget':
      return both(`格 ${at} 无可攻击目标`, `no target at hex ${at}`);
    case 'airRoll':
      return both(
        `${side.zh}攻击格 ${at}：掷出 ${d.roll}，防空值 ${d.aa}，伤害 ${d.dmg}${d.cvLoss ? '，航母损失1点生命' : ''}`,
        `${side.en} strikes hex ${at}: rolled ${d.roll} vs AA ${d.aa}, damage ${d.dmg}${d.cvLoss ? ', carrier loses 1 HP' : ''}`,
      );
    case 'aim':
      return both(`${u.zh} 瞄准格 ${at}`, `${u.en} aims at hex ${at}`);
    case 'shellDie':
      return both(`${side.zh}炮击骰 ${d.roll}`, `${side.en} shelling die: ${d.roll}`);
    case 'shell':
      return both(
        `${u.zh} 炮击格 ${at}（距离 ${d.dist}）：需要 ≥ ${d.need}，掷出 ${d.roll}：${d.hit ? '命中' : '未命中'}`,
        `${u.en} shells hex ${at} (range ${d.dist}): needs ≥ ${d.need}, rolled ${d.roll}: ${d.hit ? 'on target' : 'miss'}`,
      );
    case 'torpedo':
      return both(`${u.zh} 向格 ${at} 发射鱼雷，掷出 ${d.roll}`, `${u.en} fires torpedoes at hex ${at}, rolled ${d.roll}`);
    case 'damage':
      return both(
        `${SIDE[d.owner].zh}${u.zh} 受到${CAUSES[d.cause]?.zh ?? d.cause}伤害 ${d.amount}，剩余生命 ${d.hp}`,
        `${SIDE[d.owner].en} ${u.en} takes ${d.amount} ${CAUSES[d.cause]?.en ?? d.cause} damage, ${d.hp} HP left`,
      );
    case 'sunk':
      return both(`${side.zh}${u.zh} 被击沉`, `${side.en} ${u.en} is sunk`);
    case 'removed':
      return both(`${side.zh}${u.zh} 移出棋盘`, `${side.en} ${u.en} leaves the board`);
    case 'subLit':
      return both(`${side.zh}潜艇SS#${unitNumber(Number(d.u))} 被驱逐舰发现（格 ${at}）`, `${side.en} submarine SS#${unitNumber(Number(d.u))} detected at hex ${at}`);
    case 'depthCharge':
      return both(`${side.zh}驱逐舰DD#${unitNumber(Number(d.u))} 攻击潜艇SS#${unitNumber(Number(d.target))}`, `${side.en} destroyer DD#${unitNumber(Number(d.u))} attacks submarine SS#${unitNumber(Number(d.target))}`);
    case 'turnEnd':
      return both(`第${d.turn}回合结束`, `end of turn ${d.turn}`);
    case 'gameOver': {
      const r = REASONS[d.reason] ?? both(d.reason, d.reason);
      return d.winner === 2
        ? both(`平局：${r.zh}`, `draw: ${r.en}`)
        : both(`${SIDE[d.winner].zh}胜利：${r.zh}`, `${SIDE[d.winner].en} wins: ${r.en}`);
    }
    default:
      return both(e.type, e.type);
  }
}
