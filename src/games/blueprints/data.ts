// Blueprints content (BG-4): the printed facts of every blueprint, zod-validated at load, with zh/en
// names and text. Effects are small verbs (effects/) named here as data; a new card needs no code.
import { z } from 'zod';

const label = z.object({ zh: z.string().min(1), en: z.string().min(1) });

/** An active effect: used by its owner (ground objects: at any time, once per round, within r). */
export const effectSchema = z.discriminatedUnion('do', [
  /** Deal n damage to an enemy character or face-up object within r (a [p] source may target a grounded "You"). */
  z.object({ do: z.literal('damage'), n: z.number().int().min(1) }),
  /** Restore n W to one of your objects within r (up to its printed W), or to your "You". */
  z.object({ do: z.literal('repair'), n: z.number().int().min(1) }),
  /** Move n W from your base pool onto your "You" within r. */
  z.object({ do: z.literal('charge'), n: z.number().int().min(1) }),
]);
export type Effect = z.infer<typeof effectSchema>;

export const blueprintSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: label,
  /** {G}: a ground object, made on a ground line; else a general object. */
  space: z.enum(['G', 'general']),
  type: z.enum(['weapon', 'armor', 'other']),
  cost: z.number().int().min(1),
  /** Durability W (energy the object holds). */
  w: z.number().int().min(1),
  /** Attack A (weapons only). */
  a: z.number().int().min(0).default(0),
  /** [g] may use the ground: ground objects by default; a general object only when printed. */
  g: z.boolean().optional(),
  /** [p] portable: may ride on "You"'s line (ground objects) / usable only at "You"'s coordinate (general). */
  p: z.boolean().default(false),
  /** [v] speed, default 0; only v > 0 moves by itself. */
  v: z.number().int().min(0).default(0),
  /** [r] range (結算), default 0. */
  r: z.number().int().min(0).default(0),
  /** Not armor, but its text lets it block. */
  blocks: z.boolean().default(false),
  effect: effectSchema.optional(),
  text: label,
});
export type Blueprint = z.infer<typeof blueprintSchema>;

type Row = z.input<typeof blueprintSchema>;
const t = (zh: string, en: string) => ({ zh, en });

/** Kinds every deck shares (the base kit), then each character's own. */
const CORE: Row[] = [
  { id: 'missile', name: t('導彈', 'Missile'), space: 'general', type: 'weapon', cost: 3, w: 1, a: 6, text: t('遠程武器。', 'Ranged weapon.') },
  { id: 'rocket-pod', name: t('火箭巢', 'Rocket Pod'), space: 'general', type: 'weapon', cost: 2, w: 1, a: 4, text: t('遠程武器。', 'Ranged weapon.') },
  { id: 'plating', name: t('裝甲板', 'Plating'), space: 'general', type: 'armor', cost: 2, w: 3, text: t('防具。', 'Armor.') },
  { id: 'bulwark', name: t('堡壘牆', 'Bulwark'), space: 'general', type: 'armor', cost: 4, w: 6, text: t('防具。', 'Armor.') },
  { id: 'blade', name: t('光刃', 'Blade'), space: 'G', type: 'weapon', cost: 2, w: 1, a: 5, p: true, r: 1, text: t('地面武器 [p]，r1。', 'Ground weapon [p], r1.') },
  { id: 'lance', name: t('長槍', 'Lance'), space: 'G', type: 'weapon', cost: 3, w: 1, a: 7, p: true, r: 2, text: t('地面武器 [p]，r2。', 'Ground weapon [p], r2.') },
  { id: 'buckler', name: t('圓盾', 'Buckler'), space: 'G', type: 'armor', cost: 2, w: 3, p: true, text: t('地面防具 [p]。', 'Ground armor [p].') },
  { id: 'mender', name: t('修理機', 'Mender'), space: 'G', type: 'other', cost: 2, w: 2, p: true, r: 1, effect: { do: 'repair', n: 2 }, text: t('使用：r1 內己方物件或“你”回復 2 W。', 'Use: restore 2 W to your object or "You" within r1.') },
  { id: 'relay', name: t('能量中繼', 'Energy Relay'), space: 'G', type: 'other', cost: 2, w: 2, r: 8, effect: { do: 'charge', n: 2 }, text: t('使用：從基地移 2 W 到 r8 內的“你”。', 'Use: move 2 W from your base onto "You" within r8.') },
  { id: 'sentry', name: t('哨戒炮', 'Sentry Gun'), space: 'G', type: 'other', cost: 3, w: 2, r: 2, effect: { do: 'damage', n: 1 }, text: t('使用：對 r2 內敵方造成 1 傷害。', 'Use: deal 1 damage to an enemy within r2.') },
];

const ENGINEER: Row[] = [
  { id: 'repair-drone', name: t('維修無人機', 'Repair Drone'), space: 'G', type: 'other', cost: 3, w: 2, v: 2, r: 1, effect: { do: 'repair', n: 3 }, text: t('v2。使用：r1 內回復 3 W。', 'v2. Use: restore 3 W within r1.') },
  { id: 'field-wall', name: t('力場牆', 'Field Wall'), space: 'G', type: 'armor', cost: 3, w: 5, text: t('地面防具。', 'Ground armor.') },
  { id: 'tower-shield', name: t('塔盾', 'Tower Shield'), space: 'G', type: 'armor', cost: 4, w: 6, p: true, text: t('地面防具 [p]。', 'Ground armor [p].') },
  { id: 'decoy', name: t('誘餌', 'Decoy'), space: 'G', type: 'other', cost: 1, w: 2, v: 2, blocks: true, text: t('v2。可阻擋。', 'v2. May block.') },
  { id: 'aegis', name: t('神盾', 'Aegis'), space: 'general', type: 'armor', cost: 6, w: 7, text: t('防具。', 'Armor.') },
  { id: 'field-kit', name: t('野戰工具包', 'Field Kit'), space: 'general', type: 'other', cost: 2, w: 2, g: true, p: true, r: 0, effect: { do: 'repair', n: 2 }, blocks: true, text: t('一般 [g][p]：須與“你”同座標才能使用；回復 2 W；可阻擋。', 'General [g][p]: usable only at "You"\'s coordinate; restore 2 W; may block.') },
  { id: 'arc-welder', name: t('電弧焊槍', 'Arc Welder'), space: 'G', type: 'weapon', cost: 2, w: 1, a: 4, p: true, r: 1, text: t('地面武器 [p]，r1。', 'Ground weapon [p], r1.') },
  { id: 'capacitor', name: t('電容器', 'Capacitor'), space: 'G', type: 'other', cost: 3, w: 3, p: true, r: 0, effect: { do: 'charge', n: 3 }, text: t('[p]。使用：從基地移 3 W 到同格的“你”。', '[p]. Use: move 3 W from your base onto "You" on its cell.') },
  { id: 'flak', name: t('高射炮', 'Flak Cannon'), space: 'general', type: 'weapon', cost: 3, w: 1, a: 7, text: t('遠程武器。', 'Ranged weapon.') },
  { id: 'bunker', name: t('地堡', 'Bunker'), space: 'G', type: 'armor', cost: 2, w: 4, text: t('地面防具。', 'Ground armor.') },
];

const RAIDER: Row[] = [
  { id: 'bike', name: t('突擊機車', 'Assault Bike'), space: 'G', type: 'weapon', cost: 3, w: 1, a: 7, v: 3, r: 1, text: t('地面武器，v3，r1。', 'Ground weapon, v3, r1.') },
  { id: 'saber', name: t('軍刀', 'Saber'), space: 'G', type: 'weapon', cost: 2, w: 1, a: 5, p: true, r: 1, text: t('地面武器 [p]，r1。', 'Ground weapon [p], r1.') },
  { id: 'harpoon', name: t('魚叉槍', 'Harpoon'), space: 'G', type: 'weapon', cost: 4, w: 1, a: 9, p: true, r: 3, text: t('地面武器 [p]，r3。', 'Ground weapon [p], r3.') },
  { id: 'strider', name: t('步行機甲', 'Strider'), space: 'G', type: 'weapon', cost: 4, w: 1, a: 9, v: 2, r: 2, text: t('地面武器，v2，r2。', 'Ground weapon, v2, r2.') },
  { id: 'mine-layer', name: t('佈雷車', 'Mine Layer'), space: 'G', type: 'other', cost: 3, w: 2, v: 1, r: 1, effect: { do: 'damage', n: 2 }, text: t('v1。使用：對 r1 內敵方造成 2 傷害。', 'v1. Use: deal 2 damage to an enemy within r1.') },
  { id: 'stinger', name: t('毒刺', 'Stinger'), space: 'G', type: 'other', cost: 2, w: 1, p: true, r: 1, effect: { do: 'damage', n: 1 }, text: t('[p]。使用：對 r1 內敵方造成 1 傷害（可對地面的“你”）。', '[p]. Use: deal 1 damage to an enemy within r1 (may hit a grounded "You").') },
  { id: 'smoke-vest', name: t('煙霧背心', 'Smoke Vest'), space: 'G', type: 'armor', cost: 2, w: 2, p: true, text: t('地面防具 [p]。', 'Ground armor [p].') },
  { id: 'scout-drone', name: t('偵察無人機', 'Scout Drone'), space: 'G', type: 'other', cost: 1, w: 1, v: 3, blocks: true, text: t('v3。可阻擋。', 'v3. May block.') },
  { id: 'grenade', name: t('手榴彈', 'Grenade'), space: 'general', type: 'weapon', cost: 2, w: 1, a: 5, g: true, p: true, text: t('一般 [g][p]：須與“你”同座標才能使用。', 'General [g][p]: usable only at "You"\'s coordinate.') },
  { id: 'light-plate', name: t('輕甲', 'Light Plate'), space: 'general', type: 'armor', cost: 1, w: 3, text: t('防具。', 'Armor.') },
];

const GUNNER: Row[] = [
  { id: 'artillery', name: t('重砲', 'Artillery'), space: 'general', type: 'weapon', cost: 4, w: 1, a: 7, text: t('遠程武器。', 'Ranged weapon.') },
  { id: 'railgun', name: t('電磁砲', 'Railgun'), space: 'general', type: 'weapon', cost: 4, w: 1, a: 6, text: t('遠程武器。', 'Ranged weapon.') },
  { id: 'mortar', name: t('迫擊砲', 'Mortar'), space: 'general', type: 'weapon', cost: 2, w: 1, a: 3, text: t('遠程武器。', 'Ranged weapon.') },
  { id: 'pistol', name: t('手槍', 'Pistol'), space: 'general', type: 'weapon', cost: 1, w: 1, a: 2, g: true, p: true, text: t('一般 [g][p]：須與“你”同座標才能使用。', 'General [g][p]: usable only at "You"\'s coordinate.') },
  { id: 'turret', name: t('砲塔', 'Turret'), space: 'G', type: 'weapon', cost: 3, w: 1, a: 7, r: 3, text: t('地面武器，r3。', 'Ground weapon, r3.') },
  { id: 'tank', name: t('坦克', 'Tank'), space: 'G', type: 'weapon', cost: 5, w: 1, a: 8, v: 1, r: 2, text: t('地面武器，v1，r2。', 'Ground weapon, v1, r2.') },
  { id: 'spotter', name: t('觀測站', 'Spotter'), space: 'G', type: 'other', cost: 2, w: 2, r: 3, effect: { do: 'damage', n: 1 }, text: t('使用：對 r3 內敵方造成 1 傷害。', 'Use: deal 1 damage to an enemy within r3.') },
  { id: 'sandbags', name: t('沙包', 'Sandbags'), space: 'G', type: 'armor', cost: 1, w: 3, text: t('地面防具。', 'Ground armor.') },
  { id: 'flak-vest', name: t('防彈衣', 'Flak Vest'), space: 'G', type: 'armor', cost: 2, w: 3, p: true, text: t('地面防具 [p]。', 'Ground armor [p].') },
  { id: 'ammo-truck', name: t('彈藥車', 'Ammo Truck'), space: 'G', type: 'other', cost: 2, w: 2, v: 2, r: 1, effect: { do: 'charge', n: 2 }, text: t('v2。使用：從基地移 2 W 到 r1 內的“你”。', 'v2. Use: move 2 W from your base onto "You" within r1.') },
];

export const BLUEPRINTS: readonly Blueprint[] = [...CORE, ...ENGINEER, ...RAIDER, ...GUNNER].map((r) => blueprintSchema.parse(r));
export const CARD: Readonly<Record<string, number>> = Object.fromEntries(BLUEPRINTS.map((b, i) => [b.id, i]));
if (Object.keys(CARD).length !== BLUEPRINTS.length) throw new Error('blueprints: duplicate id');

export interface Deck {
  readonly id: string;
  readonly name: { readonly zh: string; readonly en: string };
  /** Card indices, one copy each. */
  readonly cards: readonly number[];
}

const deck = (id: string, name: { zh: string; en: string }, rows: Row[]): Deck => ({ id, name, cards: [...CORE, ...rows].map((r) => CARD[r.id]) });

/** The character decks (about 20 kinds each). */
export const DECKS: readonly Deck[] = [
  deck('engineer', t('工程師', 'Engineer'), ENGINEER),
  deck('raider', t('突擊者', 'Raider'), RAIDER),
  deck('gunner', t('砲手', 'Gunner'), GUNNER),
];
export const DECK_IDS = DECKS.map((d) => d.id) as [string, ...string[]];

/** [g]: ground objects always use the ground; a general object only when it prints [g]. */
export const usesGround = (b: Blueprint): boolean => b.space === 'G' || b.g === true;
