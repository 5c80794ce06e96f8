// Bilingual labels for actions and events (the seed's Chinese terms beside the English).
import type { EventSink, GameEvent, Json, Label, Seat } from '../../engine/index.js';
import type { MechaAction, ReactKind } from './actions.js';
import { zoneName } from './board.js';
import { CAPTAIN_SKILLS, CAPTAINS, GOALS, MECH_CARDS, MECH_TRAITS, MECHS, PILOTS, SHIP_CARDS, SHIP_SKILLS, SHIPS, TALENTS, WEAPONS, WEATHER } from './data.js';
import { actionCost, actionOdds } from './preview.js';
import type { MechaState } from './state.js';

export const SIDE: readonly Label[] = [
  { zh: '红方', en: 'Red' },
  { zh: '蓝方', en: 'Blue' },
];

export const REASONS: Record<string, Label> = {
  raid: { zh: '劫掠战舰', en: 'raided the enemy ship' },
  annihilation: { zh: '歼灭作战', en: 'annihilated the enemy' },
  armsRace: { zh: '军备竞赛', en: 'won the arms race' },
  both: { zh: '双方同时达成胜利条件', en: 'both sides met a victory condition at once' },
  turnCap: { zh: '达到回合上限', en: 'turn limit reached' },
};

function both(zh: string, en: string): Label {
  return { zh, en };
}

const byId = <T extends { id: string; name: Label }>(list: readonly T[], id: string): Label => list.find((x) => x.id === id)?.name ?? both(id, id);

function unitLabel(s: MechaState | null, id: number): Label {
  if (s === null || id < 0 || id >= s.units.length) return both(`#${id}`, `#${id}`);
  const u = s.units[id];
  const n = u.ship ? SHIPS[u.card].name : MECHS[u.card].name;
  return both(`${SIDE[u.owner].zh}${n.zh}#${id}`, `${SIDE[u.owner].en} ${n.en} #${id}`);
}

const REACT: Record<ReactKind, Label> = {
  decline: both('不响应', 'no reaction'),
  swiftHare: CAPTAIN_SKILLS[0].name,
  borrowedKnife: CAPTAIN_SKILLS[1].name,
  precisionStrike: CAPTAIN_SKILLS[2].name,
  warpShield: SHIP_CARDS[5].name,
  conversionShield: SHIP_CARDS[6].name,
  deckBomb: SHIP_CARDS[3].name,
  drainField: SHIP_CARDS[7].name,
  repair: SHIP_CARDS[1].name,
  extendShield: SHIP_SKILLS.extendShield,
};

/** The action's words, then what it costs and how likely its shots land, e.g. "（行动点 2 · 命中率 60%）". */
export function describeAction(s: MechaState, seat: Seat, a: MechaAction): Label {
  const l = actionWords(s, seat, a);
  const c = actionCost(s, seat, a);
  const odds = actionOdds(s, seat, a).map((p) => `${Math.round(p * 100)}%`).join(' / ');
  const zh: string[] = [];
  const en: string[] = [];
  if (c.ap > 0) zh.push(`行动点 ${c.ap}`), en.push(`${c.ap} AP`);
  else if (a.t === 'draw' || a.t === 'launch' || a.t === 'recover') zh.push('免费'), en.push('free'); // 快速武装切换, 量子通信指挥中心
  if (c.energy !== 0) zh.push(c.energy < 0 ? '全部能量' : `能量 ${c.energy}`), en.push(c.energy < 0 ? 'all energy' : `${c.energy} energy`);
  if (c.hp > 0) zh.push(`战舰生命 ${c.hp}`), en.push(`${c.hp} ship HP`);
  if (odds) zh.push(`命中率 ${odds}`), en.push(`hit chance ${odds}`);
  return zh.length === 0 ? l : both(`${l.zh}（${zh.join(' · ')}）`, `${l.en} (${en.join(' · ')})`);
}

function actionWords(s: MechaState, seat: Seat, a: MechaAction): Label {
  const u = (id: number) => unitLabel(s, id);
  const z = (x: number) => zoneName(x);
  switch (a.t) {
    case 'ship':
      return both(`选择战舰 ${SHIPS[a.c].name.zh}`, `ship: ${SHIPS[a.c].name.en}`);
    case 'gun':
      return both(`主武器 ${WEAPONS[a.w].name.zh}`, `main weapon: ${WEAPONS[a.w].name.en}`);
    case 'mech':
      return both(`战甲 ${MECHS[a.c].name.zh}`, `mech: ${MECHS[a.c].name.en}`);
    case 'arm': {
      const b = s.build[seat];
      const m = MECHS[b.mechs[b.mechs.length - 1]];
      const w = WEAPONS[m.weaponIx[a.i]];
      return both(`装备 ${w.name.zh}`, `arm it with ${w.name.en}`);
    }
    case 'captain':
      return both(`舰长 ${CAPTAINS[a.c].name.zh}`, `captain: ${CAPTAINS[a.c].name.en}`);
    case 'crew':
      return both(`驾驶员 ${PILOTS[a.p].name.zh}`, `pilot: ${PILOTS[a.p].name.en}`);
    case 'card':
      return both(`副武器库加入 ${SHIP_CARDS[a.c].name.zh}`, `library: ${SHIP_CARDS[a.c].name.en}`);
    case 'mcard':
      return both(`副武器库加入 ${MECH_CARDS[a.c].name.zh}`, `library: ${MECH_CARDS[a.c].name.en}`);
    case 'goal':
      return both(`胜利条件：${GOALS[a.g].name.zh}`, `victory condition: ${GOALS[a.g].name.en}`);
    case 'fire': {
      const w = WEAPONS[s.units[seat].guns[a.g].w];
      const at = w.aoe ? z(a.u) : u(a.u);
      return both(`使用武器 ${w.name.zh} 攻击 ${at.zh}`, `fire ${w.name.en} at ${at.en}`);
    }
    case 'draw':
      return a.pile === 0 ? both('补充副武器：抽一张战舰副武器', 'draw a ship sub-weapon') : both('补充副武器：抽至三张战甲副武器', 'draw mech sub-weapons up to three');
    case 'opAll':
      return both('操作战甲', 'operate all mechs');
    case 'op':
      return both(`单独操作 ${u(a.m).zh}`, `operate ${u(a.m).en}`);
    case 'launch':
      return both(`出动 ${u(a.m).zh} 至 ${z(a.z).zh}`, `launch ${u(a.m).en} to ${z(a.z).en}`);
    case 'recover':
      return both(`回收 ${u(a.m).zh}`, `recover ${u(a.m).en}`);
    case 'gather':
      return both('聚集能量', 'gather energy');
    case 'play': {
      const c = SHIP_CARDS[a.c].name;
      return both(`使用 ${c.zh}${a.x >= 0 ? ` (${a.x})` : ''}`, `play ${c.en}${a.x >= 0 ? ` (${a.x})` : ''}`);
    }
    case 'turret':
      return both(`自律火炮攻击 ${u(a.u).zh}`, `turret fires at ${u(a.u).en}`);
    case 'skill': {
      const k = CAPTAIN_SKILLS[a.k].name;
      return both(`舰长技能 ${k.zh}`, `captain skill: ${k.en}`);
    }
    case 'resupply':
      return both('分离式舰体补给', 'detachable hull resupply');
    case 'overload':
      return both('超负荷指挥', 'overload command');
    case 'dash':
      return both(`${u(a.m).zh} 隐身冲刺至 ${z(a.z).zh}`, `${u(a.m).en} stealth-dashes to ${z(a.z).en}`);
    case 'end':
      return both('结束回合', 'end the turn');
    case 'pilot':
      return both(`驾驶员 ${PILOTS[a.p].name.zh} 登机`, `pilot ${PILOTS[a.p].name.en} boards`);
    case 'attach':
      return both(`装载 ${MECH_CARDS[a.c].name.zh}`, `attach ${MECH_CARDS[a.c].name.en}`);
    case 'ready':
      return both('出动', 'launch now');
    case 'attack': {
      const w = WEAPONS[s.units[a.m].guns[a.g].w];
      const at = a.u >= 0 ? u(a.u) : both('', '');
      return both(`${u(a.m).zh} 使用 ${w.name.zh} ${at.zh}`, `${u(a.m).en} uses ${w.name.en} ${at.en}`);
    }
    case 'move':
      return both(`${u(a.m).zh} 移动至 ${z(a.z).zh}`, `${u(a.m).en} moves to ${z(a.z).en}`);
    case 'gear': {
      const c = MECH_CARDS[s.units[a.m].gear[a.i].c].name;
      return both(`${u(a.m).zh} 使用 ${c.zh}`, `${u(a.m).en} uses ${c.en}`);
    }
    case 'talent': {
      const p = s.units[a.m].pilot;
      const k = p >= 0 ? TALENTS[PILOTS[p].talent] : both('驾驶员天赋', 'pilot talent');
      return both(`${u(a.m).zh} 发动${k.zh}，目标 ${u(a.u).zh}`, `${u(a.m).en} uses ${k.en} on ${u(a.u).en}`);
    }
    case 'hold':
      return both(`${u(a.m).zh} 不行动`, `${u(a.m).en} holds`);
    case 'done':
      return both('结束操作', 'done');
    case 'second':
      return a.u < 0 ? both('不进行第二次攻击', 'no second shot') : both(`第二次攻击 ${u(a.u).zh}`, `second shot at ${u(a.u).en}`);
    case 'pick':
      return both(`选择 ${s.pick && s.pick.pile === 1 ? MECH_CARDS[a.c].name.zh : SHIP_CARDS[a.c].name.zh}`, `keep ${s.pick && s.pick.pile === 1 ? MECH_CARDS[a.c].name.en : SHIP_CARDS[a.c].name.en}`);
    case 'react': {
      const r = REACT[a.k];
      return a.u >= 0 ? both(`${r.zh}：${u(a.u).zh}`, `${r.en}: ${u(a.u).en}`) : r;
    }
  }
}

const CHANCES: Record<string, Label> = {
  redArmour: MECH_TRAITS.redArmour,
  clash: both('镭射光剑（近战对抗）', 'laser sabre (melee clash)'),
  meleeOS: MECH_TRAITS.meleeOS,
  jointBooster: MECH_TRAITS.jointBooster,
  emergencyEject: TALENTS.emergencyEject,
  rallyAllies: MECH_TRAITS.rallyAllies,
  swordSaint: TALENTS.swordSaint,
  agility: TALENTS.agility,
};

const CAUSES: Record<string, Label> = {
  attack: both('攻击', 'attack'),
  linkShield: MECH_TRAITS.linkShield,
  burn: both('灼烧', 'burning'),
  lightning: WEATHER[1].name,
  blackHole: WEATHER[0].name,
  turret: SHIP_CARDS[2].name,
  selfDestruct: MECH_CARDS[1].name,
  warpShield: SHIP_CARDS[5].name,
  ironHand: TALENTS.ironHand,
  swordSaint: TALENTS.swordSaint,
  repair: SHIP_CARDS[1].name,
  repairDrone: both('战甲修理无人机', 'mech repair drone'),
  deathSupply: MECH_TRAITS.deathSupply,
  martialMight: CAPTAIN_SKILLS[4].name,
  chargedRegen: SHIP_SKILLS.chargedRegen,
};

/** A build choice key (`ship:3`, `mech:7`…) with the card's name. */
function buildLabel(key: string): Label {
  const [t, x] = key.split(':');
  const i = Number(x);
  const named = (n: Label | undefined, zh: string, en: string) => (n ? both(`${zh} ${n.zh}`, `${en} ${n.en}`) : both(key, key));
  switch (t) {
    case 'ship':
      return named(SHIPS[i]?.name, '战舰', 'ship');
    case 'gun':
      return named(WEAPONS[i]?.name, '主武器', 'main weapon');
    case 'mech':
      return named(MECHS[i]?.name, '战甲', 'mech');
    case 'arm':
      return both(`武器${'AB'[i] ?? x}`, `weapon ${'AB'[i] ?? x}`);
    case 'captain':
      return named(CAPTAINS[i]?.name, '舰长', 'captain');
    case 'crew':
      return named(PILOTS[i]?.name, '驾驶员', 'pilot');
    case 'card':
      return named(SHIP_CARDS[i]?.name, '战舰副武器', 'ship sub-weapon');
    case 'mcard':
      return named(MECH_CARDS[i]?.name, '战甲副武器', 'mech sub-weapon');
    default:
      return both(key, key);
  }
}

/** Units an event names by id: `u` and `src`, and per type the others. */
function unitIds(e: GameEvent, out: number[]): void {
  const d = e.data;
  const add = (x: Json | undefined) => {
    if (typeof x === 'number' && x >= 0 && !out.includes(x)) out.push(x);
  };
  add(d.u);
  add(d.src);
  if (e.type === 'gravity') add(d.to);
  if (e.type === 'talent' || e.type === 'use') add(d.target);
  if (e.type === 'fire' && Array.isArray(d.targets)) for (const t of d.targets) add(t);
}

/**
 * Give the events from index `from` on the side and card of every unit they name (`who`: id →
 * [owner, ship or mech id]), so the log can say 红方利剑 where it said #5. Both are public from the
 * moment the fleets are revealed; event data is not part of the state hash.
 */
export function nameUnits(s: MechaState, ev: EventSink, from: number): void {
  if (!ev) return;
  const ids: number[] = [];
  for (let i = from; i < ev.length; i++) {
    const e = ev[i];
    ids.length = 0;
    unitIds(e, ids);
    const who: Record<string, Json> = {};
    let any = false;
    for (const id of ids) {
      const u = s.units[id];
      if (!u) continue;
      who[id] = [u.owner, u.ship ? SHIPS[u.card].id : MECHS[u.card].id];
      any = true;
    }
    if (any) ev[i] = { ...e, data: { ...e.data, who } };
  }
}

const CARD_NAMES = new Map<string, Label>([...SHIPS, ...MECHS].map((x) => [x.id, x.name]));

/** A unit as an event names it: side and card (红方利剑) when the event carries them, else its id. */
function eventUnit(d: Record<string, unknown>, id: number, side: Label): Label {
  const who = d.who as Record<string, unknown> | undefined;
  const w = who?.[String(id)];
  if (Array.isArray(w) && typeof w[0] === 'number' && typeof w[1] === 'string') {
    const o = SIDE[w[0]] ?? both('', '');
    const name = CARD_NAMES.get(w[1]) ?? both(w[1], w[1]);
    return both(`${o.zh}${name.zh}`, `${o.en} ${name.en}`);
  }
  return both(`${side.zh}#${id}`, `${side.en} #${id}`.trim());
}

const rolls = (xs: number[]) => xs.join('、');
const rollsEn = (xs: number[]) => xs.join(' and ');

/** A roll-under check in words: 命中判定 需要 ≤ 12，掷出 9：命中 / hit: needs ≤ 12, rolled 9 — hits. */
function check(what: Label, need: number, xs: number[], ok: boolean, yes: Label, no: Label): Label {
  const twice = xs.length > 1 ? both('（两次）', ' (twice)') : both('', '');
  const r = ok ? yes : no;
  return both(`${what.zh} 需要 ≤ ${need}${twice.zh}，掷出 ${rolls(xs)}：${r.zh}`, `${what.en}: needs ≤ ${need}${twice.en}, rolled ${rollsEn(xs)} — ${r.en}`);
}

function shotWords(d: Record<string, unknown>, src: Label, tgt: Label): Label {
  const head = both(`${src.zh} → ${tgt.zh}：`, `${src.en} → ${tgt.en}: `);
  if (d.auto) return both(`${head.zh}无需判定，直接命中`, `${head.en}no roll needed — hits`);
  const hits = d.hit as number[];
  const need = d.need as number;
  const h = check(both('命中判定', 'hit'), need, hits, hits.every((x) => x <= need), both('命中', 'hits'), both('未命中', 'misses'));
  if (!d.evade) return both(`${head.zh}${h.zh}`, `${head.en}${h.en}`);
  const evs = d.evade as number[];
  const evNeed = d.evNeed as number;
  const v = check(both('回避判定', 'evade'), evNeed, evs, evs.every((x) => x <= evNeed), both('回避成功', 'evades'), both('回避失败', 'fails'));
  const end = d.landed ? both('攻击命中', 'the attack lands') : both('攻击被回避', 'the attack is evaded');
  return both(`${head.zh}${h.zh}；${v.zh}，${end.zh}`, `${head.en}${h.en}; ${v.en}; ${end.en}`);
}

export function describeEvent(e: GameEvent): Label {
  const d = e.data as Record<string, unknown>;
  const n = (k: string) => d[k] as number;
  const str = (k: string) => String(d[k]);
  const side = typeof d.seat === 'number' ? SIDE[n('seat')] : typeof d.owner === 'number' ? SIDE[n('owner')] : both('', '');
  const unitOf = (id: number) => eventUnit(d, id, side);
  const unit = typeof d.u === 'number' ? unitOf(n('u')) : both('', '');
  const zone = (k: string) => zoneName(n(k));
  switch (e.type) {
    case 'build': {
      const l = buildLabel(str('choice'));
      return both(`编成：${l.zh}`, `build: ${l.en}`);
    }
    case 'built':
      return both(`${side.zh}舰队配置完毕`, `${side.en} fleet is ready`);
    case 'fleets':
      return both('双方公开舰队配置', 'public fleet configurations revealed');
    case 'goal':
      return both(`选择胜利条件：${byId(GOALS, str('goal')).zh}`, `victory condition chosen: ${byId(GOALS, str('goal')).en}`);
    case 'goals': {
      const c = d.choices as string[];
      return both(`胜利条件公开：${c.map((g) => byId(GOALS, g).zh).join('、')}`, `victory conditions: ${c.map((g) => byId(GOALS, g).en).join(', ')}`);
    }
    case 'firstRoll': {
      const r = d.rolls as number[];
      return both(`先手骰：红 ${r[0]}，蓝 ${r[1]}`, `first-player dice: Red ${r[0]}, Blue ${r[1]}`);
    }
    case 'turn':
      return both(`—— 第${n('turn')}回合（${side.zh}）——`, `—— Turn ${n('turn')} (${side.en}) ——`);
    case 'turnEnd':
      return both(`${side.zh}回合结束`, `${side.en} ends the turn`);
    case 'armsRaceTie':
      return both(`军备竞赛平局（双方血量 ${n('hp')}），比赛继续`, `arms race level (${n('hp')} HP each): play goes on`);
    case 'drew':
      return both(`抽到 ${(d.cards as number[]).map((c) => (n('pile') === 0 ? SHIP_CARDS[c] : MECH_CARDS[c]).name.zh).join('、')}`, `drew ${(d.cards as number[]).map((c) => (n('pile') === 0 ? SHIP_CARDS[c] : MECH_CARDS[c]).name.en).join(', ')}`);
    case 'draw':
      return both(`${side.zh}抽 ${n('n')} 张${n('pile') === 0 ? '战舰' : '战甲'}副武器`, `${side.en} draws ${n('n')} ${n('pile') === 0 ? 'ship' : 'mech'} sub-weapon card${n('n') === 1 ? '' : 's'}`);
    case 'fire': {
      const src = unitOf(n('src'));
      const w = str('weapon') === 'towardDeath' ? byId(CAPTAIN_SKILLS, 'towardDeath') : byId(WEAPONS, str('weapon'));
      const ts = Array.isArray(d.targets) ? (d.targets as number[]).map((t) => unitOf(t)) : [];
      const at = ts.length === 0 ? both('', '') : both(` 攻击 ${ts.map((t) => t.zh).join('、')}`, ` at ${ts.map((t) => t.en).join(', ')}`);
      return both(`${src.zh} 使用 ${w.zh}${at.zh}`, `${src.en} fires ${w.en}${at.en}`);
    }
    case 'shot':
      return shotWords(d, unitOf(n('src')), unit);
    case 'damage': {
      const c = CAUSES[str('cause')] ?? both(str('cause'), str('cause'));
      return both(`${unit.zh} 受到 ${n('amount')} 伤害（${c.zh}），剩余 ${n('hp')}`, `${unit.en} takes ${n('amount')} damage (${c.en}), ${n('hp')} HP left`);
    }
    case 'heal': {
      const c = CAUSES[str('cause')] ?? both(str('cause'), str('cause'));
      return both(`${unit.zh} 回复至 ${n('hp')}（${c.zh}）`, `${unit.en} healed to ${n('hp')} (${c.en})`);
    }
    case 'destroyed':
      return both(`${unit.zh} 被击落`, `${unit.en} is shot down`);
    case 'sunk':
      return both(`${unit.zh} 战舰被击毁`, `${unit.en} ship destroyed`);
    case 'giant':
      return both(`${side.zh}白天马成为巨型战甲（生命 ${n('hp')}）`, `${side.en} White Pegasus becomes a giant mech (${n('hp')} HP)`);
    case 'pilotShown':
      return both(`${unit.zh} 驾驶员翻开：${byId(PILOTS, str('pilot')).zh}`, `${unit.en} pilot revealed: ${byId(PILOTS, str('pilot')).en}`);
    case 'pilotHurt':
      return both(`${unit.zh} 驾驶员受伤 ${n('turns')} 回合`, `${unit.en} pilot injured for ${n('turns')} turns`);
    case 'pilotLost':
      return both(`${unit.zh} 驾驶员进入弃牌堆`, `${unit.en} pilot lost for the game`);
    case 'pilotBack':
      return both(`${unit.zh} 驾驶员紧急脱离`, `${unit.en} pilot ejects safely`);
    case 'pilotRecovered':
      return both(`${side.zh}驾驶员恢复`, `${side.en} pilot recovered`);
    case 'gearShown':
      return both(`${unit.zh} 副武器翻开：${byId(MECH_CARDS, str('card')).zh}`, `${unit.en} card revealed: ${byId(MECH_CARDS, str('card')).en}`);
    case 'launching':
      return both(`${unit.zh} 出动至 ${zone('zone').zh}`, `${unit.en} launches to ${zone('zone').en}`);
    case 'launched':
      return both(`${unit.zh} 出动成功（副武器 ${n('gear')} 张）`, `${unit.en} launched (${n('gear')} card${n('gear') === 1 ? '' : 's'})`);
    case 'recovered':
      return both(`回收 ${unit.zh}`, `${unit.en} is recovered`);
    case 'deckBombed':
      return both(`甲板炸弹：${unit.zh} 出动失败`, `deck bomb: ${unit.en} launch fails`);
    case 'move':
      return both(`${unit.zh} 移动至 ${zone('zone').zh}`, `${unit.en} moves to ${zone('zone').en}`);
    case 'weather':
      return both(`${unit.zh} 进入事件区：${byId(WEATHER, str('weather')).zh}`, `${unit.en} enters the event zone: ${byId(WEATHER, str('weather')).en}`);
    case 'weatherEnd':
      return both(`天气结束：${byId(WEATHER, str('weather')).zh}`, `weather ends: ${byId(WEATHER, str('weather')).en}`);
    case 'card':
      return both(`${side.zh}使用 ${SHIP_CARDS[n('card')].name.zh}`, `${side.en} plays ${SHIP_CARDS[n('card')].name.en}`);
    case 'skill':
      return both(`${side.zh}舰长技能：${byId(CAPTAIN_SKILLS as unknown as { id: string; name: Label }[], str('skill')).zh}`, `${side.en} captain skill: ${byId(CAPTAIN_SKILLS as unknown as { id: string; name: Label }[], str('skill')).en}`);
    case 'captainShown':
      return both(`${side.zh}舰长翻开：${byId(CAPTAINS, str('captain')).zh}`, `${side.en} captain revealed: ${byId(CAPTAINS, str('captain')).en}`);
    case 'energy':
      return both(`${side.zh}能量指示物 ${n('energy')}`, `${side.en} energy tokens: ${n('energy')}`);
    case 'energyLost':
      return both(`${side.zh}失去所有能量指示物`, `${side.en} loses all energy tokens`);
    case 'boarded':
      return both(`${unit.zh} 驾驶员：${byId(PILOTS, str('pilot')).zh}（背面朝上）`, `${unit.en} pilot: ${byId(PILOTS, str('pilot')).en} (face-down)`);
    case 'pilotAboard':
      return d.pilot === null ? both(`${unit.zh} 驾驶员登机（背面朝上）`, `${unit.en}: a face-down pilot boards`) : both(`${unit.zh} 驾驶员 ${byId(PILOTS, str('pilot')).zh} 登机`, `${unit.en}: ${byId(PILOTS, str('pilot')).en} boards`);
    case 'attached':
      return both(`${unit.zh} 装载 ${byId(MECH_CARDS, str('card')).zh}`, `${unit.en} carries ${byId(MECH_CARDS, str('card')).en}`);
    case 'gearAboard':
      return both(`${unit.zh} 装载副武器（背面朝上，共 ${n('n')} 张）`, `${unit.en} carries a face-down card (${n('n')} in all)`);
    case 'react': {
      const r = REACT[str('k') as ReactKind] ?? both(str('k'), str('k'));
      return both(`${side.zh}响应：${r.zh}`, `${side.en} reacts: ${r.en}`);
    }
    case 'redirect':
      return both(`借刀杀人：攻击转向 ${unit.zh}`, `borrowed knife: the attack turns on ${unit.en}`);
    case 'dodged':
      return both('动若脱兔：此次攻击被闪避', 'swift as a hare: the attack is evaded');
    case 'shielded':
      return both(`${unit.zh} 护盾免疫 ${n('amount')} 伤害`, `${unit.en} shield stops ${n('amount')} damage`);
    case 'shieldAbsorb':
      return both(`${unit.zh} 护盾吸收 ${n('absorbed')}（剩余 ${n('left')}）`, `${unit.en} shield absorbs ${n('absorbed')} (${n('left')} left)`);
    case 'gravity':
      return both(`小型引力场：${unit.zh} 的伤害转移至 ${unitOf(n('to')).zh}`, `small gravity field: damage to ${unit.en} goes to ${unitOf(n('to')).en}`);
    case 'burning':
      return both(`${unit.zh} 灼烧 ${n('turns')} 回合（每回合 ${n('dmg')}）`, `${unit.en} burns for ${n('turns')} turns (${n('dmg')} each)`);
    case 'jammed':
      return both(`${unit.zh} 无法行动`, `${unit.en} cannot act`);
    case 'pulled':
      return both(`${unit.zh} 被黑洞牵扯至事件区`, `${unit.en} is pulled into the event zone`);
    case 'energyStolen':
      return both(`${SIDE[n('to')].zh}夺取一点能量指示物`, `${SIDE[n('to')].en} steals an energy token`);
    case 'gatherDeclared':
      return both(`${side.zh}聚集能量`, `${side.en} gathers energy`);
    case 'drained':
      return both(`泄能磁场：${side.zh}的聚集能量无效，回合跳过`, `energy drain field: ${side.en}'s gathering is void, turn skipped`);
    case 'resupply':
      return both(`${side.zh}分离式舰体补给（战舰生命 ${n('hp')}）`, `${side.en} hull resupply (ship HP ${n('hp')})`);
    case 'overload':
      return both(`${side.zh}超负荷指挥：一台战甲额外行动（战舰生命 ${n('hp')}）`, `${side.en} overload command: one mech acts again (ship HP ${n('hp')})`);
    case 'extendShield':
      return both(`${side.zh}延伸护盾：为战甲抵挡此次攻击（战舰生命 ${n('hp')}）`, `${side.en} extended shield blocks the attack on its mechs (ship HP ${n('hp')})`);
    case 'rally':
      return both(`觉醒友军：${side.zh}至多 ${n('n')} 台战甲额外行动`, `rally: up to ${n('n')} ${side.en} mechs act once more`);
    case 'turretFires':
      return both(`${side.zh}自律火炮攻击 ${unitOf(n('u')).zh}`, `${side.en} autonomous turret fires at ${unitOf(n('u')).en}`);
    case 'use': {
      const on = typeof d.target === 'number' && d.target >= 0 ? unitOf(n('target')) : null;
      return both(`${unit.zh} 使用 ${byId(WEAPONS, str('weapon')).zh}${on ? `，目标 ${on.zh}` : ''}`, `${unit.en} uses ${byId(WEAPONS, str('weapon')).en}${on ? ` on ${on.en}` : ''}`);
    }
    case 'gearUse':
      return both(`${unit.zh} 使用 ${byId(MECH_CARDS, str('card')).zh}`, `${unit.en} uses ${byId(MECH_CARDS, str('card')).en}`);
    case 'talent': {
      const k = (TALENTS as Record<string, Label>)[str('talent')] ?? both(str('talent'), str('talent'));
      const on = typeof d.target === 'number' && d.target >= 0 ? unitOf(n('target')) : null;
      return both(`${unit.zh} 驾驶员天赋：${k.zh}${on ? `，目标 ${on.zh}` : ''}`, `${unit.en} pilot talent: ${k.en}${on ? ` on ${on.en}` : ''}`);
    }
    case 'chance': {
      const w = CHANCES[str('what')] ?? both(str('what'), str('what'));
      const who = typeof d.u === 'number' ? both(`${unit.zh} `, `${unit.en}: `) : both('', '');
      return check(both(`${who.zh}${w.zh}判定`, `${who.en}${w.en}`), n('need'), [n('roll')], d.ok === true, both('生效', 'takes effect'), both('未生效', 'no effect'));
    }
    case 'spied':
      return both(`间谍无人机看到：${byId(SHIP_CARDS, str('card')).zh}`, `spy drone sees: ${byId(SHIP_CARDS, str('card')).en}`);
    case 'spyDiscard':
      return both(`间谍无人机令${side.zh}丢弃 ${byId(SHIP_CARDS, str('card')).zh}`, `spy drone makes ${side.en} discard ${byId(SHIP_CARDS, str('card')).en}`);
    case 'revealed': {
      const list = (d.cards as number[]).map((c) => (n('pile') === 0 ? SHIP_CARDS[c] : MECH_CARDS[c]).name);
      return both(`高级武器系统翻开：${list.map((x) => x.zh).join('、')}`, `advanced weapon system reveals: ${list.map((x) => x.en).join(', ')}`);
    }
    case 'picked': {
      const c = (n('pile') === 0 ? SHIP_CARDS[n('card')] : MECH_CARDS[n('card')]).name;
      return both(`选择 ${c.zh} 置于手牌`, `keeps ${c.en}`);
    }
    case 'pickedOne':
      return both(`${side.zh}选择一张副武器置于手牌，其余洗回牌库`, `${side.en} keeps one card and shuffles the rest back`);
    case 'gameOver': {
      const r = REASONS[str('reason')] ?? both(str('reason'), str('reason'));
      return n('winner') === 2 ? both(`平局：${r.zh}`, `draw: ${r.en}`) : both(`${SIDE[n('winner')].zh}胜利：${r.zh}`, `${SIDE[n('winner')].en} wins: ${r.en}`);
    }
    default:
      return both(e.type, e.type);
  }
}
