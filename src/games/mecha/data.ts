// The cards of 战舰战甲 (seed 000) and the designer's later cards: ships, ship main weapons, ship
// sub-weapons, mechs with their weapons and traits, pilots, captains, mech sub-weapons, weather.
// Data only, validated by zod at load; the rules that read these fields live in code.
import { z } from 'zod';

const label = z.object({ zh: z.string(), en: z.string() });
export type CardLabel = z.infer<typeof label>;

/** `seed`: in seed 000; `extended`: from the *-latest.md reference files (option `extendedPool`). */
const pool = z.enum(['seed', 'extended']);

// ---------------------------------------------------------------------------------------------
// Weapons: ship main weapons (主武器) and mech weapons (战甲武器) share one shape.

export const weaponSchema = z.object({
  id: z.string(),
  name: label,
  mount: z.enum(['ship', 'mech']),
  /** 实弹 kinetic / 镭射 laser / 特殊 special. */
  kind: z.enum(['kinetic', 'laser', 'special']),
  /** 近战 melee. */
  melee: z.boolean().default(false),
  /** 弹药 uses per game (one use fires every attack count); null = unlimited (镭射). */
  ammo: z.number().int().min(1).nullable(),
  /** 攻击范围 min–max in moves; max null = 全图 (the whole map). */
  min: z.number().int().min(0).default(0),
  max: z.number().int().min(0).nullable(),
  /** 攻击次数. */
  shots: z.number().int().min(1).default(1),
  /** 单次伤害. */
  damage: z.number().int().min(0),
  /** AOE: hits every enemy mech in the area around the target zone. */
  aoe: z.boolean().default(false),
  /** 攻击战甲时命中 ±n / 攻击战舰时命中 ±n. */
  hitVsMech: z.number().int().default(0),
  hitVsShip: z.number().int().default(0),
  /** 攻击战甲时无需判定，直接造成伤害. */
  autoVsMech: z.boolean().default(false),
  /** 被击中的敌方战甲退后 n 格. */
  knockback: z.number().int().min(0).default(0),
  /** 灼烧: n turns of m damage. */
  burnTurns: z.number().int().min(0).default(0),
  burnDamage: z.number().int().min(0).default(0),
  /** 消耗全部能量指示物，每消耗 1 点伤害 +n; 没有能量指示物时伤害 −m. */
  perEnergySpent: z.number().int().min(0).default(0),
  noEnergyMalus: z.number().int().min(0).default(0),
  /** 消耗 n 点能量指示物 to fire (required). */
  energyCost: z.number().int().min(0).default(0),
  /** 双管: if the first attack lands, one more attack on another target. */
  second: z.boolean().default(false),
  /** 命中两次以上，则后续伤害加倍: landed shots after this many are doubled (0 = off). */
  doubleAfter: z.number().int().min(0).default(0),
  /** 曳光: each landed shot marks the target, +n hit for the next weapon attack on it. */
  tracer: z.number().int().min(0).default(0),
  /** 我方战舰每有一点能量指示物，伤害 +n (tokens kept). */
  energyBonus: z.number().int().min(0).default(0),
  /** 电击钩爪: on landing on a ship with tokens, move one token to the attacker's ship. */
  steal: z.boolean().default(false),
  /** Friendly support weapons: 连携充能器 (charge) / 战甲修理无人机 (repair). No dice. */
  support: z.enum(['none', 'charge', 'repair']).default('none'),
  /** 攻击目标也有近战武器时，n% 概率不造成伤害. */
  clash: z.number().int().min(0).max(100).default(0),
  /** 命中后，敌方战甲命中及回避 −n，持续 m 回合. */
  debuff: z.number().int().min(0).default(0),
  debuffTurns: z.number().int().min(0).default(0),
  /** 若攻击目标本回合受到过其他伤害，伤害 +n. */
  bonusIfDamaged: z.number().int().min(0).default(0),
  /** 纳米切割刀: per buff on the attacker, damage +n and hit +m (before the buffs themselves). */
  buffDamage: z.number().int().min(0).default(0),
  buffHit: z.number().int().min(0).default(0),
  /** 大盾's devices used as weapons: 便携式干扰弹 (jam) / 虫洞生成器 (wormhole). */
  device: z.enum(['none', 'jam', 'wormhole']).default('none'),
});
export type Weapon = z.infer<typeof weaponSchema>;

type WeaponIn = z.input<typeof weaponSchema>;
const w = (x: WeaponIn): WeaponIn => x;

const WEAPONS_IN: WeaponIn[] = [
  // Ship main weapons (主武器).
  w({ id: 'heavy-vulcan', name: { zh: '重型舰装火神炮', en: 'Heavy Naval Vulcan' }, mount: 'ship', kind: 'kinetic', ammo: 4, max: null, shots: 4, damage: 2, hitVsMech: -5, doubleAfter: 2 }),
  w({ id: 'tracer-vulcan', name: { zh: '曳光火神炮', en: 'Tracer Vulcan' }, mount: 'ship', kind: 'kinetic', ammo: 4, max: null, shots: 3, damage: 1, tracer: 5 }),
  w({ id: 'flak-barrage', name: { zh: '防空弹幕炮', en: 'Flak Barrage Cannon' }, mount: 'ship', kind: 'kinetic', ammo: 3, min: 1, max: 1, damage: 2, aoe: true, autoVsMech: true }),
  w({ id: 'impact-flak', name: { zh: '冲击防空火炮', en: 'Impact Flak Cannon' }, mount: 'ship', kind: 'kinetic', ammo: 3, min: 1, max: 1, damage: 1, aoe: true, knockback: 2 }),
  w({ id: 'siege-railgun', name: { zh: '破城电磁弹射炮', en: 'Siege Railgun' }, mount: 'ship', kind: 'kinetic', ammo: 1, max: null, damage: 15, hitVsMech: -10, hitVsShip: 5 }),
  w({ id: 'heat-ray', name: { zh: '集束热能射线', en: 'Focused Heat Ray' }, mount: 'ship', kind: 'laser', ammo: null, max: null, damage: 3, hitVsMech: -10, burnTurns: 3, burnDamage: 3 }),
  w({ id: 'siege-laser', name: { zh: '破城聚能镭射炮', en: 'Siege Charge Laser' }, mount: 'ship', kind: 'laser', ammo: null, max: null, damage: 10, perEnergySpent: 5, noEnergyMalus: 8 }),
  w({ id: 'twin-laser', name: { zh: '双管镭射炮', en: 'Twin Laser Cannon' }, mount: 'ship', kind: 'laser', ammo: null, max: null, damage: 3, energyCost: 1, second: true }),
  // Mech weapons (战甲武器), seed 000.
  w({ id: 'shock-claw', name: { zh: '电击钩爪', en: 'Shock Claw' }, mount: 'mech', kind: 'special', ammo: 2, min: 0, max: 2, damage: 1, steal: true }),
  w({ id: 'charge-laser-gun', name: { zh: '聚能镭射枪', en: 'Charge Laser Gun' }, mount: 'mech', kind: 'laser', ammo: null, min: 0, max: 1, damage: 1, energyBonus: 2 }),
  w({ id: 'assault-laser-rifle', name: { zh: '突击镭射步枪', en: 'Assault Laser Rifle' }, mount: 'mech', kind: 'laser', ammo: null, min: 0, max: 1, shots: 2, damage: 1 }),
  w({ id: 'laser-sabre', name: { zh: '镭射光剑', en: 'Laser Sabre' }, mount: 'mech', kind: 'laser', melee: true, ammo: null, min: 0, max: 0, damage: 4, clash: 70 }),
  w({ id: 'mech-rifle', name: { zh: '战甲步枪', en: 'Mech Rifle' }, mount: 'mech', kind: 'kinetic', ammo: 3, min: 0, max: 1, damage: 2 }),
  w({ id: 'rail-sniper', name: { zh: '电磁狙击枪', en: 'Rail Sniper Rifle' }, mount: 'mech', kind: 'kinetic', ammo: 3, min: 2, max: 2, damage: 4 }),
  w({ id: 'laser-pistol', name: { zh: '镭射手枪', en: 'Laser Pistol' }, mount: 'mech', kind: 'laser', ammo: null, min: 0, max: 1, damage: 1 }),
  w({ id: 'link-charger', name: { zh: '连携充能器', en: 'Link Charger' }, mount: 'mech', kind: 'special', ammo: 3, min: 0, max: 0, damage: 0, support: 'charge' }),
  w({ id: 'nano-cutter', name: { zh: '纳米切割刀', en: 'Nano Cutter' }, mount: 'mech', kind: 'kinetic', melee: true, ammo: null, min: 0, max: 0, damage: 1, buffDamage: 2, buffHit: 3 }),
  w({ id: 'repair-drone', name: { zh: '战甲修理无人机', en: 'Mech Repair Drone' }, mount: 'mech', kind: 'special', ammo: 3, min: 0, max: 1, damage: 0, support: 'repair' }),
  // Mech weapons of the later cards (extended pool).
  w({ id: 'em-jammer-bomb', name: { zh: '电磁干扰爆弹', en: 'EM Jammer Bomb' }, mount: 'mech', kind: 'kinetic', ammo: 3, min: 0, max: 2, damage: 2, debuff: 5, debuffTurns: 2 }),
  w({ id: 'standard-laser-rifle', name: { zh: '制式镭射步枪', en: 'Standard Laser Rifle' }, mount: 'mech', kind: 'laser', ammo: null, min: 0, max: 1, damage: 1 }),
  w({ id: 'ap-sabre', name: { zh: '破甲军刀', en: 'Armour-piercing Sabre' }, mount: 'mech', kind: 'special', ammo: null, min: 0, max: 0, damage: 2, bonusIfDamaged: 2 }),
  w({ id: 'laser-assault-rifle', name: { zh: '镭射突击步枪', en: 'Laser Assault Rifle' }, mount: 'mech', kind: 'laser', ammo: null, min: 0, max: 1, shots: 2, damage: 1 }),
  w({ id: 'grenade', name: { zh: '榴弹', en: 'Grenade' }, mount: 'mech', kind: 'kinetic', ammo: 2, min: 1, max: 3, damage: 2, energyBonus: 2 }),
  w({ id: 'jammer-shot', name: { zh: '便携式干扰弹', en: 'Portable Jammer' }, mount: 'mech', kind: 'special', ammo: 2, min: 0, max: 1, damage: 0, device: 'jam' }),
  w({ id: 'wormhole-gen', name: { zh: '虫洞生成器', en: 'Wormhole Generator' }, mount: 'mech', kind: 'special', ammo: 1, min: 0, max: 0, damage: 0, device: 'wormhole' }),
];

export const WEAPONS: readonly Weapon[] = z.array(weaponSchema).parse(WEAPONS_IN);
export const WEAPON_INDEX: ReadonlyMap<string, number> = new Map(WEAPONS.map((x, i) => [x.id, i]));

function weaponIx(id: string): number {
  const i = WEAPON_INDEX.get(id);
  if (i === undefined) throw new Error(`unknown weapon ${id}`);
  return i;
}

// ---------------------------------------------------------------------------------------------
// Ships (战舰).

export const SHIP_SKILLS = {
  quickSwitch: { zh: '快速武装切换', en: 'Quick Arms Switch' }, // 每回合免费抽取一次副武器牌
  outerArmour: { zh: '分离式外装甲', en: 'Separable Outer Armour' }, // 生命降到5或者以下时，回避增加5点
  energyManagement: { zh: '高级能源管理', en: 'Advanced Energy Management' }, // 聚集能量变为获得两点
  chargedShield: { zh: '聚能增压护盾', en: 'Charged Booster Shield' }, // 有能量指示物时伤害0.5倍
  giantMech: { zh: '巨型战甲', en: 'Giant Mech' }, // 血量低于10时成为一台战甲
  hullResupply: { zh: '分离式舰体补给', en: 'Detachable Hull Resupply' }, // 消耗12生命值，最多3台战甲再行动一次
  quantumCommand: { zh: '量子通信指挥中心', en: 'Quantum Command Centre' }, // 每回合一次，免费出动或者回收
  catapultDeck: { zh: '弹射出击甲板', en: 'Catapult Deck' }, // 出击及回收战甲范围扩大至区域1-2
  asyncFire: { zh: '异步火力控制系统', en: 'Asynchronous Fire Control' }, // 使用武器只消耗一点行动点
  escort: { zh: '护卫阵型', en: 'Escort Formation' }, // 第一回合或场上只有一台战甲时免疫敌方战舰主武器
  chargedRegen: { zh: '充能护盾', en: 'Charged Regeneration' }, // 有能量指示物时，每回合恢复5X生命值
  extendShield: { zh: '延伸护盾', en: 'Extended Shield' }, // 消耗10X生命值，为战甲抵挡一次攻击，冷却2回合
  overload: { zh: '超负荷指挥', en: 'Overload Command' }, // 消耗10X生命值，回合内额外行动一次战甲，冷却3回合
} as const;
export type ShipSkill = keyof typeof SHIP_SKILLS;
const shipSkill = z.enum(Object.keys(SHIP_SKILLS) as [ShipSkill, ...ShipSkill[]]);

export const shipSchema = z.object({
  id: z.string(),
  name: label,
  hp: z.number().int().min(1), // 生命值
  hit: z.number().int(), // 命中
  evade: z.number().int(), // 回避
  guns: z.number().int().min(0), // 主武器 (数量)
  mechs: z.number().int().min(0), // 战甲 (数量)
  pilots: z.number().int().min(0), // 驾驶员 (数量)
  skills: z.array(shipSkill),
  pool,
  /** Giant mech (巨型战甲): its hit and evade, and the HP below which it transforms. */
  giantHit: z.number().int().default(10),
  giantEvade: z.number().int().default(10),
  giantBelow: z.number().int().default(10),
  /** 分离式舰体补给: HP cost and how many mechs act again. */
  resupplyCost: z.number().int().default(12),
  resupplyMechs: z.number().int().default(3),
  /** Numbers printed with the placeholder X (朱庇特): in the pool only when the option jupiterX gives X (MR-31). */
  placeholder: z.boolean().default(false),
  /** 充能护盾 HP a turn; 延伸护盾 and 超负荷指挥 HP costs — each × X — and their cooldowns (own turns). */
  regen: z.number().int().default(0),
  shieldCost: z.number().int().default(0),
  shieldCooldown: z.number().int().default(0),
  overloadCost: z.number().int().default(0),
  overloadCooldown: z.number().int().default(0),
});
export type Ship = z.infer<typeof shipSchema>;

export const SHIPS: readonly Ship[] = z.array(shipSchema).parse([
  { id: 'FA-07A', name: { zh: 'FA-07A 蜂雀', en: 'FA-07A Hummingbird' }, hp: 15, hit: 15, evade: 10, guns: 3, mechs: 3, pilots: 2, skills: ['quickSwitch', 'outerArmour'], pool: 'seed' },
  { id: 'FA-07C', name: { zh: 'FA-07C 蛮牛', en: 'FA-07C Bull' }, hp: 25, hit: 15, evade: 5, guns: 3, mechs: 4, pilots: 3, skills: ['energyManagement', 'chargedShield'], pool: 'seed' },
  { id: 'white-pegasus', name: { zh: '白天马', en: 'White Pegasus' }, hp: 50, hit: 5, evade: 5, guns: 1, mechs: 6, pilots: 5, skills: ['giantMech', 'hullResupply'], pool: 'seed' },
  { id: 'FA-07B', name: { zh: 'FA-07B 白鲸', en: 'FA-07B Beluga' }, hp: 40, hit: 12, evade: 4, guns: 2, mechs: 5, pilots: 4, skills: ['quantumCommand', 'catapultDeck'], pool: 'extended' },
  { id: 'venus-01', name: { zh: 'Venus-01 阿芙洛狄忒', en: 'Venus-01 Aphrodite' }, hp: 6, hit: 13, evade: 8, guns: 4, mechs: 3, pilots: 2, skills: ['asyncFire', 'escort'], pool: 'extended' },
  // ships-captains-weapons-latest.md: 5X / 10X placeholders, X set by the option jupiterX (MR-31).
  { id: 'jupiter-00', name: { zh: 'Jupiter-00 朱庇特', en: 'Jupiter-00 Jupiter' }, hp: 50, hit: 8, evade: 6, guns: 1, mechs: 6, pilots: 5, skills: ['chargedRegen', 'extendShield', 'overload'], pool: 'extended', placeholder: true, regen: 5, shieldCost: 10, shieldCooldown: 2, overloadCost: 10, overloadCooldown: 3 },
]);

/** Ship main weapons, in table order (indices into WEAPONS). */
export const SHIP_WEAPONS: readonly number[] = WEAPONS.flatMap((x, i) => (x.mount === 'ship' ? [i] : []));

// ---------------------------------------------------------------------------------------------
// Mechs (战甲).

export const MECH_TRAITS = {
  redArmour: { zh: '异色外装甲（红）', en: 'Off-colour Armour (Red)' }, // 镭射伤害30%概率减半
  warpThruster: { zh: '曲率推进装置', en: 'Warp Thruster' }, // 回合结束时未攻击则可再移动一次
  jointBooster: { zh: '关节增压系统', en: 'Joint Booster' }, // 近战命中50%再进行一次近战攻击
  fireControlAI: { zh: '射击辅助AI', en: 'Fire-control AI' }, // 攻击距离为2的目标命中+3
  linkShield: { zh: '战术链接护盾', en: 'Tactical Link Shield' }, // 同格同特性战甲共同承担伤害
  cryoJet: { zh: '低温喷射装置', en: 'Cryo Jet' }, // 回合结束时上回合未行动则可再移动一次
  meleeOS: { zh: '格斗特化OS', en: 'Melee OS' }, // 近战命中30%使其受到2倍伤害
  resonance: { zh: '战斗共鸣增幅系统', en: 'Combat Resonance Amplifier' }, // 每台己方战甲命中回避+1
  deathSupply: { zh: '死亡补给系统', en: 'Death Supply System' }, // 被摧毁后同格友军回复1
  opticalCamo: { zh: '光学隐身系统', en: 'Optical Camouflage' }, // 未攻击则到下一我方回合命中回避+5
  stealthDash: { zh: '隐身冲刺', en: 'Stealth Dash' }, // 所在区域有敌方战甲时可消耗2行动点向前移动
  rallyAllies: { zh: '觉醒友军', en: 'Rally Allies' }, // 被破坏时20%下回合至多2台战甲额外行动
  gravityField: { zh: '小型引力场', en: 'Small Gravity Field' }, // 同格己方战甲所受伤害转移到该战甲
} as const;
export type MechTrait = keyof typeof MECH_TRAITS;
const mechTrait = z.enum(Object.keys(MECH_TRAITS) as [MechTrait, ...MechTrait[]]);

export const mechSchema = z.object({
  id: z.string(),
  name: label,
  hp: z.number().int().min(1), // 生命
  hit: z.number().int(), // 命中
  evade: z.number().int(), // 回避
  /** 武器A / 武器B: weapon ids. */
  weapons: z.array(z.string()).min(1).max(2),
  traits: z.array(mechTrait),
  /** 副武器 slots (from the design file 9b236ea; ruling MR-9 for mechs it does not list). */
  slots: z.number().int().min(0),
  pool,
});
export type Mech = z.infer<typeof mechSchema> & { readonly weaponIx: readonly number[] };

const MECHS_IN: z.input<typeof mechSchema>[] = [
  { id: 'URA-00', name: { zh: 'URA-00 "Vampire" 吸血鬼（试做型）', en: 'URA-00 "Vampire" (prototype)' }, hp: 5, hit: 16, evade: 8, weapons: ['shock-claw', 'charge-laser-gun'], traits: ['redArmour'], slots: 2, pool: 'seed' },
  { id: 'URA-01A', name: { zh: 'URA-01A "Sword" 利剑（试做型）', en: 'URA-01A "Sword" (prototype)' }, hp: 4, hit: 15, evade: 5, weapons: ['assault-laser-rifle'], traits: ['warpThruster', 'redArmour'], slots: 2, pool: 'seed' },
  { id: 'URA-01B', name: { zh: 'URA-01B "Hammer" 重锤（试做型）', en: 'URA-01B "Hammer" (prototype)' }, hp: 4, hit: 15, evade: 5, weapons: ['laser-sabre', 'mech-rifle'], traits: ['jointBooster', 'redArmour'], slots: 2, pool: 'seed' },
  { id: 'URA-01C', name: { zh: 'URA-01C "Longbow" 长弓（试做型）', en: 'URA-01C "Longbow" (prototype)' }, hp: 2, hit: 15, evade: 5, weapons: ['rail-sniper', 'laser-pistol'], traits: ['fireControlAI', 'redArmour'], slots: 1, pool: 'seed' },
  { id: 'UBT1-T1', name: { zh: 'UBT1-T1 "Kagami" 八咫镜', en: 'UBT1-T1 "Kagami"' }, hp: 3, hit: 13, evade: 7, weapons: ['link-charger', 'laser-pistol'], traits: ['linkShield'], slots: 1, pool: 'seed' },
  { id: 'UBT1-T2', name: { zh: 'UBT1-T2 "Tsurugi" 草薙剑', en: 'UBT1-T2 "Tsurugi"' }, hp: 3, hit: 13, evade: 7, weapons: ['nano-cutter', 'laser-pistol'], traits: ['linkShield'], slots: 1, pool: 'seed' },
  { id: 'UBT1-T3', name: { zh: 'UBT1-T3 "Magatama" 琼勾玉', en: 'UBT1-T3 "Magatama"' }, hp: 3, hit: 13, evade: 7, weapons: ['repair-drone', 'laser-pistol'], traits: ['linkShield'], slots: 1, pool: 'seed' },
  { id: 'UMP-04A', name: { zh: 'UMP-04A "Bayonet" 军刺', en: 'UMP-04A "Bayonet"' }, hp: 3, hit: 15, evade: 5, weapons: ['assault-laser-rifle'], traits: ['cryoJet'], slots: 1, pool: 'extended' },
  { id: 'UMP-04C', name: { zh: 'UMP-04C "Chainsaw" 链锯', en: 'UMP-04C "Chainsaw"' }, hp: 3, hit: 15, evade: 7, weapons: ['assault-laser-rifle'], traits: ['meleeOS'], slots: 1, pool: 'extended' },
  { id: 'RU-001', name: { zh: 'RU-001 联合', en: 'RU-001 Union' }, hp: 5, hit: 13, evade: 7, weapons: ['em-jammer-bomb', 'standard-laser-rifle'], traits: ['resonance', 'deathSupply'], slots: 2, pool: 'extended' },
  { id: 'RU-002', name: { zh: 'RU-002 刺客', en: 'RU-002 Assassin' }, hp: 2, hit: 12, evade: 9, weapons: ['ap-sabre'], traits: ['opticalCamo'], slots: 2, pool: 'extended' },
  { id: 'akarin', name: { zh: '阿卡林', en: 'Akarin' }, hp: 1, hit: 1, evade: 16, weapons: ['charge-laser-gun'], traits: ['stealthDash'], slots: 1, pool: 'extended' },
  { id: 'jimmy', name: { zh: '量产型吉米', en: 'Mass-produced Jimmy' }, hp: 1, hit: 8, evade: 8, weapons: ['laser-assault-rifle', 'grenade'], traits: ['rallyAllies'], slots: 1, pool: 'extended' },
  { id: 'big-shield', name: { zh: '大盾', en: 'Big Shield' }, hp: 6, hit: 5, evade: 5, weapons: ['jammer-shot', 'wormhole-gen'], traits: ['gravityField'], slots: 1, pool: 'extended' },
];

export const MECHS: readonly Mech[] = z
  .array(mechSchema)
  .parse(MECHS_IN)
  .map((m) => ({ ...m, weaponIx: m.weapons.map(weaponIx) }));

// ---------------------------------------------------------------------------------------------
// Pilots (驾驶员).

export const TALENTS = {
  bloodyReaper: { zh: '血腥死神', en: 'Bloody Reaper' }, // 近战攻击伤害+1
  awakening: { zh: '觉醒', en: 'Awakening' }, // 我方战舰血量不满时命中及回避+4
  killingIntent: { zh: '杀意觉醒', en: 'Killing Intent' }, // 我方战舰血量不满时造成伤害+1
  hyperVision: { zh: '视限超感', en: 'Hyper-vision' }, // 攻击不满血战甲时敌方需两次回避判定
  dangerSense: { zh: '危机超感', en: 'Danger Sense' }, // 所驾驶战甲不满血时敌方需两次命中判定
  emergencyEject: { zh: '紧急脱离', en: 'Emergency Eject' }, // 被击落时50%不进入受伤状态
  dynamicAim: { zh: '动态瞄准', en: 'Dynamic Aim' }, // 上回合执行过移动，本回合命中+5
  zanshin: { zh: '残心', en: 'Zanshin' }, // 战甲血量变为0时恢复1血量，一次出击一次
  ironHand: { zh: '铁腕', en: 'Iron Hand' }, // 被近战击中时消耗战舰2血量并对进攻方造成2伤害
  simpleMind: { zh: '思维过简', en: 'Simple Mind' }, // 只能驾驶血量为1的战甲
  // The later rewrites of the seed's pilots (mechs-pilots-latest.md, MR-30).
  swordSaint: { zh: '剑圣', en: 'Sword Saint' }, // 被近战武器攻击时50%反击一次，造成相同伤害
  agility: { zh: '敏捷', en: 'Agility' }, // 被远程武器攻击时，30%概率闪避
  intent: { zh: '杀意', en: 'Killing Intent' }, // 一次出动发动一次，范围1以内一台敌方战甲回避-5，持续1回合
  hunter: { zh: '捕杀', en: 'Hunter' }, // 攻击敌方不满血战甲时，敌方需进行两次回避判定
  cunning: { zh: '狡诈', en: 'Cunning' }, // 一次出击一次，范围1以内一台敌方战甲驾驶员技能无法发动1回合
} as const;
export type Talent = keyof typeof TALENTS;
const talent = z.enum(Object.keys(TALENTS) as [Talent, ...Talent[]]);

export const pilotSchema = z.object({
  id: z.string(),
  name: label,
  /** 恢复时间 (own turns). */
  recovery: z.number().int().min(0),
  talent,
  /** Talent numbers: bonus or chance (percent). */
  amount: z.number().int().default(0),
  pool,
  /** A later rewrite ([L], MR-30): the id of the seed pilot it replaces under pilotTalents: latest. */
  variantOf: z.string().optional(),
});
export type Pilot = z.infer<typeof pilotSchema>;

export const PILOTS: readonly Pilot[] = z.array(pilotSchema).parse([
  { id: 'hans-zimmers', name: { zh: 'Hans Zimmers', en: 'Hans Zimmers' }, recovery: 4, talent: 'bloodyReaper', amount: 1, pool: 'seed' },
  { id: 'zack-fair', name: { zh: 'Zack Fair', en: 'Zack Fair' }, recovery: 4, talent: 'awakening', amount: 4, pool: 'seed' },
  { id: 'justin-timberlake', name: { zh: 'Justin Timberlake', en: 'Justin Timberlake' }, recovery: 4, talent: 'killingIntent', amount: 1, pool: 'seed' },
  { id: 'linus-torvalds', name: { zh: 'Linus Benedict Torvalds', en: 'Linus Benedict Torvalds' }, recovery: 4, talent: 'hyperVision', pool: 'seed' },
  { id: 'john-snow', name: { zh: 'John Snow', en: 'John Snow' }, recovery: 4, talent: 'dangerSense', pool: 'seed' },
  { id: 'jack-thunder', name: { zh: 'Jack Thunder', en: 'Jack Thunder' }, recovery: 4, talent: 'emergencyEject', amount: 50, pool: 'seed' },
  { id: 'mao', name: { zh: 'Mao', en: 'Mao' }, recovery: 3, talent: 'dynamicAim', amount: 5, pool: 'extended' },
  { id: 'ambrogio-spinola', name: { zh: '安布罗西奥·斯皮诺拉', en: 'Ambrogio Spinola' }, recovery: 3, talent: 'zanshin', amount: 1, pool: 'extended' },
  { id: 'gotz-von-berlichingen', name: { zh: '盖兹·冯·贝尔力希杰', en: 'Götz von Berlichingen' }, recovery: 3, talent: 'ironHand', amount: 2, pool: 'extended' },
  { id: 'chigu', name: { zh: 'chigu', en: 'chigu' }, recovery: 0, talent: 'simpleMind', amount: 1, pool: 'extended' },
  // [L] mechs-pilots-latest.md: the same pilots with rewritten talents (appended: indices stay).
  { id: 'hans-zimmers-l', name: { zh: 'Hans Zimmers [L]', en: 'Hans Zimmers [L]' }, recovery: 4, talent: 'swordSaint', amount: 50, pool: 'seed', variantOf: 'hans-zimmers' },
  { id: 'zack-fair-l', name: { zh: 'Zack Fair [L]', en: 'Zack Fair [L]' }, recovery: 4, talent: 'agility', amount: 30, pool: 'seed', variantOf: 'zack-fair' },
  { id: 'justin-timberlake-l', name: { zh: 'Justin Timberlake [L]', en: 'Justin Timberlake [L]' }, recovery: 4, talent: 'intent', amount: 5, pool: 'seed', variantOf: 'justin-timberlake' },
  { id: 'linus-torvalds-l', name: { zh: 'Linus Benedict Torvalds [L]', en: 'Linus Benedict Torvalds [L]' }, recovery: 4, talent: 'hunter', pool: 'seed', variantOf: 'linus-torvalds' },
  { id: 'john-snow-l', name: { zh: 'John Snow [L]', en: 'John Snow [L]' }, recovery: 4, talent: 'cunning', pool: 'seed', variantOf: 'john-snow' },
]);

// ---------------------------------------------------------------------------------------------
// Captains (舰长): two skills each, once per game unless stated.

export const CAPTAIN_SKILLS = [
  { id: 'swiftHare', name: { zh: '动若脱兔', en: 'Swift as a Hare' } },
  { id: 'borrowedKnife', name: { zh: '借刀杀人', en: 'Borrowed Knife' } },
  { id: 'precisionStrike', name: { zh: '精准打击', en: 'Precision Strike' } },
  { id: 'waterTransfer', name: { zh: '南水北调', en: 'South-to-North Transfer' } },
  { id: 'martialMight', name: { zh: '军势', en: 'Martial Might' } },
  { id: 'toothForTooth', name: { zh: '以牙还牙', en: 'Tooth for a Tooth' } },
  { id: 'burnBoats', name: { zh: '破釜沉舟', en: 'Burn the Boats' } },
  { id: 'towardDeath', name: { zh: '向死而生', en: 'Live Toward Death' } },
] as const;
export type CaptainSkill = (typeof CAPTAIN_SKILLS)[number]['id'];
/** Skill bit numbers (the `unlocked`/`used` masks). */
export const SKILL = Object.fromEntries(CAPTAIN_SKILLS.map((x, i) => [x.id, i])) as Record<CaptainSkill, number>;

export const captainSchema = z.object({
  id: z.string(),
  name: label,
  /** Skill indices into CAPTAIN_SKILLS. */
  skills: z.tuple([z.number().int(), z.number().int()]),
});
export type Captain = z.infer<typeof captainSchema>;

export const CAPTAINS: readonly Captain[] = z.array(captainSchema).parse([
  { id: 'tim-wall', name: { zh: 'Captain-Tim Wall', en: 'Captain Tim Wall' }, skills: [SKILL.swiftHare, SKILL.borrowedKnife] },
  { id: 'aaron-thompson', name: { zh: 'Captain-Aaron Thompson', en: 'Captain Aaron Thompson' }, skills: [SKILL.precisionStrike, SKILL.waterTransfer] },
  { id: 'adam-green', name: { zh: 'Captain-Adam Green', en: 'Captain Adam Green' }, skills: [SKILL.martialMight, SKILL.toothForTooth] },
  { id: 'tom-steel', name: { zh: 'Captain-Tom Steel', en: 'Captain Tom Steel' }, skills: [SKILL.burnBoats, SKILL.towardDeath] },
]);

/** The numbers of the captain skills. */
export const captainNumbers = z.object({
  evasionsForKnife: z.number().int().min(1).default(5), // 闪避敌方攻击次数达到5次
  shipDamageShare: z.number().min(0).max(1).default(0.3), // 30%以上生命值的伤害
  killsForPrecision: z.number().int().min(1).default(2), // 击毁2台敌方战甲
  turnsForTransfer: z.number().int().min(0).default(3), // 游戏经过3回合
  transferEnergy: z.number().int().min(0).default(2), // 获得两点能量指示物
  mechsForMight: z.number().int().min(1).default(3), // 场上战甲达到3台或以上
  mightHeal: z.number().int().min(0).default(3), // 回复3点生命值
  lossesForTooth: z.number().int().min(1).default(3), // 战甲总共被击毁3台或以上
  burnBoatsHp: z.number().int().min(1).default(100), // 生命值变为100
  burnBoatsEnergy: z.number().int().min(0).default(3), // 获得三点能量指示物
  towardDeathPerToken: z.number().int().min(0).default(3), // 消耗能量指示物数量 X 3
});

// ---------------------------------------------------------------------------------------------
// Ship sub-weapons (战舰副武器) and mech sub-weapons (战甲副武器): the 20-card library.

export const shipCardSchema = z.object({
  id: z.string(),
  name: label,
  /** 使用限制: own turn / any time / a reaction in a window. */
  timing: z.enum(['own', 'any', 'reaction']),
});
export const SHIP_CARDS = z.array(shipCardSchema).parse([
  { id: 'emp-grenade', name: { zh: 'EMP榴弹', en: 'EMP Grenade' }, timing: 'own' },
  { id: 'repair-robot', name: { zh: '自律修理机器人', en: 'Autonomous Repair Robot' }, timing: 'any' },
  { id: 'auto-turret', name: { zh: '自律火炮', en: 'Autonomous Turret' }, timing: 'own' },
  { id: 'deck-bomb', name: { zh: '甲板炸弹', en: 'Deck Bomb' }, timing: 'reaction' },
  { id: 'spy-drone', name: { zh: '间谍无人机', en: 'Spy Drone' }, timing: 'own' },
  { id: 'warp-shield', name: { zh: '扭曲护盾', en: 'Warp Shield' }, timing: 'reaction' },
  { id: 'conversion-shield', name: { zh: '转化护盾', en: 'Conversion Shield' }, timing: 'reaction' },
  { id: 'drain-field', name: { zh: '泄能磁场', en: 'Energy Drain Field' }, timing: 'reaction' },
  { id: 'advanced-weapons', name: { zh: '高级武器系统', en: 'Advanced Weapon System' }, timing: 'own' },
]);
/** Ship card indices by name. */
export const SC = {
  emp: 0,
  repair: 1,
  turret: 2,
  deckBomb: 3,
  spy: 4,
  warpShield: 5,
  conversionShield: 6,
  drainField: 7,
  advanced: 8,
} as const;

export const shipCardNumbers = z.object({
  empRange: z.number().int().min(0).default(2), // 选择2范围以内一个区域
  empTurns: z.number().int().min(1).default(2), // 2回合不能行动
  repairHp: z.number().int().min(0).default(10), // 回复战舰10点生命值
  turretRange: z.number().int().min(0).default(3), // 任意3范围内的一架敌方战甲
  turretDamage: z.number().int().min(0).default(2), // 造成2点伤害
  deckBombTurns: z.number().int().min(1).default(5), // 5回合内不能再次出动
  conversionEnergy: z.number().int().min(0).default(3), // 获得3点能量指示物
  advancedReveal: z.number().int().min(1).default(3), // 翻开副武器库顶上的三张牌
});

export const mechCardSchema = z.object({
  id: z.string(),
  name: label,
  kind: z.enum(['active', 'passive']),
  /** 携带数量: uses of an active card. */
  uses: z.number().int().min(0),
});
export const MECH_CARDS = z.array(mechCardSchema).parse([
  { id: 'wormhole', name: { zh: '虫洞生成器', en: 'Wormhole Generator' }, kind: 'active', uses: 1 },
  { id: 'self-destruct', name: { zh: '自毁装置', en: 'Self-destruct Device' }, kind: 'active', uses: 1 },
  { id: 'jammer', name: { zh: '便携式干扰弹', en: 'Portable Jammer' }, kind: 'active', uses: 2 },
  { id: 'hook', name: { zh: '拉钩', en: 'Grapple Hook' }, kind: 'active', uses: 1 },
  { id: 'shield-generator', name: { zh: '分布式护盾生成器', en: 'Distributed Shield Generator' }, kind: 'passive', uses: 0 },
  { id: 'aiming-aid', name: { zh: '辅助瞄准器', en: 'Aiming Aid' }, kind: 'passive', uses: 0 },
  { id: 'attitude-jets', name: { zh: '关节姿态喷口', en: 'Attitude Jets' }, kind: 'passive', uses: 0 },
  { id: 'radar', name: { zh: '广范围雷达', en: 'Wide-area Radar' }, kind: 'passive', uses: 0 },
]);
export const MC = {
  wormhole: 0,
  selfDestruct: 1,
  jammer: 2,
  hook: 3,
  shieldGenerator: 4,
  aimingAid: 5,
  attitudeJets: 6,
  radar: 7,
} as const;

/** Placeholder numbers of the design file (X, XX), chosen by ruling MR-10, and the card numbers. */
export const mechCardNumbers = z.object({
  selfDestructAtHp: z.number().int().min(1).default(1), // 战甲 HP 仅剩 X
  selfDestructDamage: z.number().int().min(0).default(3), // 造成 XX 伤害
  jammerRange: z.number().int().min(0).default(1),
  hookRange: z.number().int().min(0).default(1),
  hookEvade: z.number().int().min(0).default(3), // 回避-3
  aimingAidHit: z.number().int().min(0).default(3), // 命中+3
  attitudeJetsEvade: z.number().int().min(0).default(3), // 闪避+3
  radarRange: z.number().int().min(0).default(2), // 显示2范围内敌方战甲装备及驾驶员
});

// ---------------------------------------------------------------------------------------------
// Weather (天气) of the event zone (事件区).

export const weatherSchema = z.object({
  id: z.string(),
  name: label,
  /** 持续时间 in rounds; 0 = instant; -1 = until another mech enters the event zone. */
  duration: z.number().int().min(-1),
});
export const WEATHER = z.array(weatherSchema).parse([
  { id: 'black-hole', name: { zh: '黑洞', en: 'Black Hole' }, duration: 3 },
  { id: 'lightning', name: { zh: '闪电', en: 'Lightning' }, duration: 0 },
  { id: 'meteor-shower', name: { zh: '陨石雨', en: 'Meteor Shower' }, duration: 3 },
  { id: 'lethal-infection', name: { zh: '致命感染', en: 'Lethal Infection' }, duration: 3 },
  { id: 'emp-storm', name: { zh: '电磁脉冲', en: 'EMP Storm' }, duration: -1 },
  { id: 'emp-surge', name: { zh: '电磁脉冲(增益)', en: 'EMP Surge (boon)' }, duration: 0 },
]);
export const WX = { blackHole: 0, lightning: 1, meteor: 2, infection: 3, empStorm: 4, empSurge: 5 } as const;

export const weatherNumbers = z.object({
  blackHoleDamage: z.number().int().min(0).default(2), // 对每架被牵扯的战甲造成2点伤害
  lightningDamage: z.number().int().min(0).default(3), // 造成3伤害
  meteorCost: z.number().int().min(1).default(2), // 需耗费两点行动点
  infectionTurns: z.number().int().min(0).default(3), // 3回合内未回收
  surgeShield: z.number().int().min(0).default(3), // 一个XX的护盾 (ruling MR-10)
  surgeTurns: z.number().int().min(1).default(3), // 该护盾至多存在3回合
});

// ---------------------------------------------------------------------------------------------
// Victory conditions (胜利条件).

export const GOALS = [
  { id: 'raid', name: { zh: '劫掠战舰', en: 'Raid the Ship' } }, // 友方战甲移动至敌方战舰区域
  { id: 'annihilation', name: { zh: '歼灭作战', en: 'Annihilation' } }, // 击毁敌方战舰及场上所有战甲
  { id: 'armsRace', name: { zh: '军备竞赛', en: 'Arms Race' } }, // 20回合时血量之和多于敌方
] as const;
export const RAID = 1;
export const ANNIHILATION = 2;
export const ARMS_RACE = 4;
