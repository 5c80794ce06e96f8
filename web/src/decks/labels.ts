// KARDS terms in Chinese and English for the deck builder and the board: nations, card types,
// rarities, keywords (with the one-character mark the board shows on a unit).
import type { Label } from '../../../src/protocol/types.js';

export const NATION: Readonly<Record<string, Label>> = {
  Germany: { zh: '德国', en: 'Germany' }, Soviet: { zh: '苏联', en: 'Soviet Union' }, USA: { zh: '美国', en: 'USA' },
  Britain: { zh: '英国', en: 'Britain' }, Japan: { zh: '日本', en: 'Japan' }, France: { zh: '法国', en: 'France' },
  Italy: { zh: '意大利', en: 'Italy' }, Poland: { zh: '波兰', en: 'Poland' }, Finland: { zh: '芬兰', en: 'Finland' },
  Neutral: { zh: '中立', en: 'Neutral' },
};

export const TYPE: Readonly<Record<string, Label>> = {
  infantry: { zh: '步兵', en: 'Infantry' }, tank: { zh: '坦克', en: 'Tank' }, artillery: { zh: '炮兵', en: 'Artillery' },
  fighter: { zh: '战斗机', en: 'Fighter' }, bomber: { zh: '轰炸机', en: 'Bomber' }, order: { zh: '指令', en: 'Order' },
  countermeasure: { zh: '反制', en: 'Countermeasure' },
};

export const RARITY: Readonly<Record<string, Label>> = {
  Standard: { zh: '标准', en: 'Standard' }, Limited: { zh: '限量', en: 'Limited' }, Special: { zh: '特殊', en: 'Special' }, Elite: { zh: '精英', en: 'Elite' },
};

/**
 * Catalog keyword → name and the mark a unit shows (the seed's Chinese keyword names). Marks are symbols
 * of the Basic Multilingual Plane that common fonts carry (DejaVu on Linux): emoji showed as empty boxes
 * where no emoji font is installed. `bond` is not 钳制 (the catalog's Pincer cards carry no keyword id).
 */
export const KEYWORD: Readonly<Record<string, { readonly label: Label; readonly mark: string }>> = {
  guard: { label: { zh: '守护', en: 'Guard' }, mark: '♜' },
  smokescreen: { label: { zh: '烟幕', en: 'Smokescreen' }, mark: '☁' },
  fury: { label: { zh: '奋战', en: 'Fury' }, mark: '⚔' },
  ambush: { label: { zh: '伏击', en: 'Ambush' }, mark: '◎' },
  blitz: { label: { zh: '闪击', en: 'Blitz' }, mark: '⚡' },
  immune: { label: { zh: '免疫', en: 'Immune' }, mark: '✚' },
  mobilize: { label: { zh: '动员', en: 'Mobilize' }, mark: '⇪' },
  alpine: { label: { zh: '山地', en: 'Alpine' }, mark: '▲' },
  bond: { label: { zh: '羁绊', en: 'Bond' }, mark: '⇄' },
  shock: { label: { zh: '震撼', en: 'Shock' }, mark: '✸' },
  covert: { label: { zh: '隐蔽', en: 'Covert' }, mark: '◐' },
  salvage: { label: { zh: '收缴', en: 'Salvage' }, mark: '♻' },
  heavyArmor1: { label: { zh: '重甲 1', en: 'Heavy armor 1' }, mark: '◈1' },
  heavyArmor2: { label: { zh: '重甲 2', en: 'Heavy armor 2' }, mark: '◈2' },
  heavyArmor3: { label: { zh: '重甲 3', en: 'Heavy armor 3' }, mark: '◈3' },
  intel1: { label: { zh: '情报 1', en: 'Intel 1' }, mark: 'ℹ1' },
  intel2: { label: { zh: '情报 2', en: 'Intel 2' }, mark: 'ℹ2' },
  intel3: { label: { zh: '情报 3', en: 'Intel 3' }, mark: 'ℹ3' },
};

export const labelOr = (table: Readonly<Record<string, Label>>, key: string, lang: 'zh' | 'en'): string => table[key]?.[lang] ?? key;
export const keywordName = (k: string, lang: 'zh' | 'en'): string => KEYWORD[k]?.label[lang] ?? k;
