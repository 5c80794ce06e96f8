// Words of the mecha board (the seed's Chinese terms).
import type { Label } from '../../../../src/protocol/types.js';

export const SIDES: readonly Label[] = [
  { zh: '红方', en: 'Red' },
  { zh: '蓝方', en: 'Blue' },
];

export const SIDE_COLOURS: readonly string[] = ['#c62828', '#1e56a0'];

export const PHASES: Record<string, Label> = {
  build: { zh: '舰队配置', en: 'fleet building' },
  goal: { zh: '选择胜利条件', en: 'choosing victory conditions' },
  play: { zh: '对战', en: 'battle' },
  over: { zh: '结束', en: 'over' },
};

export const MECHA_WORDS = {
  turn: { zh: '回合', en: 'Turn' },
  phase: { zh: '阶段', en: 'Phase' },
  active: { zh: '行动方', en: 'To act' },
  ap: { zh: '行动点', en: 'Action points' },
  actsLeft: { zh: '剩余操作', en: 'operations left' },
  weather: { zh: '天气', en: 'Weather' },
  untilTurn: { zh: '持续至第{turn}回合', en: 'until turn {turn}' },
  untilEntered: { zh: '直到有战甲进入事件区', en: 'until a mech enters the event zone' },
  energy: { zh: '能量指示物', en: 'Energy' },
  captain: { zh: '舰长', en: 'Captain' },
  faceDown: { zh: '（背面）', en: '(face down)' },
  pilots: { zh: '驾驶员', en: 'Pilots' },
  hiddenPilots: { zh: '背面驾驶员：可用{ready} · 出动中{flying}', en: 'Face-down pilots: {ready} ready · {flying} flying' },
  hand: { zh: '手牌', en: 'Hand' },
  shipCards: { zh: '战舰副武器', en: 'ship sub-weapons' },
  mechCards: { zh: '战甲副武器', en: 'mech sub-weapons' },
  cards: { zh: '张', en: 'cards' },
  library: { zh: '牌库', en: 'Library' },
  discard: { zh: '弃牌区', en: 'Discard' },
  hangar: { zh: '未出场战甲', en: 'Hangar' },
  down: { zh: '击毁', en: 'Destroyed' },
  goal: { zh: '胜利条件', en: 'Victory condition' },
  goalChosen: { zh: '已选择（秘密）', en: 'chosen (secret)' },
  goalsShown: { zh: '已揭示的胜利条件', en: 'Victory conditions revealed' },
  skillsUsed: { zh: '已用技能', en: 'Skills used' },
  hit: { zh: '命中', en: 'Hit' },
  evade: { zh: '回避', en: 'Evade' },
  hp: { zh: '生命', en: 'HP' },
  ammo: { zh: '弹药', en: 'ammo' },
  pilot: { zh: '驾驶员', en: 'Pilot' },
  gear: { zh: '副武器', en: 'Gear' },
  stun: { zh: '无法行动', en: 'stunned' },
  burn: { zh: '灼烧', en: 'burning' },
  shield: { zh: '护盾', en: 'shield' },
  stealth: { zh: '隐身', en: 'stealth' },
  charged: { zh: '充能', en: 'charged' },
  debuff: { zh: '干扰', en: 'jammed' },
  marks: { zh: '曳光标记', en: 'tracer marks' },
  acted: { zh: '已行动', en: 'acted' },
  attack: { zh: '攻击结算中', en: 'Attack in progress' },
  targets: { zh: '目标', en: 'targets' },
  launching: { zh: '出动中', en: 'Launching' },
  window: { zh: '等待响应', en: 'Waiting for a reaction' },
  yourBuild: { zh: '我方配置', en: 'Your fleet' },
  ready: { zh: '配置完毕', en: 'ready' },
  building: { zh: '配置中', en: 'building' },
  selected: { zh: '已选择', en: 'Selected' },
  clickZone: { zh: '点击高亮的区域', en: 'Click a highlighted zone' },
  clickUnit: { zh: '点击我方战甲下达命令', en: 'Click one of your mechs to give it orders' },
  turret: { zh: '自律火炮', en: 'Autonomous Turret' },
  rules: { zh: '规则', en: 'Rules' },
  details: { zh: '详情', en: 'Details' },
  traits: { zh: '特性', en: 'Traits' },
  skills: { zh: '战舰技能', en: 'Ship skills' },
  talent: { zh: '天赋', en: 'Talent' },
  recovery: { zh: '恢复时间', en: 'Recovery' },
  turnsUnit: { zh: '{n} 回合', en: '{n} turns' },
  range: { zh: '范围', en: 'range' },
  wholeMap: { zh: '全图', en: 'whole map' },
  shots: { zh: '{n} 次 × {d} 伤害', en: '{n} × {d} damage' },
  unlimited: { zh: '不限', en: 'unlimited' },
  intent: { zh: '杀意（回避 −5）', en: 'killing intent (evade −5)' },
  silenced: { zh: '天赋被封（狡诈）', en: 'talent silenced (cunning)' },
  eventsLeft: { zh: '事件牌剩余', en: 'Event cards left' },
  cooldowns: { zh: '冷却（己方回合）', en: 'Cooldowns (own turns)' },
} satisfies Record<string, Label>;

/** Weapon kinds (实弹 / 镭射 / 特殊). */
export const WEAPON_KINDS: Record<string, Label> = {
  kinetic: { zh: '实弹', en: 'kinetic' },
  laser: { zh: '镭射', en: 'laser' },
  special: { zh: '特殊', en: 'special' },
};

/** MR-31 cooldowns by index: 分离式舰体补给, 延伸护盾, 超负荷指挥. */
export const COOLDOWNS: readonly Label[] = [
  { zh: '分离式舰体补给', en: 'Hull Resupply' },
  { zh: '延伸护盾', en: 'Extended Shield' },
  { zh: '超负荷指挥', en: 'Overload Command' },
];

/** Where a pilot is (可用 / 出动中 / 受伤 / 弃牌区). */
export const CREW_WHERE: Record<string, Label> = {
  ready: { zh: '可用', en: 'ready' },
  flying: { zh: '出动中', en: 'flying' },
  hurt: { zh: '受伤', en: 'injured' },
  lost: { zh: '弃牌区', en: 'lost' },
};

export function fill(s: string, vars: Record<string, string | number>): string {
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}
