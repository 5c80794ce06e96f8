// The naval ship table (船只数据) and every number the rules use. Data, validated by zod; options
// may override any of it. Rules live in code.
import { z } from 'zod';

/** Ship classes (船只种类). SS/C/ML are the special ships (特殊船只). */
export const SHIP_CLASSES = ['DD', 'CL', 'CA', 'BB', 'CV', 'SS', 'C', 'ML'] as const;
export type ShipClass = (typeof SHIP_CLASSES)[number];
/** Classes chosen in fleet building (作战船只：对局开始前部署). */
export const COMBAT_CLASSES = ['DD', 'CL', 'CA', 'BB', 'CV'] as const;
export type CombatClass = (typeof COMBAT_CLASSES)[number];

const label = z.object({ zh: z.string(), en: z.string() });

export const shipStatsSchema = z.object({
  name: label,
  hp: z.number().int().min(1), // 生命值
  mot: z.number().int().min(0), // 机动性
  air: z.number().int().min(0), // 防空值
  mine: z.number().int().min(0), // 雷击值 (torpedo count)
  cost: z.number().int().min(0), // cost
  /** 炮击补正 tier: ML/C/DD 0 < CL/CV 1 < CA 2 < BB 3; null = cannot be shelled (SS). */
  tier: z.number().int().min(0).nullable(),
  /** Shelling range (炮击最远距离); 0 = takes no part in shelling. */
  gun: z.number().int().min(0),
  /** DD/CL: AA adds to units within distance 1 (防空值可与自身距离为1的单位相互叠加). */
  aaAura: z.boolean(),
});
export type ShipStats = z.infer<typeof shipStatsSchema>;

export const SHIP_TABLE: Record<ShipClass, ShipStats> = {
  DD: { name: { zh: '驱逐舰', en: 'Destroyer' }, hp: 2, mot: 4, air: 3, mine: 3, cost: 1, tier: 0, gun: 2, aaAura: true },
  CL: { name: { zh: '轻巡洋舰', en: 'Light cruiser' }, hp: 4, mot: 3, air: 4, mine: 2, cost: 2, tier: 1, gun: 2, aaAura: true },
  CA: { name: { zh: '重巡洋舰', en: 'Heavy cruiser' }, hp: 6, mot: 3, air: 3, mine: 0, cost: 2, tier: 2, gun: 3, aaAura: false },
  BB: { name: { zh: '战列舰', en: 'Battleship' }, hp: 10, mot: 2, air: 1, mine: 0, cost: 3, tier: 3, gun: 4, aaAura: false },
  CV: { name: { zh: '航空母舰', en: 'Aircraft carrier' }, hp: 6, mot: 3, air: 1, mine: 0, cost: 3, tier: 1, gun: 0, aaAura: false },
  // SS moves in its own phase (MOT *): 2 unlit, 1 lit — see `rules.subMoveUnlit/Lit`.
  SS: { name: { zh: '潜艇', en: 'Submarine' }, hp: 1, mot: 0, air: 0, mine: 3, cost: 0, tier: null, gun: 0, aaAura: false },
  C: { name: { zh: '补给船', en: 'Supply ship' }, hp: 1, mot: 3, air: 0, mine: 0, cost: 0, tier: 0, gun: 0, aaAura: false },
  ML: { name: { zh: '布雷艇', en: 'Minelayer' }, hp: 1, mot: 2, air: 0, mine: 0, cost: 0, tier: 0, gun: 0, aaAura: false },
};

/** The numbers of the rules, each with the seed's phrase. */
export const rulesSchema = z.object({
  costLimit: z.number().int().min(1).default(20), // 总cost不超过20
  maxDD: z.number().int().min(0).default(8), // DD不超过8
  maxBB: z.number().int().min(0).default(4), // BB不超过4
  maxCV: z.number().int().min(0).default(2), // CV不超过2
  maxCL: z.number().int().min(0).default(99),
  maxCA: z.number().int().min(0).default(99),
  subsPerSide: z.number().int().min(0).max(6).default(2), // 对局开始前部署共两艘
  reinforceFromTurn: z.number().int().min(1).default(3), // 第二回合后
  maxMinelayers: z.number().int().min(0).default(1), // 布雷艇 总共至多一艘
  maxSupplyPerTurn: z.number().int().min(0).default(1), // 补给船 每回合至多一艘
  supplyRadius: z.number().int().min(0).default(1), // 附近距离为1
  mineLayRadius: z.number().int().min(1).default(1), // 自身周围距离为1
  mineDamage: z.number().int().min(0).default(5), // 5点伤害
  collisionFactor: z.number().int().min(0).default(2), // 最大生命值的两倍
  reconRadius: z.number().int().min(0).default(4), // 周边距离为4
  fighterRadius: z.number().int().min(0).default(2), // 周边距离为2
  fighterShootDownDamage: z.number().int().min(0).default(1), // 对CV造成1点伤害
  torpedoBomberHexes: z.number().int().min(1).default(3), // 鱼雷攻击机 三个格子
  diveBomberHexes: z.number().int().min(1).default(1), // 俯冲轰炸机 一个格子
  torpedoBomberDamage: z.number().int().min(0).default(3), // 3点伤害
  /** Minimum d6 to hit by distance: index = distance (炮击判定). */
  shellThreshold: z.array(z.number().int()).default([7, 2, 3, 4, 4]),
  torpedoRange: z.number().int().min(1).default(4), // 距离自身距离不超过4
  pointBlankDamage: z.number().int().min(0).default(6), // 改为…造成6点伤害
  ddDetectRadius: z.number().int().min(0).default(2), // DD周围距离为2的SS立即点亮
  ddKillRadius: z.number().int().min(0).default(1), // 距离为1或0 … 直接击毁
  subMoveUnlit: z.number().int().min(0).default(2), // 未点亮的SS 最多移动距离为2
  subMoveLit: z.number().int().min(0).default(1), // 点亮的SS 最多移动距离为1
  subTorpedoRange: z.number().int().min(1).default(3), // 最大距离为3
  holdTurns: z.number().int().min(1).default(3), // 三回合
  die: z.number().int().min(2).default(6), // 六面骰子
});
export type NavalRules = z.infer<typeof rulesSchema>;
