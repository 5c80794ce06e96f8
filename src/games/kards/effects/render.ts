// Card text from the compiled effect language (lang.ts): walks a card's abilities (moment, condition,
// listener, effects with targets and amounts) and statics, and writes one Chinese and one English text
// in the seed's terms (部署, 亡计, 压制, 撤退, 完全修复, 支援阵线 …). What a player reads is therefore what
// the engine plays: a compiler change shows up here. Pure: card names come from the caller (no cards.ts
// import, which compiles every card through this folder).
import type { Label } from '../../../engine/index.js';
import { HAND_MOD, HQ_BIT, KW, type Ability, type Aura, type CardScript, type Cond, type Count, type Effect, type ItIs, type Kw, type Listen, type Sel, type Statics, type Target, type When } from './lang.js';

/** A card's name by id (spawns, draws, shuffles) or by lower-case printed name (name families, redirects). */
export type NameOf = (idOrName: string) => Label;

type L = Label;
const l = (zh: string, en: string): L => ({ zh, en });
const EMPTY = l('', '');

const CLS_NAME: readonly [number, string, string, string][] = [
  // bit, zh, en, en plural
  [1, '步兵', 'infantry', 'infantry'], [2, '坦克', 'tank', 'tanks'], [4, '炮兵', 'artillery', 'artillery'],
  [8, '战斗机', 'fighter', 'fighters'], [16, '轰炸机', 'bomber', 'bombers'],
];
const NATION_NAME: Readonly<Record<string, L>> = {
  Germany: l('德国', 'German'), Soviet: l('苏联', 'Soviet'), USA: l('美国', 'US'), Britain: l('英国', 'British'), Japan: l('日本', 'Japanese'),
  France: l('法国', 'French'), Italy: l('意大利', 'Italian'), Poland: l('波兰', 'Polish'), Finland: l('芬兰', 'Finnish'),
};
const KW_NAME: Readonly<Record<Kw, L>> = {
  guard: l('守护', 'Guard'), smokescreen: l('烟幕', 'Smokescreen'), fury: l('奋战', 'Fury'), ambush: l('伏击', 'Ambush'),
  blitz: l('闪击', 'Blitz'), immune: l('免疫', 'Immune'), moveAttack: l('同回合移动并攻击', 'move and attack in one turn'),
};
const KW_BITS: readonly [number, L][] = [
  [KW.guard, KW_NAME.guard], [KW.smokescreen, KW_NAME.smokescreen], [KW.fury, KW_NAME.fury], [KW.ambush, KW_NAME.ambush],
  [KW.blitz, KW_NAME.blitz], [KW.immune, KW_NAME.immune], [KW.mobilize, l('动员', 'Mobilize')], [KW.alpine, l('山地', 'Alpine')],
];

function nation(n: string): L {
  if (n === '') return EMPTY;
  if (n.startsWith('!')) { const x = NATION_NAME[n.slice(1)] ?? l(n.slice(1), n.slice(1)); return l(`非${x.zh}`, `non-${x.en}`); }
  return NATION_NAME[n] ?? l(n, n);
}

/** Class bits as a noun: "坦克或步兵", "air units"; 0 → unit. */
function clsNoun(cls: number, plural: boolean): L {
  if (cls === 0 || cls === 31) return l('单位', plural ? 'units' : 'unit');
  if (cls === 24) return l('空中单位', plural ? 'air units' : 'air unit');
  if (cls === 7) return l('地面单位', plural ? 'ground units' : 'ground unit');
  const parts: [string, string][] = CLS_NAME.filter(([b]) => (cls & b) !== 0 && ((cls & 24) !== 24 || (b & 24) === 0)).map((p) => [p[1], plural ? p[3] : p[2]]);
  if ((cls & 24) === 24) parts.push(['空中单位', plural ? 'air units' : 'air unit']);
  return l(parts.map((p) => p[0]).join('或'), parts.map((p) => p[1]).join(plural ? ' and ' : ' or '));
}

const kwList = (bits: number): L => {
  const ks = KW_BITS.filter(([b]) => (bits & b) !== 0).map(([, n]) => n);
  return l(ks.map((k) => k.zh).join('和'), ks.map((k) => k.en).join(' and '));
};

const plus = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const article = (w: string): string => (/^(?:[aeio]|u(?!ni|s\b)|hq\b)/i.test(w) ? 'an' : 'a');
/** An English object pronoun as a subject ("them must …" → "they must …"). */
const subj = (en: string): string => (en === 'them' ? 'they' : en);

/** Rendering state of one ability: what "it" means now, and the card names. */
interface Ctx {
  readonly name: NameOf;
  readonly ab: Ability;
  readonly all: readonly Ability[];
  /** "it" refers to several (after "all …" or "add two …"). */
  plural: boolean;
  /** The chosen target already named in this ability ("… and pin it"). */
  seen: Target | null;
}

/** A selector with a determiner: "一个前线的敌方坦克" / "an enemy tank in the frontline". */
function selPhrase(k: 'chosen' | 'all' | 'random', s: Sel, hq: boolean, units: boolean, name: NameOf): L {
  const pl = k === 'all';
  const side = s.side === 'enemy' ? l('敌方', 'enemy') : s.side === 'friendly' ? l('友方', pl ? 'friendly' : 'friendly') : EMPTY;
  let noun: L;
  if (s.named !== '') { const n = name(s.named); noun = l(`“${n.zh}”`, n.en); }
  else if (!units && hq) noun = l('总部', 'HQ');
  else if (hq && s.cls === 0) noun = l('目标', pl ? 'targets' : 'target');
  else if (hq && s.cls === 7) noun = l('地面目标', pl ? 'ground targets' : 'ground target');
  else noun = clsNoun(s.cls, pl);
  const zhMods: string[] = [], enPre: string[] = [], enPost: string[] = [];
  if (s.line === 'front') { zhMods.push('前线的'); enPost.push('in the frontline'); }
  else if (s.line === 'support') { zhMods.push(s.side === 'enemy' ? '敌方支援阵线的' : s.side === 'friendly' ? '你支援阵线的' : '支援阵线的'); enPost.push(s.side === 'enemy' ? 'in the enemy support line' : s.side === 'friendly' ? 'in your support line' : 'in a support line'); }
  if (s.maxCost < 99) { zhMods.push(`费用不高于${s.maxCost}的`); enPost.push(`with cost ${s.maxCost} or less`); }
  if (s.maxAtk < 99) { zhMods.push(`攻击力不高于${s.maxAtk}的`); enPost.push(`with ${s.maxAtk} or less attack`); }
  if (s.minDef > 0) { zhMods.push(`防御力不低于${s.minDef}的`); enPost.push(`with ${s.minDef} or more defense`); }
  if (s.damaged) { zhMods.push('受伤的'); enPre.push('damaged'); }
  const lineSide = s.line === 'support' && s.side !== 'any';
  const zhSide = lineSide ? '' : side.zh;
  const enSide = lineSide ? '' : side.en;
  const nat = nation(s.nation);
  const other = s.other;
  const zhCore = `${zhMods.join('')}${other ? '其他' : ''}${zhSide}${nat.zh}${noun.zh}`;
  const enCore = [...enPre, enSide, nat.en, noun.en].filter((x) => x !== '').join(' ');
  const post = enPost.length > 0 ? ` ${enPost.join(' ')}` : '';
  const allHq = k === 'all' && hq && units && s.cls === 0;
  if (k === 'all') {
    if (allHq) {
      const hqName = s.side === 'enemy' ? l('敌方总部', 'the enemy HQ') : s.side === 'friendly' ? l('你的总部', 'your HQ') : l('双方总部', 'both HQs');
      const u = clsNoun(0, true);
      return l(`所有${zhMods.join('')}${other ? '其他' : ''}${zhSide}${nat.zh}${u.zh}和${hqName.zh}`, `all ${other ? 'other ' : ''}${[...enPre, enSide, nat.en, u.en].filter((x) => x).join(' ')}${post} and ${hqName.en}`);
    }
    return l(`所有${zhCore}`, `all ${other ? 'other ' : ''}${enCore}${post}`);
  }
  if (k === 'random') return l(`随机一个${zhCore}`, `a random ${other ? 'other ' : ''}${enCore}${post}`);
  return l(`一个${zhCore}`, `${other ? 'another' : article(enCore)} ${enCore}${post}`);
}

function target(t: Target, c: Ctx): L {
  switch (t.k) {
    case 'chosen': case 'all': case 'random': {
      if (t.k === 'chosen' && c.seen === t) return c.plural ? l('它们', 'them') : l('它', 'it');
      const r = selPhrase(t.k, t.sel, t.hq, t.k === 'chosen' ? t.units : true, c.name);
      if (t.k === 'chosen') c.seen = t;
      c.plural = t.k === 'all';
      return r;
    }
    case 'hq': return t.side === 'enemy' ? l('敌方总部', 'the enemy HQ') : l('你的总部', 'your HQ');
    case 'self': return l('此单位', 'this unit');
    case 'it':
      // "When an order is given, deal 1 damage to the HQ of the player giving the order" (compiled as "to it").
      if (c.ab.when === 'onOrder' && c.ab.listen?.who === 'any') return l('使用该指令一方的总部', 'the HQ of the player giving the order');
      return c.plural ? l('它们', 'them') : l('它', 'it');
    case 'adjacent': return l('其相邻单位', 'its adjacent units');
    case 'mem': return l('那个单位', 'that unit');
    case 'foe': return l('其攻击目标', 'its target');
    case 'adjFoe': return l('与其攻击目标相邻的敌人', 'enemies adjacent to its target');
    case 'foeLine': return l('同一阵线中随机一个敌方单位', 'a random enemy in the same line');
  }
}

/** "for each …" amounts: zh before the clause ("你每控制一个友方步兵，"), en after it (" for each …"). */
function countOf(n: Count): { zh: string; en: string } {
  const cls = clsNoun(n.cls, true);
  switch (n.of) {
    case 'units': return l(`你控制的${n.cls === 0 ? '单位' : cls.zh}数量`, `the number of ${n.cls === 0 ? 'units' : cls.en} you control`);
    case 'types': return l('你控制的单位种类数', 'the number of unit types you control');
    case 'kredits': return l('你未使用的指挥点数', 'your unspent kredits');
    case 'allUnits': return l('战场上所有卡牌的数量', 'the number of all cards on the battlefield');
    case 'itAtk': return l('其攻击力', 'its attack');
    case 'handGap': return l('你与敌方手牌数之差', 'the difference between the enemy hand and yours');
    case 'arrived': return l('本回合你部署或增加的单位数', 'the number of units you deployed or added this turn');
    case 'sameLine': return l(`同一阵线中其他${cls.zh}的数量`, `the number of other ${cls.en} in the same line`);
    case 'replays': return l('你此前打出此牌的次数', 'the times you played this card before');
    case 'lastN': return l('因此弃置的牌数', 'the number of cards discarded this way');
  }
}

const WHERE_HAND = l('你的手牌', 'your hand');

function effect(e: Effect, c: Ctx): L | null {
  switch (e.do) {
    case 'damage': {
      const to = target(e.to, c);
      if (!e.count) return l(`对${to.zh}造成${e.n}点伤害`, `deal ${e.n} damage to ${to.en}`);
      const k = countOf(e.count);
      return l(`对${to.zh}造成等同于${e.n > 0 ? `${e.n}加上` : ''}${k.zh}的伤害`, `deal damage to ${to.en} equal to ${e.n > 0 ? `${e.n} plus ` : ''}${k.en}`);
    }
    case 'destroy': { const to = target(e.to, c); return l(`消灭${to.zh}`, `destroy ${to.en}`); }
    case 'pin': { const to = target(e.to, c); return l(`压制${to.zh}`, `pin ${to.en}`); }
    case 'buff': {
      const to = target(e.to, c);
      const what = e.atk !== 0 && e.def !== 0 ? l(`${plus(e.atk)}${plus(e.def)}`, `${plus(e.atk)}${plus(e.def)}`)
        : e.def !== 0 ? l(`${plus(e.def)}防御力`, `${plus(e.def)} defense`) : l(`${plus(e.atk)}攻击力`, `${plus(e.atk)} attack`);
      if (!e.count) return l(`使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en}`);
      if (e.count.of === 'types') return l(`你每控制一种单位类型，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each unit type you control`);
      if (e.count.of === 'sameLine') { const n = clsNoun(e.count.cls, false); return l(`同一阵线中每有一个其他${n.zh}，${to.zh}获得${what.zh}`, `${to.en} gets ${what.en} for each other ${n.en} in the same line`); }
      const n = clsNoun(e.count.cls, false);
      return l(`你每控制一个友方${n.zh}，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each friendly ${n.en} you control`);
    }
    case 'grant': { const to = target(e.to, c); const k = KW_NAME[e.kw]; return l(`使${to.zh}获得${k.zh}`, `give ${to.en} ${k.en}`); }
    case 'ungrant': { const to = target(e.to, c); const k = KW_NAME[e.kw]; return l(`${to.zh}失去${k.zh}`, `remove ${k.en} from ${to.en}`); }
    case 'tempGrant': {
      const to = target(e.to, c);
      if (e.kw === 'immune') return l(`本回合${to.zh}免疫伤害`, `${subj(to.en)} ${c.plural ? 'are' : 'is'} immune to damage this turn`);
      if (e.kw === 'moveAttack') return l(`本回合${to.zh}可以移动并攻击`, `${subj(to.en)} can both move and attack this turn`);
      const k = KW_NAME[e.kw];
      return l(`本回合使${to.zh}获得${k.zh}`, `give ${to.en} ${k.en} until end of turn`);
    }
    case 'op': {
      const to = target(e.to, c);
      if (e.set) return l(`将${to.zh}的行动费用设为${e.n}`, `set the operation cost of ${to.en} to ${e.n}`);
      return l(`${e.temp ? '本回合' : ''}使${to.zh}的行动费用${plus(e.n)}`, `give ${to.en} ${plus(e.n)} operation cost${e.temp ? ' this turn' : ''}`);
    }
    case 'refresh': { const to = target(e.to, c); return l(`${to.zh}本回合可以再次行动`, `${subj(to.en)} can operate again this turn`); }
    case 'atkToDef': { const to = target(e.to, c); return l(`使${to.zh}的攻击力等于其防御力`, `make the attack of ${to.en} equal to its defense`); }
    case 'setHq':
      return e.side === 'both' ? l(`将双方总部的防御力设为${e.n}`, `set the defense of each HQ to ${e.n}`)
        : e.side === 'friendly' ? l(`将你的总部防御力设为${e.n}`, `set your HQ's defense to ${e.n}`) : l(`将敌方总部防御力设为${e.n}`, `set the enemy HQ's defense to ${e.n}`);
    case 'handToDeck':
      return e.side === 'enemy' ? l('敌方将一张随机手牌放到其卡组顶', 'the enemy puts a random card of their hand on top of their deck') : l('将你的一张随机手牌放到卡组顶', 'put a random card of your hand on top of your deck');
    case 'clearCms': return l('弃置敌方所有已激活的反制', 'discard all the enemy’s activated countermeasures');
    case 'drawOf': {
      const nat = nation(e.nation);
      const what = e.order ? l('指令', e.n > 1 ? 'orders' : 'order') : clsNoun(e.cls, e.n > 1);
      return l(`从你的卡组抽${e.n === 1 ? '一' : e.n}张${nat.zh}${what.zh}`, `draw ${e.n === 1 ? article(nat.en || what.en) : e.n} ${nat.en ? `${nat.en} ` : ''}${what.en} from your deck`);
    }
    case 'deployBoost': return l(`本回合你部署的单位费用-${e.n}并具有闪击`, `units you deploy this turn cost ${e.n} less and have Blitz`);
    case 'double': { const to = target(e.to, c); return l(`使${to.zh}的攻击力和防御力翻倍`, `double the attack and defense of ${to.en}`); }
    case 'armor': { const to = target(e.to, c); return l(`使${to.zh}获得+${e.n}重甲`, `give ${to.en} +${e.n} Heavy Armor`); }
    case 'delayed': {
      const zh: string[] = [], en: string[] = [];
      if (e.kredits > 0) { zh.push(`下回合你额外获得${e.kredits}个指挥点`); en.push(`next turn you gain ${e.kredits} additional kredits`); }
      if (e.noOrders) { zh.push('且不能使用指令'); en.push('and cannot give orders'); }
      if (e.draws > 0) { zh.push(`下回合开始时额外抽${e.draws}张牌`); en.push(`draw ${e.draws} additional card${e.draws > 1 ? 's' : ''} at the start of next turn`); }
      if (e.enemySkip) { zh.push('敌方下回合不获得指挥点槽也不抽牌'); en.push('the enemy gains no kredit slot and draws no card next turn'); }
      if ((e.discards ?? 0) > 0) { zh.push(`你的下回合开始时随机弃置${e.discards}张牌`); en.push(`at the start of your next turn, discard ${e.discards} card${(e.discards ?? 0) > 1 ? 's' : ''} at random`); }
      return l(zh.join(''), en.join(' '));
    }
    case 'doom': { const to = target(e.to, c); return l(`在你的回合结束时消灭${to.zh}`, `destroy ${to.en} at the end of your turn`); }
    case 'tempAtk': {
      const to = target(e.to, c);
      if (e.upTo) return l(`${to.zh}额外造成0-${e.n}点伤害`, `${subj(to.en)} deals 0-${e.n} additional damage`);
      return l(`本回合使${to.zh}获得+${e.n}攻击力`, `give ${to.en} +${e.n} attack this turn`);
    }
    case 'dupInHand': return l('复制你手牌中的一张随机单位牌', 'duplicate a random unit in your hand');
    case 'spawnRandom': {
      const nat = nation(e.nation), n = clsNoun(e.cls, false);
      const cost = e.maxCost < 99 ? l(`费用不高于${e.maxCost}的`, ` with cost ${e.maxCost} or less`) : EMPTY;
      return e.where === 'hand'
        ? l(`将一张随机的${cost.zh}${nat.zh}${n.zh}置入你的手牌`, `add a random ${nat.en} ${n.en}${cost.en} to your hand`)
        : l(`在你的支援阵线增加一个随机的${cost.zh}${nat.zh}${n.zh}`, `add a random ${nat.en} ${n.en}${cost.en} to your support line`);
    }
    case 'repair': { const to = target(e.to, c); return l(`完全修复${to.zh}`, `fully repair ${to.en}`); }
    case 'retreat': { const to = target(e.to, c); return l(`使${to.zh}撤退`, `retreat ${to.en}`); }
    case 'toHand': { const to = target(e.to, c); return l(`将${to.zh}送回手牌`, `return ${to.en} to hand`); }
    case 'draw': {
      if (!e.count) return l(e.n === 1 ? '抽一张牌' : `抽${e.n}张牌`, e.n === 1 ? 'draw a card' : `draw ${e.n} cards`);
      if (e.count.of === 'handGap') return l('抽牌直到你的手牌数与敌方相同', 'draw cards until you have as many cards in your hand as the enemy');
      if (e.count.of === 'arrived') return l('本回合你每部署或增加一个单位，抽一张牌', 'draw a card for each unit you have deployed or added this turn');
      if (e.count.of === 'lastN') return l('每弃置一张，抽一张牌', 'draw a card for each');
      const k = countOf(e.count);
      return l(`抽等同于${k.zh}数量的牌`, `draw cards equal to ${k.en}`);
    }
    case 'hq': {
      const who = e.side === 'enemy' ? l('敌方总部', 'the enemy HQ') : l('你的总部', 'your HQ');
      if (e.count) { const k = countOf(e.count); return l(`${who.zh}获得等同于${k.zh}的防御力`, `${who.en} gains defense equal to ${k.en}`); }
      return l(`使${who.zh}获得${plus(e.n)}防御力`, `give ${who.en} ${plus(e.n)} defense`);
    }
    case 'kredits':
      if (e.count?.of === 'lastN') return l('每弃置一张，获得1个指挥点', 'gain a kredit for each');
      return l(`获得${e.n}个额外指挥点`, `gain ${e.n} additional kredit${e.n > 1 ? 's' : ''}`);
    case 'slots':
      if (e.side === 'enemy') return l(`敌方失去${-e.n}个指挥点槽`, `the enemy loses ${-e.n} kredit slot${-e.n > 1 ? 's' : ''}`);
      return l(`获得${e.n}个指挥点槽`, `gain ${e.n} kredit slot${e.n > 1 ? 's' : ''}`);
    case 'spawn': {
      const n = c.name(e.card);
      const cost1 = ((e.mod ?? 0) & HAND_MOD.cost1) !== 0 ? l('，费用为1', ' with a cost of 1') : EMPTY;
      c.plural = e.n > 1;
      const more = e.count?.of === 'replays' ? l('，此前每打出过一次此牌再多一张', ', plus one for each time you played this card before') : EMPTY;
      switch (e.where) {
        case 'hand': return l(`将${e.n === 1 ? '一' : e.n}张“${n.zh}”置入${WHERE_HAND.zh}${cost1.zh}${more.zh}`, `add ${e.n === 1 ? article(n.en) : e.n} ${n.en} to ${WHERE_HAND.en}${cost1.en}${more.en}`);
        case 'front': return l(`在此单位旁增加一个“${n.zh}”`, `add ${article(n.en)} ${n.en} beside this unit`);
        case 'same': return l(`在此单位所在的阵线增加一个“${n.zh}”`, `add ${article(n.en)} ${n.en} to the same line`);
        case 'support': return e.n >= 9 ? l(`用“${n.zh}”填满你的支援阵线`, `add ${n.en} to your support line until it is full`)
          : l(`在你的支援阵线增加${e.n === 1 ? '一' : e.n}个“${n.zh}”`, `add ${e.n === 1 ? article(n.en) : e.n} ${n.en} to your support line`);
      }
      return null;
    }
    case 'shuffleIn': { const n = c.name(e.card); return l(`将${e.n}张“${n.zh}”洗入你的卡组`, `shuffle ${e.n} ${n.en} cards into your deck`); }
    case 'spawnLike': return l(`在你的支援阵线增加一个与其同国家、费用多${e.delta}的随机单位`, `add a random unit of its nation that costs ${e.delta} more to your support line`);
    case 'discard': {
      if (e.allOrders) return l('弃置你手牌中所有非单位牌', 'discard all non-unit cards from your hand');
      if (e.allNamed !== undefined) { const n = c.name(e.allNamed); return l(`弃置你手牌中所有“${n.zh}”`, `discard your ${n.en} cards`); }
      const what = e.cls !== undefined ? clsNoun(e.cls, false) : l('牌', 'card');
      const cost = e.maxCost !== undefined ? l(`费用不高于${e.maxCost}的`, ` with cost ${e.maxCost} or less`) : EMPTY;
      return e.side === 'enemy' ? l(`敌方随机弃置一张${cost.zh}${what.zh}`, `the enemy discards a random ${what.en}${cost.en}`)
        : l(`随机弃置你的一张${cost.zh}${what.zh}`, `discard a random ${what.en}${cost.en} from your hand`);
    }
    case 'drawNamed': { const n = c.name(e.card); return l(`从你的卡组抽一张“${n.zh}”`, `draw ${article(n.en)} ${n.en} from your deck`); }
    case 'counter':
      return c.ab.cm === 'enemyOrderAtFriendly' ? l('反制一个以友方目标为对象的敌方指令', 'counter an enemy order that targets a friendly target') : l('反制一个敌方指令', 'counter an enemy order');
    case 'intel': return l(`情报 ${e.n}：敌方${e.n}张随机手牌成为明牌`, `Intel ${e.n}: ${e.n} random card${e.n > 1 ? 's' : ''} of the enemy hand become${e.n > 1 ? '' : 's'} revealed`);
    case 'remember': return null;
    case 'zeroAtk': { const to = target(e.to, c); return l(`使${to.zh}的攻击力为0，直到你的下个回合`, `set the attack of ${to.en} to 0 until your next turn`); }
    case 'loseKw': { const to = target(e.to, c); const k = KW_NAME[e.kw]; return l(`本回合${to.zh}失去${k.zh}`, `${subj(to.en)} ${c.plural ? 'lose' : 'loses'} ${k.en} this turn`); }
    case 'copyLost': { const nat = nation(e.nation); return l(`将本回合被消灭的每个友方${nat.zh}单位的复制置入你的手牌`, `add to hand a copy of each friendly ${nat.en} unit destroyed so far this turn`); }
    case 'copyEnemyOrder': return l('将敌方卡组中一张随机指令的复制置入你的手牌', 'copy a random order from the enemy deck to your hand');
    case 'copyCard': return l(`将它的${e.n}张复制置入你的手牌`, `add ${e.n} copies of it to your hand`);
    case 'duplicate': { const to = target(e.to, c); c.plural = false; return l(`复制${to.zh}`, `duplicate ${to.en}`); }
    case 'spawnPair': {
      const nat = nation(e.nation), n = clsNoun(e.cls, true);
      c.plural = true;
      return l(`在前线增加两个攻击力之和为${e.total}的随机${nat.zh}${n.zh}`, `add two random ${nat.en} ${n.en} with a total attack of ${e.total} to the frontline`);
    }
    case 'spawnNear': { const nat = nation(e.nation), n = clsNoun(e.cls, false); return l(`在你的支援阵线增加一个费用相近的随机${nat.zh}${n.zh}`, `add a random ${nat.en} ${n.en} of similar cost to your support line`); }
    case 'guardAt': return l(`若此单位攻击力不低于${e.n}，获得守护`, `it gets Guard if its attack is ${e.n} or more`);
    case 'pick': {
      const w = e.cls === 127 ? l('牌', 'card') : e.cls === 32 ? l('指令', 'order') : e.cls === 64 ? l('反制', 'countermeasure') : clsNoun(e.cls, false);
      return l(`选择并弃置你手牌中的一张${w.zh}`, `choose and discard ${article(w.en)} ${w.en} from your hand`);
    }
    case 'choose': {
      const opt = (w: When): L => {
        const a = c.all.find((x) => x.when === w);
        return a ? clauses(a, c.all, c.name) : EMPTY;
      };
      const a = opt('choice0'), b = opt('choice1');
      return l(`选择一项：${a.zh}；或${b.zh}`, `choose one - ${a.en} or ${b.en}`);
    }
    case 'buffPicked': {
      const to = target(e.to, c);
      if (e.costAtk) return l('此单位获得等同于被弃置牌费用的攻击力', 'it gains attack equal to the discarded card’s cost');
      return l(`使${to.zh}获得被弃置牌的攻击力和防御力`, `give ${to.en} the discarded card’s attack and defense`);
    }
    case 'exile': { const to = target(e.to, c); return l(`将${to.zh}移出战场，直到此单位离开战场`, `remove ${to.en} until this unit leaves the battlefield`); }
    case 'handCost': return e.side === 'enemy' ? l(`敌方手牌中的牌费用+${e.n}`, `cards in the enemy hand cost +${e.n}`) : l(`你手牌中的牌费用+${e.n}`, `cards in your hand cost +${e.n}`);
    case 'markDrawn':
      if (e.mod === HAND_MOD.discardEot) return l('回合结束时弃置它们', 'discard them at the end of turn');
      return l('它被部署时获得+1+1和闪击', 'it gets +1+1 and Blitz when deployed');
  }
}

/** "If it is pinned, …" (ItIs) before an effect. */
const IT_IS: Readonly<Record<ItIs, L>> = {
  pinned: l('若目标已被压制，', 'if it is pinned, '), unpinned: l('若目标未被压制，', 'if it is not pinned, '),
  blitz: l('若目标具有闪击，', 'if it has Blitz, '), noBlitz: l('若目标没有闪击，', 'if it has no Blitz, '),
  air: l('若目标是空中单位，', 'if it is an air unit, '), notAir: l('若目标不是空中单位，', 'if it is not an air unit, '),
  dead: l('若因此将其消灭，', 'if this destroys it, '), support: l('若目标在支援阵线，', 'if it is in a support line, '),
  notSupport: l('若目标不在支援阵线，', 'if it is not in a support line, '), none: l('若你一个都没有，', 'if you have none, '),
};

/** An ability's effects as one clause list ("对…造成2点伤害，并压制它" / "deal 2 damage to … and pin it"). */
function clauses(a: Ability, all: readonly Ability[], name: NameOf): L {
  const c: Ctx = { name, ab: a, all, plural: false, seen: null };
  const parts: L[] = [];
  const fx = a.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i];
    const r = effect(e, c);
    if (r === null || (r.zh === '' && r.en === '')) continue;
    // The same effect again ("destroy two random enemy units", "distribute 3 damage"): once, with a count.
    let n = 1;
    while (i + n < fx.length && JSON.stringify(fx[i + n]) === JSON.stringify(e)) n++;
    i += n - 1;
    const pre = e.if ? IT_IS[e.if] : EMPTY;
    const times = n > 1 ? l(`，重复${n}次`, `, ${n} times`) : EMPTY;
    parts.push(l(pre.zh + r.zh + times.zh, pre.en + r.en + times.en));
  }
  // NATIONAL FIRE SERVICE: firing caps the damage (the engine's hqCap); the ability has no effect of its own.
  if (parts.length === 0 && a.cm === 'hqDamaged') parts.push(l('将该伤害降为1', 'reduce the damage to 1'));
  return l(parts.map((p) => p.zh).join('，'), parts.length <= 2 ? parts.map((p) => p.en).join(' and ') : `${parts.slice(0, -1).map((p) => p.en).join(', ')} and ${parts[parts.length - 1].en}`);
}

function listenPhrase(w: When, li: Listen | null): L {
  const who = li?.who ?? 'any';
  const cls = li && li.cls !== 0 ? clsNoun(li.cls, false) : l('单位', 'unit');
  const kw = li?.kw ? kwList(li.kw) : EMPTY;
  switch (w) {
    case 'onDeploy': {
      const nat = nation(li?.nation ?? '');
      const unit = l(`${kw.zh}${nat.zh}${cls.zh}`, `${kw.en ? `${kw.en} ` : ''}${nat.en ? `${nat.en} ` : ''}${cls.en}`);
      const verb = li?.adds ? l('部署或增加', 'deploy or add') : l('部署', 'deploy');
      return who === 'enemy' ? l(`当敌方部署一个${unit.zh}时，`, `when the enemy deploys ${article(unit.en)} ${unit.en}, `)
        : l(`当你${verb.zh}一个${unit.zh}时，`, `when you ${verb.en} ${article(unit.en)} ${unit.en}, `);
    }
    case 'onOrder': {
      if (li?.me) return l('当对手以指令选中此单位时，', 'when the opponent targets this unit with an order, ');
      if (who === 'any') return l('当任意一方使用指令时，', 'when an order is given, ');
      const nat = nation(li?.nation ?? '');
      return l(`当你使用一张${nat.zh}指令后，`, `when you give ${nat.en ? article(nat.en) : 'an'} ${nat.en ? `${nat.en} ` : ''}order, `);
    }
    case 'onDestroyed': return who === 'enemy' ? l('当一个敌方单位被消灭时，', 'when an enemy unit is destroyed, ') : l('当另一个友方单位被消灭时，', 'when another friendly unit is destroyed, ');
    case 'onFriendKill': return l('当一个友方单位消灭一个敌方单位时，', 'when a friendly unit destroys an enemy unit, ');
    default: return EMPTY;
  }
}

const WHEN_PHRASE: Partial<Record<When, L>> = {
  deploy: l('部署：', 'Deployment: '), destroyed: l('亡计：', 'Destruction: '),
  turnStart: l('在你的回合开始时，', 'at the start of your turn, '), turnEnd: l('在你的回合结束时，', 'at the end of your turn, '),
  onAttack: l('此单位攻击时，', 'when this unit attacks, '), onKill: l('此单位消灭一个敌方单位时，', 'when this unit destroys an enemy unit, '),
  onHitHq: l('此单位对敌方总部造成伤害时，', 'when this unit deals damage to the enemy HQ, '), promoted: l('此单位成为老兵时，', 'when this unit becomes Veteran, '),
  onMove: l('此单位进入前线时，', 'when this unit moves into the frontline, '), discarded: l('此牌被弃置时，', 'if this card is discarded, '),
  sentToHand: l('此牌被送回手牌时，', 'if sent to hand, '), discardedByEnemy: l('此牌被敌方从你的手牌中弃置时，', 'if the enemy discards this card from your hand, '),
  onDiscard: l('当你弃置一张牌时，', 'when you discard a card, '),
};

const CM_PHRASE: Readonly<Record<string, L>> = {
  enemyDeploys: l('当敌方部署一个单位时，', 'when the enemy deploys a unit, '), movesFront: l('当一个单位进入前线时，', 'when a unit moves into the frontline, '),
  enemyOrder: EMPTY, enemyOrderAtFriendly: EMPTY, frontCaptured: l('当敌方占据前线时，', 'if the enemy captures the frontline, '),
  enemyAttacks: l('当一个敌方单位攻击时，', 'when an enemy unit attacks, '), friendlyAttacked: l('当一个友方单位被攻击时，', 'when a friendly unit is attacked, '),
  hqDamaged: l('本回合当你的总部受到伤害时，', 'when your HQ receives damage this turn, '), friendlyDestroyed: l('当一个友方单位被消灭时，', 'when a friendly unit is destroyed, '),
};

const COND_PHRASE: Readonly<Record<Cond, L>> = {
  none: EMPTY, controlFront: l('如果你控制前线，', 'if you control the frontline, '), haveAir: l('如果你在战场上有空中单位，', 'if you have an air unit on the battlefield, '),
  noAir: l('如果你在战场上没有空中单位，', 'if you have no air unit on the battlefield, '), haveBomber: l('如果你在战场上有轰炸机，', 'if you have a bomber on the battlefield, '),
  haveInfantry: l('如果你控制步兵，', 'if you control an infantry, '), hq30: l('如果你的总部防御力不低于30，', 'if your HQ has 30 or more defense, '),
  frontEmpty: l('如果前线为空，', 'if the frontline is empty, '), nonSovietUnit: l('如果你控制非苏联单位，', 'if you control a non-Soviet unit, '),
  usFront: l('如果你在前线有美国单位，', 'if you have a US unit in the frontline, '), japaneseFront: l('如果你在前线控制日本单位，', 'if you control a Japanese unit in the frontline, '),
  fewerUnits: l('如果你在战场上的单位不多于敌方，', 'if you have equal or fewer units on the battlefield, '), enemyTurn: l('如果是敌方回合，', 'if it is the enemy turn, '),
  hitHqThisTurn: l('如果本回合敌方总部已受到伤害，', 'if the enemy HQ has taken damage this turn, '), ownTurn: l('在你的回合中，', 'during your turn, '),
  navyTop: l('如果你的卡组顶是一张海军牌，', 'if there is a Navy card on top of your deck, '), noNavyTop: l('如果你的卡组顶不是海军牌，', 'if there is no Navy card on top of your deck, '),
  hq25: l('如果你的总部防御力不低于25，', 'if your HQ has 25 or more defense, '), hq10: l('如果你的总部防御力不高于10，', 'if your HQ has 10 or less defense, '),
  kredits2: l('如果你有至少2个未使用的指挥点，', 'if you have 2 or more unspent kredits, '), units3: l('如果你控制至少3个单位，', 'if you control 3 or more units, '),
  alone: l('如果这是你唯一的单位，', 'if this is your only unit, '),
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
/** Capitalize the English sentence start and the first word after "Deployment: ". */
const enSentence = (s: string): string => cap(s).replace(/^(Deployment|Destruction): ([a-z])/, (_m, w: string, c: string) => `${w}: ${c.toUpperCase()}`);

function abilityText(a: Ability, all: readonly Ability[], name: NameOf, prev: Ability | undefined, next: Ability | undefined): L | null {
  if (a.when === 'choice0' || a.when === 'choice1' || a.when === 'picked') return null;
  const when = a.when === 'cm' ? CM_PHRASE[a.cm ?? ''] ?? EMPTY : a.listen !== null ? listenPhrase(a.when, a.listen) : WHEN_PHRASE[a.when] ?? EMPTY;
  const once = a.once ? l('每回合一次，', 'once per turn, ') : EMPTY;
  const cond = COND_PHRASE[a.cond];
  let body = clauses(a, all, name);
  // "Choose and discard X, then …": the picked ability finishes the sentence.
  const last = a.effects[a.effects.length - 1];
  if (last?.do === 'pick' && next?.when === 'picked') {
    const rest = clauses(next, all, name);
    if (rest.zh !== '') body = l(`${body.zh}，然后${rest.zh}`, `${body.en}, then ${rest.en}`);
  }
  if (body.zh === '') return null;
  // A conditional ability at the moment of the one before it continues that sentence's moment ("Deployment: X. If …, Y.").
  const same = prev !== undefined && a.cond !== 'none' && prev.when === a.when && prev.cm === a.cm && prev.listen === a.listen && (a.when === 'deploy' || a.when === 'destroyed');
  const w = same ? EMPTY : when;
  return l(`${once.zh}${w.zh}${cond.zh}${body.zh}。`, `${enSentence(once.en + w.en + cond.en + body.en)}.`);
}

function vsTargets(mask: number, kw: number): L {
  const parts: L[] = [];
  const cls = mask & 31;
  if (cls !== 0) parts.push(clsNoun(cls, true));
  if ((mask & HQ_BIT) !== 0) parts.push(l('总部', 'HQs'));
  if (kw !== 0) { const k = kwList(kw); parts.push(l(`具有${k.zh}的单位`, `units with ${k.en}`)); }
  return l(parts.map((p) => p.zh).join('和'), parts.map((p) => p.en).join(' and '));
}

function auraText(a: Aura): L {
  const gain: L[] = [];
  if (a.atk !== 0) gain.push(l(`${plus(a.atk)}攻击力`, `${plus(a.atk)} attack`));
  if (a.kw !== 0) gain.push(kwList(a.kw));
  const g = l(gain.map((x) => x.zh).join('和'), gain.map((x) => x.en).join(' and '));
  if (a.selfOnly) {
    const where = a.support ? l('在你的支援阵线时', 'while in your support line') : a.srcFront ? l('在前线时', 'while in the frontline') : EMPTY;
    return l(`${where.zh}，此单位具有${g.zh}。`.replace(/^，/, ''), `Has ${g.en}${where.en ? ` ${where.en}` : ''}.`);
  }
  const nat = nation(a.nation);
  const n = clsNoun(a.cls, true);
  const need = a.needKw !== 0 ? kwList(a.needKw) : EMPTY;
  const whose = a.side === 'enemy' ? l('敌方', 'enemy') : a.adjacent ? l('相邻的', 'adjacent') : l('你的', 'your');
  const zhWho = `${a.support ? '你支援阵线中的' : whose.zh}${a.other ? '其他' : ''}${need.zh ? `具有${need.zh}的` : ''}${nat.zh}${n.zh}`;
  const enWho = `${a.support ? 'units in your support line' : `${whose.en} ${a.other ? 'other ' : ''}${nat.en ? `${nat.en} ` : ''}${n.en}${need.en ? ` with ${need.en}` : ''}`}`;
  const front = a.srcFront ? l('此单位在前线时，', 'While this unit is in the frontline, ') : EMPTY;
  if (a.op !== 0) return l(`${front.zh}${zhWho}的行动费用${plus(a.op)}。`, `${front.en ? front.en + enWho : cap(enWho)} ${a.op > 0 ? `cost ${plus(a.op)} to operate` : `operate for ${-a.op} less`}.`);
  return l(`${front.zh}${zhWho}具有${g.zh}。`, `${front.en ? front.en + enWho : cap(enWho)} have ${g.en}.`);
}

const ATK_IF: Readonly<Record<string, L>> = {
  enemyTurn: l('在敌方回合，此单位+N攻击力。', 'Has +N attack on the enemy turn.'), ownTurn: l('在你的回合，此单位+N攻击力。', 'Has +N attack on your turn.'),
  haveTank: l('如果你控制坦克，此单位+N攻击力。', 'Has +N attack if you control a tank.'), damaged: l('受伤时，此单位+N攻击力。', 'Has +N attack if damaged.'),
  alone: l('如果这是你唯一的单位，此单位+N攻击力。', 'Has +N attack if this is your only unit.'),
  perAdjacent: l('每有一个相邻单位，此单位+N攻击力。', 'Has +N attack for each adjacent unit.'),
  perFront: l('你在前线每有一个友方单位，此单位+N攻击力。', 'Has +N attack for each friendly unit in the frontline.'),
};
const ORD_ZH = ['', '一', '二', '三', '四', '五'];
const ORD_EN = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

/** Continuous (永续) properties, one sentence each. */
function staticsText(s: Statics, name: NameOf): L[] {
  const out: L[] = [];
  for (const v of s.vs) {
    const who = vsTargets(v.mask, v.kw);
    if (v.mul !== 1) out.push(l(`对${who.zh}造成${v.mul === 2 ? '双倍' : v.mul === 3 ? '三倍' : `${v.mul}倍`}伤害。`, `Deals ${v.mul === 2 ? 'double' : v.mul === 3 ? 'triple' : `${v.mul}×`} damage to ${who.en}.`));
    if (v.add !== 0) out.push(l(`对${who.zh}作战时${plus(v.add)}攻击力。`, `Has ${plus(v.add)} attack against ${who.en}.`));
  }
  if (s.noHq) out.push(l('不能攻击敌方总部。', 'Cannot attack the enemy HQ.'));
  if (s.untargetable) out.push(l('不能成为敌方指令的目标。', 'Cannot be targeted by enemy orders.'));
  if (s.unpinnable) out.push(l('不能被压制。', 'Cannot be pinned.'));
  if (s.cantAttack) out.push(l('不能攻击。', 'Can’t attack.'));
  if (s.aura) out.push(auraText(s.aura));
  if (s.costMod) {
    const m = s.costMod;
    if (m.firstOrder) out.push(l(`你每回合使用的第一张指令费用${plus(m.n)}。`, `The first order you play each turn costs ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'}.`));
    else out.push(m.side === 'enemy' ? l(`敌方手牌中的${m.orders ? '指令' : '牌'}费用${plus(m.n)}。`, `${m.orders ? 'Orders' : 'Cards'} in the enemy hand cost ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'}.`)
      : l(`你手牌中的${m.orders ? '指令' : '牌'}费用${plus(m.n)}。`, `${m.orders ? 'Orders' : 'Cards'} in your hand cost ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'}.`));
  }
  if (s.selfCost) {
    const c = s.selfCost;
    if (c.k === 'perUnit') { const nat = nation(c.nation); out.push(l(`你每控制一个${nat.zh}单位，此牌费用-${c.n}。`, `Costs ${c.n} less for each ${nat.en} unit you control.`)); }
    else {
      const cond: Readonly<Record<typeof c.when, L>> = {
        enemyFront: l('如果敌方控制前线', 'if the enemy controls the frontline'), ownFront: l('如果你控制前线', 'while you control the frontline'),
        hq10: l('如果你的总部防御力不高于10', 'if your HQ is at 10 or less'), lostThisTurn: l('如果本回合有友方单位被消灭', 'if a friendly unit was destroyed this turn'),
      };
      const w = cond[c.when];
      out.push(c.less ? l(`${w.zh}，此牌费用-${c.cost}。`, `Costs ${c.cost} less ${w.en}.`) : l(`${w.zh}，此牌费用为${c.cost}。`, `Costs ${c.cost} ${w.en}.`));
    }
  }
  if (s.pinsHit !== 0) out.push(s.pinsAdjacent ? l('被此单位伤害的单位及其相邻单位会被压制。', 'Units damaged by this unit and their adjacent units get pinned.') : l('被此单位伤害的单位会被压制。', 'Units damaged by this unit are pinned.'));
  if (s.hitAtk !== 0) out.push(l(`被此单位伤害的单位本回合${plus(s.hitAtk)}攻击力。`, `Units damaged by this unit get ${plus(s.hitAtk)} attack until end of turn.`));
  if (s.drain) out.push(l('此单位造成的伤害会为你的总部增加等量防御力。', 'Damage dealt by this unit adds equal defense to your HQ.'));
  if (s.promoteAt > 0) out.push(l(`在战场上的第${ORD_ZH[s.promoteAt] ?? s.promoteAt}个回合开始时晋升为老兵。`, `Becomes Veteran at the start of its ${ORD_EN[s.promoteAt] ?? s.promoteAt} turn on the battlefield.`));
  if (s.moveAttack) out.push(l('此单位可以在同一回合中移动并攻击。', 'This unit can move and attack during the same turn.'));
  if (s.pinsFoes !== 0) { const n = clsNoun(s.pinsFoes, true); out.push(l(`攻击此单位或被此单位攻击的${n.zh}会被压制。`, `${cap(n.en)} that attack or are attacked by this unit are pinned.`)); }
  if (s.noGroundInSupport) out.push(l('在支援阵线时不能被地面单位攻击。', 'Cannot be attacked by ground units while in the support line.'));
  if (s.drawOnDamage) out.push(l('此单位受到伤害时，抽一张牌。', 'When this unit takes damage, draw a card.'));
  if (s.orderDmg !== 0) out.push(l(`你的指令伤害+${s.orderDmg}。`, `Your orders deal +${s.orderDmg} damage.`));
  if (s.hqReduce !== 0) out.push(l(`你的总部受到的伤害-${s.hqReduce}。`, `Damage dealt to your HQ is reduced by ${s.hqReduce}.`));
  if (s.hqImmuneOwnTurn) out.push(l('在你的回合中，你的总部免疫伤害。', 'Your HQ is immune to damage on your turn.'));
  if (s.hqFloorFront) out.push(l('此单位在前线时，你的总部防御力不会低于1。', 'While in the frontline, your HQ cannot be reduced below 1 defense.'));
  if (s.selfAtk) {
    if (s.selfAtk.named === '') out.push(l(`你每控制一种非坦克单位类型，此单位+${s.selfAtk.n}攻击力。`, `Has +${s.selfAtk.n} attack for each non-tank unit type you control.`));
    else { const n = name(s.selfAtk.named); out.push(l(`你每控制一个其他“${n.zh}”，此单位+${s.selfAtk.n}攻击力。`, `Has +${s.selfAtk.n} attack for each other ${n.en} you control.`)); }
  }
  if (s.excessToHq) out.push(l('此单位攻击并消灭单位时，溢出的伤害由敌方总部承受。', 'When this unit attacks and destroys a unit, the excess damage goes to the enemy HQ.'));
  if (s.onEnemyDraw !== 0) out.push(l(`敌方每抽一张牌，对敌方总部造成${s.onEnemyDraw}点伤害。`, `Each time the enemy draws a card, deal ${s.onEnemyDraw} damage to the enemy HQ.`));
  if (s.noCms) out.push(l('反制无法触发。', 'Countermeasures cannot trigger.'));
  if (s.hqInvert) out.push(l('总部获得防御力时，改为受到等量伤害。', 'When an HQ gains defense, it takes that much damage instead.'));
  if (s.redirectFrom !== '') { const n = name(s.redirectFrom); out.push(l(`对“${n.zh}”造成的伤害改为由此单位承受。`, `Damage to ${n.en} is dealt to this unit instead.`)); }
  if (s.entry) {
    const n = clsNoun(s.entry.cls, true);
    const how = s.entry.pin ? l('时被压制', ' pinned') : l('时防御力为1', ' with defense of 1');
    const front = s.entry.front ? l('此单位在前线时，', 'While in the frontline, ') : EMPTY;
    out.push(l(`${front.zh}敌方${n.zh}进入战场${how.zh}。`, `${front.en ? front.en + 'enemy' : 'Enemy'} ${n.en} enter the battlefield${how.en}.`));
  }
  if (s.atkIfOthers !== 0) out.push(l(`如果本回合你已用其他单位攻击过，此单位+${s.atkIfOthers}攻击力。`, `Gets +${s.atkIfOthers} attack if you have attacked with another unit this turn.`));
  if (s.atkIf) { const t = ATK_IF[s.atkIf.when]; out.push(l(t.zh.replace('N', String(s.atkIf.n)), t.en.replace('N', String(s.atkIf.n)))); }
  if (s.deployTwice) out.push(l('你不指定目标的部署效果触发两次。', 'Your non-targeting deployment effects trigger twice.'));
  return out;
}

/** The text of an implemented card (empty for a card with keywords only); null for an unsupported one. */
export function renderScript(sc: CardScript, name: NameOf): L | null {
  if (!sc.ok) return null;
  const parts: L[] = [...staticsText(sc.statics, name)];
  sc.abilities.forEach((a, i) => {
    const t = abilityText(a, sc.abilities, name, sc.abilities[i - 1], sc.abilities[i + 1]);
    if (t) parts.push(t);
  });
  return l(parts.map((p) => p.zh).join(''), parts.map((p) => p.en).join(' '));
}

/** The text of option i of a "choose one" card (for the action that picks it); null if it has none. */
export function choiceText(sc: CardScript, i: 0 | 1, name: NameOf): L | null {
  if (!sc.ok) return null;
  const a = sc.abilities.find((x) => x.when === (i === 0 ? 'choice0' : 'choice1'));
  return a ? clauses(a, sc.abilities, name) : null;
}
