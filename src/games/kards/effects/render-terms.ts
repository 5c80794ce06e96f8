// The words card texts are made of, zh and en: classes, nations, keywords, numbers and articles (the seed's
// terms: 步兵 坦克 炮兵 战斗机 轰炸机, 守护 烟幕 奋战 伏击 闪击 …). Shared by render.ts and render-statics.ts.
import type { Label } from '../../../engine/index.js';
import { KW, type Kw } from './lang.js';

/** A card's name by id (spawns, draws, shuffles) or by lower-case printed name (name families, redirects). */
export type NameOf = (idOrName: string) => Label;

export type L = Label;
export const l = (zh: string, en: string): L => ({ zh, en });
export const EMPTY = l('', '');

const CLS_NAME: readonly [number, string, string, string][] = [
  // bit, zh, en, en plural
  [1, '步兵', 'infantry', 'infantry'], [2, '坦克', 'tank', 'tanks'], [4, '炮兵', 'artillery', 'artillery'],
  [8, '战斗机', 'fighter', 'fighters'], [16, '轰炸机', 'bomber', 'bombers'],
];
const NATION_NAME: Readonly<Record<string, L>> = {
  Germany: l('德国', 'German'), Soviet: l('苏联', 'Soviet'), USA: l('美国', 'US'), Britain: l('英国', 'British'), Japan: l('日本', 'Japanese'),
  France: l('法国', 'French'), Italy: l('意大利', 'Italian'), Poland: l('波兰', 'Polish'), Finland: l('芬兰', 'Finnish'),
};
export const KW_NAME: Readonly<Record<Kw, L>> = {
  guard: l('守护', 'Guard'), smokescreen: l('烟幕', 'Smokescreen'), fury: l('奋战', 'Fury'), ambush: l('伏击', 'Ambush'),
  blitz: l('闪击', 'Blitz'), immune: l('免疫', 'Immune'), moveAttack: l('同回合移动并攻击', 'move and attack in one turn'), shock: l('震撼', 'Shock'),
  mobilize: l('动员', 'Mobilize'), capture: l('收缴', 'Salvage'), excess: l('在战斗中将溢出伤害施加给敌方总部', 'dealing excess combat damage to the enemy HQ'), defDmg: l('攻击时造成等同于其防御力的伤害', 'dealing damage equal to its defense when attacking'),
};
const KW_BITS: readonly [number, L][] = [
  [KW.guard, KW_NAME.guard], [KW.smokescreen, KW_NAME.smokescreen], [KW.fury, KW_NAME.fury], [KW.ambush, KW_NAME.ambush],
  [KW.blitz, KW_NAME.blitz], [KW.immune, KW_NAME.immune], [KW.mobilize, l('动员', 'Mobilize')], [KW.alpine, l('山地', 'Alpine')],
  [KW.shock, KW_NAME.shock], [KW.capture, KW_NAME.capture], [KW.bond, l('羁绊', 'Bond')],
];

export function nation(n: string): L {
  if (n === '') return EMPTY;
  if (n.startsWith('!')) { const x = NATION_NAME[n.slice(1)] ?? l(n.slice(1), n.slice(1)); return l(`非${x.zh}`, `non-${x.en}`); }
  if (n.includes('|')) { const xs = n.split('|').map((m) => NATION_NAME[m] ?? l(m, m)); return l(xs.map((x) => x.zh).join('和'), xs.map((x) => x.en).join(' and ')); }
  return NATION_NAME[n] ?? l(n, n);
}

/** Class bits as a noun: "坦克或步兵", "air units"; 0 → unit. */
export function clsNoun(cls: number, plural: boolean): L {
  if (cls === 0 || cls === 31) return l('单位', plural ? 'units' : 'unit');
  if (cls === 24) return l('空中单位', plural ? 'air units' : 'air unit');
  if (cls === 7) return l('地面单位', plural ? 'ground units' : 'ground unit');
  const parts: [string, string][] = CLS_NAME.filter(([b]) => (cls & b) !== 0 && ((cls & 24) !== 24 || (b & 24) === 0)).map((p) => [p[1], plural ? p[3] : p[2]]);
  if ((cls & 24) === 24) parts.push(['空中单位', plural ? 'air units' : 'air unit']);
  return l(parts.map((p) => p[0]).join('或'), parts.map((p) => p[1]).join(plural ? ' and ' : ' or '));
}

export const kwList = (bits: number): L => {
  const ks = KW_BITS.filter(([b]) => (bits & b) !== 0).map(([, n]) => n);
  return l(ks.map((k) => k.zh).join('和'), ks.map((k) => k.en).join(' and '));
};

export const plus = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
export const article = (w: string): string => (/^(?:[aeio]|u(?!ni|s\b)|hq\b)/i.test(w) ? 'an' : 'a');
/** An English object pronoun as a subject ("them must …" → "they must …"). */
export const subj = (en: string): string => (en === 'them' ? 'they' : en);
export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A name family (K-R65f) as players write it: "Sherman", "Spitfire", "T-34". */
export function familyName(f: string, plural: boolean): L {
  if (f === 'light infantry') return l('“轻步兵”', plural ? 'LIGHT INFANTRY units' : 'LIGHT INFANTRY');
  const en = f === 't-34' ? 'T-34' : f[0].toUpperCase() + f.slice(1);
  return l(`“${en}”`, plural ? `${en}s` : en);
}
