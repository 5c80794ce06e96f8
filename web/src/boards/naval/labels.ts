// Naval names for the board (the seed's Chinese terms). They mirror src/games/naval (text.ts,
// data.ts) so the board bundle carries no rules code; labels.test.ts keeps the two in step.
import type { Label } from '../../../../src/protocol/types.js';
import { unitNumber } from '../../../../src/games/naval/unit-number.js';

export const SIDES: readonly Label[] = [
  { zh: '红方', en: 'Red' },
  { zh: '蓝方', en: 'Blue' },
];

export const SIDE_COLOURS: readonly string[] = ['#c62828', '#1e56a0'];

export const CLASS_NAMES: Record<string, Label> = {
  DD: { zh: '驱逐舰', en: 'Destroyer' },
  CL: { zh: '轻巡洋舰', en: 'Light cruiser' },
  CA: { zh: '重巡洋舰', en: 'Heavy cruiser' },
  BB: { zh: '战列舰', en: 'Battleship' },
  CV: { zh: '航空母舰', en: 'Aircraft carrier' },
  SS: { zh: '潜艇', en: 'Submarine' },
  C: { zh: '补给船', en: 'Supply ship' },
  ML: { zh: '布雷艇', en: 'Minelayer' },
};

export const PHASES: Record<string, Label> = {
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

/** Board and panel words. */
export const NAVAL_WORDS = {
  budget: { zh: '预算', en: 'Budget' },
  budgetLeft: { zh: '剩余', en: 'left' },
  cost: { zh: '费用', en: 'cost' },
  add: { zh: '编入', en: 'Add' },
  overBudget: { zh: '超出预算', en: 'over the budget' },
  classLimit: { zh: '已达该舰种上限', en: 'class limit reached' },
  turn: { zh: '回合', en: 'Turn' },
  phase: { zh: '阶段', en: 'Phase' },
  actor: { zh: '行动方', en: 'To act' },
  base: { zh: '基地', en: 'Base' },
  yourFleet: { zh: '我方船只', en: 'Your ships' },
  toPlace: { zh: '待部署', en: 'to place' },
  enemyRoster: { zh: '敌方编成', en: 'Enemy fleet' },
  sunk: { zh: '击毁单位区域', en: 'Destroyed units' },
  hold: { zh: '占据基地周围', en: 'Holding the enemy base ring' },
  turns: { zh: '回合', en: 'turns' },
  hp: { zh: '生命', en: 'HP' },
  torpedoes: { zh: '雷击值', en: 'torpedoes' },
  lit: { zh: '已点亮', en: 'lit' },
  movesLeft: { zh: '剩余机动', en: 'moves left' },
  selected: { zh: '已选择', en: 'Selected' },
  lastSeen: { zh: '最后发现于第{turn}回合', en: 'last seen on turn {turn}' },
  ready: { zh: '编成完毕', en: 'fleet complete' },
  building: { zh: '编成中', en: 'building' },
  supplyThisTurn: { zh: '本回合补给船', en: 'supply ships this turn' },
  minelayers: { zh: '布雷艇', en: 'minelayers' },
  afloat: { zh: '在场', en: 'afloat' },
  sunkWord: { zh: '已击沉', en: 'sunk' },
  removed: { zh: '已离场', en: 'left the board' },
  mine: { zh: '水雷', en: 'mine' },
  fighters: { zh: '优先防空区域', en: 'fighter cover' },
  aim: { zh: '炮击目标', en: 'shelling target' },
  scouted: { zh: '已侦察', en: 'scouted' },
  deployZone: { zh: '部署区', en: 'deployment zone' },
  neutralZone: { zh: '中立区域', en: 'neutral zone' },
} satisfies Record<string, Label>;

export function className(cls: string): Label {
  return CLASS_NAMES[cls] ?? { zh: cls, en: cls };
}

export function unitLabel(cls: string, id: number): Label {
  const n = className(cls);
  return { zh: `${n.zh}${cls}#${unitNumber(id)}`, en: `${n.en} ${cls} #${unitNumber(id)}` };
}

export const NAVAL_HINTS = {
  clickHex: { zh: '点击高亮的格子', en: 'Click a highlighted hex' },
  shellOdds: { zh: '炮击此格：骰子需要 ≥ {need}（命中率 {pct}%）', en: 'Shelling this hex: the die needs ≥ {need} ({pct}% to hit)' },
  collision: { zh: '警告：停在友舰所在格会相撞，双方各受对方最大生命值两倍的伤害', en: 'Warning: ending here collides with a friendly ship; each takes twice the other’s max HP' },
  clickDestination: { zh: '点击目的地：船只逐格开过去（淡色格为可达）', en: 'Click a destination: the ship sails there step by step (pale hexes are in reach)' },
  clickShip: { zh: '点击我方船只下达命令', en: 'Click one of your ships to give it orders' },
  orStop: { zh: '或：', en: 'or:' },
} satisfies Record<string, Label>;
