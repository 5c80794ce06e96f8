// Card text from the compiled effect language (lang.ts): walks a card's abilities (moment, condition,
// listener, effects with targets and amounts) and statics, and writes one Chinese and one English text
// in the seed's terms (部署, 亡计, 压制, 撤退, 完全修复, 支援阵线 …). What a player reads is therefore what
// the engine plays: a compiler change shows up here. Pure: card names come from the caller (no cards.ts
// import, which compiles every card through this folder).
import { COMBAT_KWS, HAND_MOD, KW, NO_STATICS, type Grants, type Ability, type CardScript, type Cond, type Count, type Effect, type ItIs, type Listen, type Sel, type Statics, type Target, type When } from './lang.js';
import { staticsText } from './render-statics.js';
import { article, cap, clsNoun, EMPTY, familyName, KW_NAME, kwList, l, nation, plus, subj, type L, type NameOf } from './render-terms.js';

export type { NameOf } from './render-terms.js';

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
  else if (s.family !== undefined) noun = familyName(s.family, pl);
  else if (!units && hq) noun = l('总部', 'HQ');
  else if (hq && s.cls === 0) noun = l('目标', pl ? 'targets' : 'target');
  else if (hq && s.cls === 7) noun = l('地面目标', pl ? 'ground targets' : 'ground target');
  else noun = clsNoun(s.cls, pl);
  const zhMods: string[] = [], enPre: string[] = [], enPost: string[] = [];
  if (s.line === 'front') { zhMods.push('前线的'); enPost.push('in the frontline'); }
  else if (s.line === 'support') { zhMods.push(s.side === 'enemy' ? '敌方支援阵线的' : s.side === 'friendly' ? '你支援阵线的' : '支援阵线的'); enPost.push(s.side === 'enemy' ? 'in the enemy support line' : s.side === 'friendly' ? 'in your support line' : 'in a support line'); }
  if (s.maxCost < 99) { zhMods.push(`费用不高于${s.maxCost}的`); enPost.push(`with cost ${s.maxCost} or less`); }
  if (s.maxAtk < 99) { zhMods.push(`攻击力不高于${s.maxAtk}的`); enPost.push(`with ${s.maxAtk} or less attack`); }
  if (s.minAtk !== undefined) { zhMods.push(`攻击力不低于${s.minAtk}的`); enPost.push(`with ${s.minAtk} or more attack`); }
  if (s.minDef > 0) { zhMods.push(`防御力不低于${s.minDef}的`); enPost.push(`with ${s.minDef} or more defense`); }
  if (s.damaged) { zhMods.push('受伤的'); enPre.push('damaged'); }
  if (s.undamaged === true) { zhMods.push('未受伤的'); enPre.push('undamaged'); }
  if (s.maxDef !== undefined) { zhMods.push(`防御力不高于${s.maxDef}的`); enPost.push(`with ${s.maxDef} or less defense`); }
  if (s.stalled === true) { zhMods.push('被抑制或被压制的'); enPre.push('suppressed or pinned'); }
  if (s.kw) { const k = kwList(s.kw); zhMods.push(`具有${k.zh}的`); enPost.push(`with ${k.en}`); }
  if (s.noKw) { const k = kwList(s.noKw); zhMods.push(`不具有${k.zh}的`); enPre.push(`non-${k.en}`); }
  if (s.vet !== undefined) { zhMods.push(s.vet ? '老兵' : '非老兵'); enPre.push(s.vet ? 'Veteran' : 'non-Veteran'); }
  if (s.elite) { zhMods.push('精英'); enPre.push('elite'); }
  if (s.atkLtDef) { zhMods.push('攻击力低于防御力的'); enPost.push('with less attack than defense'); }
  if (s.flanked) { zhMods.push('两侧都有相邻单位的'); enPost.push('with two adjacent units'); }
  if (s.pincer === true) { zhMods.push('钳制已生效的'); enPost.push('with an active Pincer'); }
  if (s.hitNow === true) { zhMods.push('本回合被攻击过的'); enPost.push('that was attacked this turn'); }
  if (s.op0) { zhMods.push('行动费用为0的'); enPost.push('with 0 operation cost'); }
  if (s.atkSlots) { zhMods.push('攻击力不高于你的指挥点槽数的'); enPost.push('with attack equal or less than your kredit slots'); }
  if (s.minCkw !== undefined) { zhMods.push(`具有至少${s.minCkw}个战斗关键字的`); enPost.push(`with ${s.minCkw} or more combat keywords`); }
  if (s.maxCkw !== undefined) { zhMods.push(s.maxCkw === 0 ? '没有战斗关键字的' : `战斗关键字不多于${s.maxCkw}个的`); enPost.push(s.maxCkw === 0 ? 'with no combat keywords' : `with ${s.maxCkw} or fewer combat keywords`); }
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
    case 'prev': return l('它', 'it');
    case 'it':
      // "When an order is given, deal 1 damage to the HQ of the player giving the order" (compiled as "to it").
      if (c.ab.when === 'onOrder' && c.ab.listen?.who === 'any') return l('使用该指令一方的总部', 'the HQ of the player giving the order');
      return c.plural ? l('它们', 'them') : l('它', 'it');
    case 'adjacent': return t.damaged === true ? l('其相邻的受伤单位', 'its adjacent damaged units') : l('其相邻单位', 'its adjacent units');
    case 'adjSelf': c.plural = true; return t.cls === 7 ? l('此单位相邻的地面单位', 'adjacent ground units') : l('此单位的相邻单位', 'the units adjacent to this unit');
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
    case 'foes': return l('战场上敌方单位数量', 'the number of enemy units on the battlefield');
    case 'lastRefs': return l('因此被消灭的单位数量', 'the number of units destroyed this way');
    case 'damagedUnits': return l('战场上受伤单位的数量', 'the number of damaged units on the battlefield');
    case 'foesFront': return l('前线的敌方单位数量', 'the number of enemy units in the frontline');
    case 'enemySupport': return l('敌方支援阵线的单位数量', 'the number of units in the enemy support line');
    case 'atk4Units': return l('你控制的攻击力不低于4的单位数量', 'the number of units with 4 or more attack you control');
    case 'airAtk': return l('你的空中单位的总攻击力', 'the total attack of your air units');
    case 'hqLead': return l('你的总部防御力高出敌方总部的点数', 'the defense your HQ has over the enemy HQ');
    case 'unitLead': return l('你比敌方多控制的单位数量', 'the number of units you control above the enemy');
    case 'enemyHand': return l('敌方手牌数量', 'the number of cards in the enemy hand');
    case 'repairedN': return l('因此被修复的单位数量', 'the number of units repaired this way');
    case 'ckw2Units': return l('你具有至少两个战斗关键字的单位数量', 'the number of your units with two or more combat keywords');
    case 'itCkw': return l('其战斗关键字的数量', 'the number of combat keywords it has');
    case 'itOp': return l('其行动费用', 'its operation cost');
    case 'op0Units': return l('你行动费用为0的单位数量', 'the number of friendly units with 0 operation cost');
    case 'drawnCost': return l('其费用', 'its cost');
    case 'slotsGained': return l('获得的指挥点槽数', 'the kredit slots gained');
    case 'lastAtk': return l('其攻击力', 'its attack');
    case 'evAtk': return l('其攻击力', 'its attack');
    case 'deadAtk': return l('此单位的攻击力', 'the attack of this unit');
    case 'pickedCost': return l('其费用', 'its cost');
    case 'nationUnits': return l(`你控制的非${(n.nation ?? '').replace('!France', '法国')}单位数量`.replace('非法国', '非法国'), `the number of non-${(n.nation ?? '').replace('!France', 'French')} units you control`);
    case 'hitN': return l('所受伤害', 'the damage dealt');
    case 'polishLost': return l('本场战斗中被消灭的波兰单位数量', 'Polish units destroyed this battle');
    case 'drawnAtk4': return l('抽到的攻击力不低于4的单位数量', 'each unit with 4 or more attack drawn');
    case 'namedUnits': return l(`友方“${(n.nation ?? '').toUpperCase()}”的数量`, `friendly ${(n.nation ?? '').toUpperCase()}`);
    case 'mobUnits': return l('你具有动员的单位数量', 'the number of your units with Mobilize');
    case 'lineTypes': return l('同一阵线中的非坦克单位类型数量', 'the number of non-tank unit types in the same line');
    case 'steps': return l('此牌的提升次数', 'the times this card was raised');
    case 'hqTakenNow': return l('本回合你的总部受到的伤害', 'the damage to your HQ this turn');
    case 'lineOthers': return l('其所在阵线中其他单位的数量', 'the number of other units in its line');
    case 'intelExcess': return l('多余的情报数', 'the excess Intel');
    case 'known': return l('已知的敌方手牌数', 'the known enemy cards');
    case 'handRoom': return l('你手牌的空位数', 'the room in your hand');
    case 'otherNation': return l('与其国家不同的其他友方单位数量', 'the friendly units not of its nation');
    case 'evens': return l('其中偶数费用的牌数', 'the cards with even cost among them');
    case 'opCut': return l('因此减少的行动费用总和', 'the total operation cost reduced');
    case 'slotsLost': return l('你本场战斗失去的指挥点槽数', 'the kredit slots you have lost this battle');
    case 'evOp': return l('其行动费用', 'its operation cost');
    case 'frontUnits': return l('前线的单位数量', 'the number of units in the frontline');
    case 'frontCost': return l(`你在前线的${nation(n.nation ?? '').zh}${cls.zh}的总费用`, `the total cost of your ${nation(n.nation ?? '').en ? nation(n.nation ?? '').en + ' ' : ''}${cls.en} in the frontline`);
  }
}

const WHERE_HAND = l('你的手牌', 'your hand');

function effect(e: Effect, c: Ctx): L | null {
  switch (e.do) {
    case 'damage': {
      const to = target(e.to, c);
      if (e.upTo === true) return l(`对${to.zh}造成0-${e.n}点伤害`, `deal 0-${e.n} damage to ${to.en}`);
      if (e.excessRand === true) return l(`对${to.zh}造成${e.n}点伤害；若你有至少2个未使用的指挥点，溢出的伤害随机分配给敌方`, `deal ${e.n} damage to ${to.en}, excess is dealt to random enemies if you have 2 or more unspent kredits`);
      if (e.excessHq === true) return l(`对${to.zh}造成${e.n}点伤害，溢出的伤害由敌方总部承受`, `deal ${e.n} damage to ${to.en}, excess damage is dealt to the enemy HQ`);
      if (!e.count) return l(`对${to.zh}造成${e.n}点伤害`, `deal ${e.n} damage to ${to.en}`);
      if (e.count.of === 'replays') return l(`对${to.zh}造成${e.n}点伤害，此前每打出过一次此牌再加${e.count.per}点`, `deal ${e.n} damage to ${to.en}, plus ${e.count.per} for each time you played this card before`);
      if (e.count.per > 1) { const k = countOf(e.count); return l(`对${to.zh}造成${k.zh}×${e.count.per}点伤害`, `deal ${e.count.per} damage to ${to.en} for each ${k.en.replace(/^the number of units/, 'unit')}`); }
      const k = countOf(e.count);
      return l(`对${to.zh}造成等同于${e.n > 0 ? `${e.n}加上` : ''}${k.zh}的伤害`, `deal damage to ${to.en} equal to ${e.n > 0 ? `${e.n} plus ` : ''}${k.en}`);
    }
    case 'destroy': { const to = target(e.to, c); return l(`消灭${to.zh}`, `destroy ${to.en}`); }
    case 'snowstorm': return l('直到你的下回合开始，所有单位的行动费用为4', 'all units have an operation cost of 4 until the start of your next turn');
    case 'navyTop': return l('直到你的下回合结束，你卡组顶的牌具有海军类型', 'the top card of your deck has the Navy type until the end of your next turn');
    case 'aim': { const to = target(e.to, c); return l(`以${to.zh}为目标`, `target ${to.en}`); }
    case 'heldInto': return l('将其转化为目标单位', 'convert it into the target unit');
    case 'tallyDealt': return EMPTY;
    case 'mateHitOn': return EMPTY;
    case 'taxGvOn': return EMPTY;
    case 'tallyHq': return EMPTY;
    case 'giveEnemyHigher': return l('将此牌置入敌方手牌，其所有数值+1', 'add this card to the enemy hand with all numericals one higher');
    case 'peekEnemy': return e.then === 'plan'
      ? l('展示敌方手牌中的3张随机牌并选择其中1张：将其复制，然后将两者都转化为“计划”（复制置入你的手牌）', 'choose 1 of 3 cards in the enemy hand; copy it, then convert both into PLAN (the copy to your hand)')
      : l('展示敌方手牌中的3张随机牌并选择其中1张：将其弃置，并将一张它的复制置入你的手牌', 'choose 1 of 3 cards in the enemy hand; discard it and add a copy to your hand');
    case 'addDefender': { const n = c.name(e.card); return l(`在你的支援阵线增加一个“${n.zh}”作为防御方`, `add ${article(n.en)} ${n.en} to your support line as the defender`); }
    case 'spawnBeside': { const n = c.name(e.card), to = target(e.to, c); return l(`在${to.zh}旁增加一个“${n.zh}”`, `add ${article(n.en)} ${n.en} adjacent to ${to.en}`); }
    case 'markHand': { const n = c.name(e.name); return l(`使你手牌中所有的“${n.zh}”获得闪击`, `give all ${n.en} units in your hand Blitz`); }
    case 'heldBond': return e.bond === e.n ? l(`使其获得+${e.n}+${e.n}（被部署时）和羁绊`, `give it +${e.n}+${e.n} (when deployed) and Bond`)
      : l(`使其获得+${e.n}+${e.n}（被部署时）和羁绊；若它已具有羁绊，改为+${e.bond}+${e.bond}`, `give it +${e.n}+${e.n} (when deployed) and Bond, +${e.bond}+${e.bond} instead if it already has Bond`);
    case 'grantEach': { const ks = e.kws.map((k) => KW_NAME[k]); return l(`使其中一个获得${ks[0].zh}，另一个获得${ks[1].zh}`, `give one ${ks[0].en}, the other ${ks[1].en}`); }
    case 'deckTopPlus': return l(`你卡组顶的单位获得+${e.n}+${e.n}`, `the top unit of your deck gets +${e.n}+${e.n}`);
    case 'deckCost': if (e.odd === true) { const nat = nation(e.nation); return l(`你卡组中费用为奇数的${nat.zh}牌费用-${-e.n}`, `reduce the cost of ${nat.en ? `${nat.en} ` : ''}cards with odd cost in your deck by ${-e.n}`); }
      if (e.deckOnly === true) { const nat = nation(e.nation); return l(`你卡组中每张非单位的${nat.zh}牌费用-${-e.n}`, `reduce the cost of each ${nat.en ? `${nat.en} ` : ''}non-unit card in your deck by ${-e.n}`); } { const w = clsNoun(e.cls, true), nat = nation(e.nation); const n = -e.n; return l(`你手牌和卡组中所有的${nat.zh}${w.zh}的部署费用-${n}`, `all your ${nat.en ? `${nat.en} ` : ''}${w.en} in hand and deck cost ${n} less to deploy`); }
    case 'bondCost': return l(`你手牌中具有羁绊的牌费用-${-e.n}`, `reduce the cost of cards with Bond in hand by ${-e.n}`);
    case 'bondEverywhere': return l(`你所有位置的羁绊单位获得+${e.n}+${e.n}`, `your Bond units everywhere get +${e.n}+${e.n}`);
    case 'deckStat': {
      const st = e.atk > 0 && e.def > 0 ? `+${e.atk}+${e.def}` : e.atk > 0 ? `+${e.atk}攻击力` : e.def > 0 ? `+${e.def}防御力` : '';
      const sten = e.atk > 0 && e.def > 0 ? `+${e.atk}+${e.def}` : e.atk > 0 ? `+${e.atk} attack` : e.def > 0 ? `+${e.def} defense` : '';
      const kw = COMBAT_KWS.filter((k) => (e.kw & KW[k]) !== 0).map((k) => KW_NAME[k]);
      const kzh = [...kw.map((k) => k.zh), ...(e.randomKw === true ? ['一个随机战斗关键字'] : [])], ken = [...kw.map((k) => k.en), ...(e.randomKw === true ? ['a random combat keyword'] : [])];
      const nat = nation(e.nation);
      const whoZh = e.top > 0 ? `${e.side === 'enemy' ? '敌方' : '你'}卡组顶的第${e.top}个单位` : e.everywhere === true ? `你所有位置的${nat.zh}单位` : `${e.side === 'enemy' ? '敌方' : '你'}卡组中的所有${nat.zh}单位`;
      const whoEn = e.top > 0 ? (e.top === 1 ? 'the top unit of your deck' : `the unit number ${e.top} from the top of your deck`) : e.everywhere === true ? `your ${nat.en ? `${nat.en} ` : ''}units everywhere` : e.side === 'enemy' ? 'units in the enemy deck' : `all ${nat.en ? `${nat.en} ` : ''}units in your deck`;
      if (st === '') return l(`${whoZh}获得${kzh.join('和')}`, `${whoEn} get${e.top > 0 ? 's' : ''} ${ken.join(' and ')}`);
      return l(`${whoZh}获得${st}${kzh.length > 0 ? `和${kzh.join('、')}` : ''}`, `${whoEn} get${e.top > 0 ? 's' : ''} ${sten}${ken.length > 0 ? ` and ${ken.join(' and ')}` : ''}`);
    }
    case 'giveEverywhere': { const nat = nation(e.nation), q = givenQuote(c); return e.deckOnly === true ? l(`你卡组中的每个${nat.zh}单位获得：“${q.zh}”`, `each ${nat.en} unit in your deck gets: "${q.en}"`) : l(`你所有位置的${nat.zh}单位获得：“${q.zh}”`, `your ${nat.en} units everywhere get: "${q.en}"`); }
    case 'deckBondText': { const nat = nation(e.nation), q = givenQuote(c); return l(`你卡组中的所有${nat.zh}牌获得羁绊和：“${q.zh}”`, `all ${nat.en} cards in your deck get Bond and: "${q.en}"`); }
    case 'lostDeaths': return l('触发自你上回合开始以来被消灭的所有友方单位的亡计效果', 'trigger the destruction effects of all friendly units destroyed since the start of your last turn');
    case 'watchOn': return EMPTY;
    case 'redirectAttack': return l('其攻击伤害改为对另一个随机敌人造成', 'its attack damage goes to a random other enemy');
    case 'damageDealers': return l(`对本回合对此单位造成过伤害的每个单位造成${e.n}点伤害`, `deal ${e.n} damage to each unit that dealt damage to this unit this turn`);
    case 'drawTopUnit': return l('抽取你卡组顶的单位', 'draw the top unit of your deck');
    case 'drawTopEven': return l('若你卡组顶的牌费用为偶数，抽取它', 'draw the top card of your deck if it has even cost');
    case 'drawGainCost': return l('抽一张牌，你的总部获得等同于其费用的防御力', 'draw a card; your HQ gains defense equal to its cost');
    case 'unbondHand': return l('移除你手牌中的牌的羁绊', 'remove Bond from the cards in your hand');
    case 'heldMark': return l('它被部署时获得+1+2并与一个随机敌方单位交战', 'when it is deployed, it gets +1+2 and fights a random enemy unit');
    case 'spreadRepaired': return l('将修复的伤害随机分配给敌方', 'distribute the damage repaired between random enemies');
    case 'copyDead': return l('将一张它的复制置入其拥有者的手牌', 'add a copy to owner\'s hand');
    case 'heldSwap': return l('将其与该友方单位交换', 'swap it with that friendly unit');
    case 'endNextFoe': return l('敌方的下一个回合开始后立即结束', 'end the next enemy turn immediately');
    case 'cardToTop': return l('将此牌置于其拥有者的卡组顶', 'put it on top of its owner\'s deck');
    case 'vsPick': return e.n === 0 ? l('此单位对空中单位造成双倍伤害', 'this unit deals double damage to air units') : l('此单位对坦克造成双倍伤害', 'this unit deals double damage to tanks');
    case 'salvageDead': return l('收缴它', 'salvage it');
    case 'salvage': { const to = target(e.to, c); return l(`收缴${to.zh}`, `salvage ${to.en}`); }
    case 'pin': { const to = target(e.to, c); return l(`压制${to.zh}`, `pin ${to.en}`); }
    case 'control': {
      const to = target(e.to, c);
      if (e.until === 'eot') return l(`直到回合结束前获得${to.zh}的控制权`, `take control of ${to.en} until end of turn`);
      if (e.until === 'eotHand') return l(`获得${to.zh}的控制权。回合结束时将其送回其拥有者的手牌`, `take control of ${to.en}. At the end of turn, send it to its owner's hand`);
      return l(`获得${to.zh}的控制权`, `take control of ${to.en}`);
    }
    case 'suppress': { const to = target(e.to, c); return l(`抑制${to.zh}`, `suppress ${to.en}`); }
    case 'buff': {
      const to = target(e.to, c);
      const what = buffAmount(e.atk, e.def);
      if (!e.count) return l(`使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en}`);
      if (e.count.of === 'otherNation') return l(`每有一个与其国家不同的其他友方单位，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each friendly unit not of the same nation`);
      if (e.count.of === 'hitN') return l(`使${to.zh}获得+X+X，X为所受伤害`, `give ${to.en} +X+X where X is the damage dealt`);
      if (e.count.of === 'mobUnits') return l(`你每有一个具有动员的单位，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each friendly Mobilized unit`);
      if (e.count.of === 'nationUnits') return l(`你每控制一个非法国单位，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each non-French unit you control`);
      if (e.count.of === 'lineOthers') return l(`使${to.zh}中的每个单位，其所在阵线中每有一个其他单位，获得${what.zh}`, `give ${to.en} ${what.en} for each other unit in their line`);
      if (e.count.of === 'lineTypes') return l(`同一阵线中每有一种非坦克单位类型，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each non-tank unit type in the same line`);
      if (e.count.of === 'frontUnits') return l(`前线每有一个单位，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each unit in the frontline`);
      if (e.count.of === 'lastRefs' && e.count.base === 1) return l(`使${to.zh}获得+X+X，X为因此被消灭的单位数`, `give ${to.en} +X+X, where X is units destroyed`);
      if (e.count.of === 'evOp') return l(`使${to.zh}获得等同于其行动费用的攻击力`, `add its operation cost as attack to ${to.en}`);
      if (e.count.of === 'slotsGained') return l(`每获得一个指挥点槽，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each slot gained`);
      if (e.count.of === 'types') return l(`你每控制一种单位类型，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each unit type you control`);
      if (e.count.of === 'foes' || e.count.of === 'foesFront' || e.count.of === 'enemyHand' || (e.count.of === 'units' && e.count.other)) {
        const n = clsNoun(e.count.cls, false);
        const each = e.count.of === 'foes' ? l('战场上每有一个敌方单位', 'each enemy unit') : e.count.of === 'foesFront' ? l('前线每有一个敌方单位', 'each enemy unit in the frontline')
          : e.count.of === 'enemyHand' ? l('敌方手牌中每有一张牌', 'each card in the enemy hand') : l(`你每控制一个其他友方${n.zh}`, `each other friendly ${n.en}`);
        return l(`${each.zh}，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for ${each.en}`);
      }
      if (e.count.of === 'replays') return l(`使${to.zh}获得${what.zh}，此前每打出过一次此牌再获得${what.zh}`, `give ${to.en} ${what.en}, plus ${what.en} for each time you played this card before`);
      if (e.count.of === 'hqLead') return l(`你的总部防御力每高出敌方总部1点，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each defense your HQ has over the enemy HQ`);
      if (e.count.of === 'damagedUnits') return l(`战场上每有一个受伤的单位，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each damaged unit on the battlefield`);
      if (e.count.of === 'ckw2Units') return l(`你每有一个具有至少两个战斗关键字的单位，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each of your units with two or more combat keywords`);
      if (e.count.of === 'lastN') return l(`使${to.zh}获得+X+X，X为花费的指挥点数`, `${to.en} gets +X+X where X is kredits spent`);
      if (e.count.of === 'op0Units') return l(`你每有一个行动费用为0的友方单位，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each friendly unit with 0 operation cost`);
      if (e.count.of === 'itOp') return l(`使${to.zh}获得等同于其行动费用的攻击力和防御力`, `give ${to.en} attack and defense equal to its operation cost`);
      if (e.count.of === 'itCkw') return l(`${to.zh}每具有一个战斗关键字，使其获得${what.zh}`, `give ${to.en} ${what.en} for each combat keyword it has`);
      if (e.count.of === 'sameLine') { const n = clsNoun(e.count.cls, false); return l(`同一阵线中每有一个其他${n.zh}，${to.zh}获得${what.zh}`, `${to.en} gets ${what.en} for each other ${n.en} in the same line`); }
      const n = clsNoun(e.count.cls, false);
      return l(`你每控制一个友方${n.zh}，使${to.zh}获得${what.zh}`, `give ${to.en} ${what.en} for each friendly ${n.en} you control`);
    }
    case 'grant': { const to = target(e.to, c); const k = KW_NAME[e.kw]; return l(`使${to.zh}获得${k.zh}`, `give ${to.en} ${k.en}`); }
    case 'endTurn': return l('结束当前回合', 'end the turn');
    case 'later': {
      const a = c.all.find((x) => x.when === 'later');
      const body = a ? clauses(a, c.all, c.name) : EMPTY;
      if (e.at === 'every') return l(`你的总部获得：“在你的回合开始时，${body.zh}”`, `your HQ gets: "At the start of your turn, ${body.en}"`);
      if (e.at === 'nextEnd') return l(`在你的下回合结束时，${body.zh}`, `at the end of your next turn, ${body.en}`);
      if (e.at === 'dies') return l(`如果它在本回合被消灭，${body.zh}`, `if it is destroyed this turn, ${body.en}`);
      if (e.at === 'survives') return l(`如果你的单位在这场战斗中存活，${body.zh}`, `${body.en} if your unit survives`);
      if (e.at === 'unpin') return l(`当该压制被移除时，${body.zh}`, `when the pin is removed, ${body.en}`);
      if (e.at === 'thirdEnd') return l(`在你之后的第二个回合结束时，${body.zh}`, `at the end of your turn after next, ${body.en}`);
      return e.at === 'end' ? l(`在回合结束时，${body.zh}`, `at the end of turn, ${body.en}`) : l(`在你的下回合开始时，${body.zh}`, `at the start of your next turn, ${body.en}`);
    }
    case 'extendPin': return l('当前被压制的敌方单位多被压制一回合', 'enemy units currently pinned remain pinned for an extra turn');
    case 'flicker': { const to = target(e.to, c); return l(`将${to.zh}移出战场，然后使其返回`, `remove ${to.en} from the battlefield, then return it`); }
    case 'eachDeals': { const f = familyName(e.family, false); return l(`每个友方${f.zh}对一个随机敌方目标造成等同于已知敌方手牌数的伤害`, `each friendly ${f.en} deals damage to a random enemy equal to known enemy cards`); }
    case 'tideTurns': return e.n > 0 ? l('将你的手牌洗入你的卡组，抽等量的牌，对所有单位造成等同于洗入的海军牌数量的伤害', 'shuffle your hand into your deck, draw equal amount and deal damage to all units equal to Navy cards shuffled in') : l('将你的手牌洗入你的卡组，抽等量的牌', 'shuffle your hand into your deck and draw equal amount');
    case 'elseClearFront': return l('否则，消灭前线的所有单位', 'otherwise, destroy all units in the frontline');
    // Other sets (stretch, fifth part).
    case 'toFront': { const to = target(e.to, c); return l(`若可能，使${to.zh}移动到前线`, `${to.en} moves into the frontline, if possible`); }
    case 'spawnSides': { const n = c.name(e.card); return l(`在此单位两侧各增加一个“${n.zh}”`, `add ${n.en} on both sides of this unit`); }
    case 'activateCm': return l('激活你手牌中一张随机的反制', 'activate a random countermeasure in hand');
    case 'noHqTurn': { const to = target(e.to, c); return l(`本回合${to.zh}不能攻击敌方总部`, `${to.en} cannot attack the enemy HQ this turn`); }
    case 'hqOk': { const to = target(e.to, c); return l(`${to.zh}无视“不能攻击敌方总部”`, `ignore "Cannot attack the enemy HQ" on ${to.en}`); }
    case 'hearFor': return e.battle ? l('你的总部在本场战斗中获得以下能力', 'your HQ gets this for the battle') : e.next === true ? l('直到敌方下回合结束', 'until the end of the next turn') : l('直到本回合结束', 'until the end of this turn');
    case 'randomBoon': { const to = target(e.to, c); return l(`使${to.zh}随机获得+1+1、闪击或伏击`, `${to.en} randomly gets +1+1, Blitz or Ambush`); }
    case 'drawAbove': return l('从你的卡组中抽一张费用更高的牌', 'draw a card with higher cost from your deck');
    case 'topToPicked': return l('将你卡组顶的牌转化为它', 'convert the top card of your deck into it');
    case 'distributeAt': { const to = target(e.to, c); return l(`将${e.n}点伤害随机分配给${to.zh}及其相邻的敌方单位`, `distribute ${e.n} damage randomly between ${to.en} and adjacent enemies`); }
    case 'spawnRandomCard': if (e.family !== undefined) return l(`将一张随机的“${e.family.toUpperCase()}”系列牌置入你的手牌`, `add a random ${e.family[0].toUpperCase()}${e.family.slice(1)} card to your hand`);
      return l(`将一张随机的费用不低于${e.minCost}的美国或英国${e.kind === 32 ? '指令' : '单位'}置入你的手牌`, `add a random US or British ${e.kind === 32 ? 'order' : 'unit'} with cost ${e.minCost} or more to your hand`);
    case 'drawTopOf': return l('抽取你卡组中最上方的非法国牌', 'draw the top non-French card of your deck');
    case 'loseKredits': return l(`失去${e.n}个指挥点`, `lose ${e.n} kredit${e.n > 1 ? 's' : ''}`);
    case 'shuffleInEnemy': { const n = c.name(e.card); return e.count ? l(`每有1点溢出伤害，将一张“${n.zh}”加入敌方卡组`, `add a ${n.en} card to the enemy deck for each excess damage`) : l(`将${e.n}张“${n.zh}”加入敌方卡组`, `add ${e.n} ${n.en} card${e.n > 1 ? 's' : ''} to the enemy deck`); }
    case 'playDrawn': return EMPTY;
    case 'damageNamed': return l(`对所有其他同名单位各造成${e.n}点伤害`, `deal ${e.n} damage to each other unit with the same name`);
    case 'fillHands': return l(`双方玩家抽牌，直到手牌达到${e.n}张`, `both players draw until they have ${e.n} cards in hand`);
    case 'copyKws': { const to = target(e.to, c); return l(`获得${to.zh}的战斗关键字`, `get the combat keywords of ${to.en}`); }
    case 'convertSelfTo': { const to = target(e.to, c); return l(`将此单位转化为${to.zh}`, `convert this unit into ${to.en}`); }
    case 'copyEnemyOrderHq': return l('复制敌方卡组中一张随机指令，你的总部获得等同于其费用的防御力', 'copy a random order in the enemy deck and gain HQ defense equal to its cost');
    case 'copyKnown': return l('将敌方手牌中一张随机明牌的复制置入你的手牌', 'add to hand a copy of a random known card in the enemy hand');
    case 'taxKnown': return l(`使敌方手牌中一张明牌的费用+${e.n}`, `increase the cost of a known card in the enemy hand by ${e.n}`);
    case 'mostUnitsDraw': return l(`手牌中单位最多的玩家抽${e.n}张牌`, `the player with the most units in hand draws ${e.n} cards`);
    case 'drawKw': return l('从你的卡组中抽一张山地单位', 'draw an Alpine unit from your deck');
    case 'weaken': return l('此单位每被攻击一次，攻击力-1（最低为1）', 'reduce attack of this unit by 1 each time it is attacked, to a minimum of 1');
    case 'sally': { const to = target(e.to, c); return l(`若${to.zh}是坦克则压制，是步兵则抑制，是火炮则消灭，是空中单位则撤退`, `${to.en} is pinned if a tank, suppressed if an infantry, destroyed if an artillery and retreats if an air unit`); }
    case 'punish': return l('敌方随机弃置一张牌；若其为明牌，抽一张牌', 'the enemy discards a random card; draw a card if it was known');
    case 'countDown': return l('第三次后消灭此单位', 'destroy this unit after the third time');
    case 'stealTop': return l('从敌方卡组抽一张牌，回合结束时弃置它', 'draw a card from the enemy deck; discard it at the end of turn');
    case 'pactOfSteel': return l(`双方玩家各抽一张牌，弃置费用较低的那张；共${e.n}次`, `both players draw a card and the lower cost card is discarded, ${e.n} times`);
    case 'redeploy': { const to = target(e.to, c); return l(`触发${to.zh}的非指向性部署效果`, `trigger the non-targeting deployment effects of ${to.en}`); }
    case 'copyOf': { const to = target(e.to, c); return l(`将${to.zh}的一个复制增加到你的支援阵线`, `add a copy of ${to.en} to your support line`); }
    case 'drawOp': return l(`抽取你卡组中行动费用为${e.n}的最上方单位`, `draw the top unit of your deck with an operation cost of ${e.n}`);
    case 'familyFree': return l(`本回合你手牌中的“${e.family.toUpperCase()}”部署费用为0`, `${e.family.toUpperCase()}s in your hand cost 0 to deploy this turn`);
    case 'spawnSum': return l(`在你的支援阵线增加${e.n}个总费用等于你的指挥点槽数的随机美国单位`, `add ${e.n} US units to your support line with total cost equal to your kredit slots`);
    case 'decree': return l('本回合你使用的下一张伤害指令造成的伤害+1', 'the next damage order you give this turn deals +1 damage');
    case 'mud': return l('敌方地面单位下回合不能攻击', 'enemy ground units cannot attack next turn');
    case 'grimDay': return l(`直到你的下回合，敌方以你的单位为目标或攻击你的单位需额外花费${e.n}个指挥点`, `until your next turn, it costs +${e.n} kredits for the enemy to target or attack your units`);
    case 'oneDamage': return l('直到你的下回合，所有单位造成的战斗伤害为1', 'all units deal 1 combat damage until your next turn');
    case 'hitBack': return l('对敌方总部造成等量伤害', 'deal equal damage to the enemy HQ');
    case 'giveEnemy': { const n = c.name(e.card); return l(`将其转化为“${n.zh}”并置入敌方手牌`, `convert it to ${n.en} and return it to hand`); }
    case 'toDeckNavy': { const to = target(e.to, c); return l(`将${to.zh}置于其拥有者的卡组顶；若你的卡组顶是海军牌，将该卡组洗牌`, `put ${to.en} on top of owner's deck, and shuffle the deck if there is a Navy card on top of your deck`); }
    case 'rearrange': return l('随机重新排列战场上的敌方单位', 'randomly rearrange enemy units on the battlefield');
    case 'convertOwnerAll': return l('将该单位拥有者在战场上的所有单位转化为该单位', 'convert all units on the battlefield belonging to the owner into the targeted unit');
    case 'swapPos': { const to = target(e.to, c); return l(`与${to.zh}交换位置`, `swap a position with ${to.en}`); }
    case 'runBattlefield': return l(`你每个攻击力不低于${e.minAtk}的单位随机使你获得${e.kredits}个指挥点、使其获得+${e.atk}+${e.def}或使你抽一张牌`, `for each of your units with ${e.minAtk} or more attack, randomly gain ${e.kredits} kredits, give it +${e.atk}+${e.def} or draw a card`);
    case 'toHandLike': { const to = target(e.to, c); return l(`将${to.zh}送回手牌；若你有空中单位，将其转化为一张费用相同的随机单位`, `send ${to.en} to hand, and convert it into a random unit of same cost if you have an air unit`); }
    case 'copyItHand': return l('将被消灭单位的一个复制置入你的手牌', 'add a copy of the destroyed unit to your hand');
    case 'ordersCost': return l(`你手牌中所有指令的费用-${e.n}，最低为${e.min}`, `reduce the cost of all orders in your hand by ${e.n}, to a minimum of ${e.min}`);
    case 'lethalGuard': return l(`先使你的总部获得+${e.n}防御力`, `give it +${e.n} defense first`);
    case 'allToDeck': return l(`将敌方手牌和战场上所有费用不高于${e.maxCost}的牌置于敌方卡组顶`, `put all enemy cards with cost ${e.maxCost} or less in hand and on the battlefield on top of the enemy's deck`);
    case 'bestOf': return l('选中你攻击力最高的空中单位', 'take your air unit with the highest attack');
    case 'deckOut': return l('将你卡组中最上面的空中单位移出游戏', 'remove the top air unit of your deck');
    case 'millEven': return l(`将你卡组顶的${e.n}张牌移出游戏`, `remove ${e.n} cards from your deck`);
    case 'crossfire': return l(`对每个敌方单位造成${e.n}点伤害，若有单位被消灭则重复此效果`, `deal ${e.n} damage to each enemy unit, repeated while any unit is destroyed`);
    case 'zeroOp': { const to = target(e.to, c); return l(`将${to.zh}的行动费用设为0`, `set the operation cost of ${to.en} to 0`); }
    case 'copyIt': return l('将它的一个复制增加到你的支援阵线', 'add a copy of it to your support line');
    case 'purge': return l('将其拥有者手牌和卡组中它的复制移出游戏', 'remove copies of it from the owner\'s hand and deck');
    case 'destroyNamed': return l('消灭战场上与它同名的所有其他单位', 'destroy all other units with the same name on the battlefield');
    case 'deckToPlay': {
      if (e.death) return l(`将你卡组中一张具有亡计的随机${nation(e.nation).zh}单位增加到你的支援阵线`, `add a random ${nation(e.nation).en ? nation(e.nation).en + ' ' : ''}unit with Destruction in your deck to your support line`);
      const n = clsNoun(e.cls, false);
      return l(`将你卡组顶部的第一个${nation(e.nation).zh}${n.zh}增加到你的支援阵线`, `add the top ${nation(e.nation).en ? nation(e.nation).en + ' ' : ''}${n.en} in your deck to your support line`);
    }
    case 'drawDiscard': return l('抽取并弃置你卡组顶的牌', 'draw and discard the top card of your deck');
    case 'navyToTop': return l(`将你卡组中${e.n}张随机海军牌移到卡组顶`, `move ${e.n} random Navy cards in your deck to the top`);
    case 'matchSlots': return l('使你的指挥点槽数等于敌方的指挥点槽数', 'set your kredit slots to equal the enemy kredit slots');
    case 'gambit': return l('双方玩家各将手牌中费用最高的单位增加到其支援阵线', 'both players add the unit with the highest cost in their hand to their support line');
    case 'replaceAll': { const n = c.name(e.card); return l(`将所有单位移出战场，并以“${n.zh}”代替它们`, `remove all units from the battlefield and replace them with ${n.en} units`); }
    case 'lastLost': {
      const u = e.cls === 7 ? l('地面单位', 'ground unit') : l('单位', 'unit');
      if (e.how === 'hand') return l(`将你上一个被消灭的${u.zh}的复制置入你的手牌`, `add a copy of your last destroyed ${u.en} to your hand`);
      if (e.how === 'support') return l(`将你上一个被消灭的${u.zh}增加到你的支援阵线`, `add your last destroyed ${u.en} to your support line`);
      return l(`将你手牌中随机一张牌转化为你上一个被消灭的${u.zh}`, `convert a random card in your hand into your last destroyed ${u.en}`);
    }
    case 'lastLostUnit': { const to = target(e.to, c); return l(`将${to.zh}转化为你上一个被消灭的单位`, `convert ${to.en} into your last destroyed unit`); }
    case 'convert': { const to = target(e.to, c); const n = c.name(e.card); return l(`将${to.zh}转化为“${n.zh}”`, `convert ${to.en} into ${n.en}`); }
    case 'convertDeck': { const n = c.name(e.card); if (e.top !== undefined) return l(`将你卡组顶的${e.top}张牌中随机${e.n}张转化为“${n.zh}”`, `convert ${e.n} random cards of the top ${e.top} of your deck into ${n.en}`); return l(`将你卡组中的${e.n}张牌转化为“${n.zh}”`, `convert ${e.n} cards in your deck into ${n.en}`); }
    case 'triggerDeath': { const to = target(e.to, c); return e.mine === true ? l(`触发${to.zh}的亡计，如同它是你的单位`, `trigger the Destruction effects of ${to.en} as if it was yours`) : l(`触发${to.zh}的亡计`, `trigger the Destruction effects of ${to.en}`); }
    case 'loseDeath': { const to = target(e.to, c); return l(`${to.zh}失去亡计`, `${subj(to.en)} ${c.plural ? 'lose' : 'loses'} Destruction`); }
    case 'resetAtk': { const to = target(e.to, c); return l(`将${to.zh}的攻击力重置`, `reset the attack of ${to.en}`); }
    case 'mill': {
      if (!e.count) return l(`将你卡组顶的${e.n}张牌移出游戏`, `remove the top ${e.n} cards of your deck`);
      return l('将你卡组顶等同于其攻击力数量的牌移出游戏', 'remove cards from the top of your deck equal to its attack');
    }
    case 'spendKredits': return l('花费你剩余的所有指挥点', 'spend your remaining kredits');
    case 'shuffleUnit': { const to = target(e.to, c); return l(`将${to.zh}洗入你的卡组`, `shuffle ${to.en} into your deck`); }
    case 'convertTop': { const n = c.name(e.card); return l(`将${e.side === 'enemy' ? '敌方' : '你的'}卡组顶的牌转化为“${n.zh}”`, `convert the top card of ${e.side === 'enemy' ? 'the enemy' : 'your'} deck into ${n.en}`); }
    case 'convertHand': { const n = c.name(e.card); return e.side === 'enemy' ? l(`将敌方手牌中随机一张牌转化为“${n.zh}”`, `convert a random card in the enemy hand into ${n.en}`) : l(`将你手牌中随机一张牌转化为“${n.zh}”`, `convert a random card in your hand into ${n.en}`); }
    case 'giveText': {
      // The given text (K-R65t), rendered as the unit's own: its abilities, then its statics.
      const to = target(e.to, c);
      const own = c.all.filter((a) => a.given === true).map((a) => ({ ...a, given: false }));
      // KOKURA'S SWORD (K-R67q): its own ability, given on.
      if (own.length === 0 && !GIVEN_GRANTS.g && !GIVEN_GRANTS.aura) return l(`使${to.zh}获得此能力`, `give ${to.en} this ability`);
      const parts = [...(GIVEN_GRANTS.g ? staticsText({ ...NO_STATICS, ...GIVEN_GRANTS.g }, c.name) : []),
        // SUPPORT COLUMN (K-R71m): a given aura.
        ...(GIVEN_GRANTS.aura ? staticsText({ ...NO_STATICS, aura: GIVEN_GRANTS.aura }, c.name) : []),
        ...own.map((a, i) => abilityText(a, own, c.name, own[i - 1], own[i + 1])).filter((x): x is L => x !== null)];
      const zh = parts.map((p) => p.zh).join(''), en = parts.map((p) => p.en).join(' ');
      return l(`使${to.zh}获得：“${zh}”`, `give ${to.en}: "${en}"`);
    }
    case 'grantRandom': { const to = target(e.to, c); return e.missing ? l(`使${to.zh}随机获得一个它尚未具有的战斗关键字`, `give ${to.en} a random combat keyword it doesn't have`) : l(`使${to.zh}随机获得一个战斗关键字`, `give ${to.en} a random combat keyword`); }
    case 'ungrant': { const to = target(e.to, c); const k = KW_NAME[e.kw]; return l(`${to.zh}失去${k.zh}`, `remove ${k.en} from ${to.en}`); }
    case 'tempGrant': {
      const to = target(e.to, c);
      if (e.kw === 'immune') return l(`本回合${to.zh}免疫伤害`, `${subj(to.en)} ${c.plural ? 'are' : 'is'} immune to damage this turn`);
      if (e.kw === 'defDmg') return l('本回合，你的地面单位攻击时造成等同于其防御力的伤害', 'attacking ground units deal damage equal to their defense this turn');
      if (e.kw === 'moveAttack') return l(`本回合${to.zh}可以移动并攻击`, `${subj(to.en)} can both move and attack this turn`);
      const k = KW_NAME[e.kw];
      return l(`本回合使${to.zh}获得${k.zh}`, `give ${to.en} ${k.en} until end of turn`);
    }
    case 'op': {
      const to = target(e.to, c);
      if (e.count?.of === 'evens') return l(`其中每有一张偶数费用的牌，${to.zh}的行动费用${e.count.per}`, `${subj(to.en)} ${c.plural ? 'get' : 'gets'} ${e.count.per} operation cost for each with even cost`);
      if (e.set) return l(`将${to.zh}的行动费用设为${e.n}`, `set the operation cost of ${to.en} to ${e.n}`);
      if (e.temp && e.n <= -99) return l(`本回合${to.zh}的行动不消耗指挥点`, `${subj(to.en)} operate for free this turn`);
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
      if (e.family !== undefined) { const f = familyName(e.family, false); return l(`从你的卡组中抽一张${f.zh}`, `draw ${f.en === 'T-34' ? 'a' : 'a'} ${f.en} from your deck`); }
      if (e.navy === true) return l('从你的卡组中随机抽一张海军牌', 'draw a random Navy card from your deck');
      const nat = nation(e.nation);
      const what = e.kind === 'order' ? l('指令', e.n > 1 ? 'orders' : 'order') : e.kind === 'card' ? l('牌', e.n > 1 ? 'cards' : 'card')
        : e.kind === 'cm' ? l('反制指令', e.n > 1 ? 'countermeasures' : 'countermeasure') : clsNoun(e.cls, e.n > 1);
      if (e.cost !== undefined) return l(`从你的卡组随机抽${e.n === 1 ? '一' : e.n}张费用为${e.cost}的${nat.zh}${what.zh}`, `draw ${e.n === 1 ? 'a' : e.n} random ${e.cost}-cost ${nat.en ? `${nat.en} ` : ''}${what.en} from your deck`);
      return l(`从你的卡组抽${e.n === 1 ? '一' : e.n}张${nat.zh}${what.zh}`, `draw ${e.n === 1 ? article(nat.en || what.en) : e.n} ${nat.en ? `${nat.en} ` : ''}${what.en} from your deck`);
    }
    case 'deployBoost': return l(`本回合你部署的单位费用-${e.n}并具有闪击`, `units you deploy this turn cost ${e.n} less and have Blitz`);
    case 'double': { const to = target(e.to, c); if (e.atkOnly === true) return l(`使${to.zh}的攻击力翻倍`, `double the attack of ${to.en}`); return l(`使${to.zh}的攻击力和防御力翻倍`, `double the attack and defense of ${to.en}`); }
    case 'armor': { const to = target(e.to, c); return l(`使${to.zh}获得+${e.n}重甲`, `give ${to.en} +${e.n} Heavy Armor`); }
    case 'delayed': {
      const zh: string[] = [], en: string[] = [];
      if (e.kredits < 0) { zh.push(`在你的下回合开始时失去${-e.kredits}个指挥点`); en.push(`lose ${-e.kredits} kredit${e.kredits < -1 ? 's' : ''} at the start of your next turn`); }
      if (e.kredits > 0) { zh.push(`下回合你额外获得${e.kredits}个指挥点`); en.push(`next turn you gain ${e.kredits} additional kredits`); }
      if (e.noOrders) { zh.push('且不能使用指令'); en.push('and cannot give orders'); }
      // After extra kredits (SYNTHETIC OIL): one sentence, joined.
      if (e.draws > 0 && e.kredits > 0) { zh.push('，'); en.push('and'); }
      if (e.draws > 0) { zh.push(`下回合开始时额外抽${e.draws}张牌`); en.push(`draw ${e.draws} additional card${e.draws > 1 ? 's' : ''} at the start of next turn`); }
      if (e.enemySkip) { zh.push('敌方下回合不获得指挥点槽也不抽牌'); en.push('the enemy gains no kredit slot and draws no card next turn'); }
      if (e.enemyNoOrders === true) { zh.push('敌方下回合不能使用指令'); en.push('the enemy cannot give orders next turn'); }
      if (e.enemyNoDeploy === true) { zh.push('敌方下回合不能部署单位'); en.push('the enemy cannot deploy units next turn'); }
      if (e.enemyNoDraw === true) { zh.push('敌方下回合不抽牌'); en.push('the enemy does not draw a card next turn'); }
      if (e.enemyKredits !== undefined) { zh.push(`敌方下回合少获得${-e.enemyKredits}个指挥点`); en.push(`the enemy gets ${-e.enemyKredits} fewer kredits next turn`); }
      if ((e.discards ?? 0) > 0) { zh.push(`你的下回合开始时随机弃置${e.discards}张牌`); en.push(`at the start of your next turn, discard ${e.discards} card${(e.discards ?? 0) > 1 ? 's' : ''} at random`); }
      return l(zh.join(''), en.join(' '));
    }
    case 'doom': { const to = target(e.to, c); return l(`在你的回合结束时消灭${to.zh}`, `destroy ${to.en} at the end of your turn`); }
    case 'tempAtk': {
      const to = target(e.to, c);
      if (e.upTo) return l(`${to.zh}额外造成0-${e.n}点伤害`, `${subj(to.en)} deals 0-${e.n} additional damage`);
      return l(`本回合使${to.zh}获得${plus(e.n)}攻击力`, `give ${to.en} ${plus(e.n)} attack this turn`);
    }
    case 'dupInHand': return l('复制你手牌中的一张随机单位牌', 'duplicate a random unit in your hand');
    case 'spawnRandom': {
      const nat0 = nation(e.nation), n = clsNoun(e.cls, false);
      const nat = e.elite === true ? l(`精英${nat0.zh}`, `${nat0.en} elite`) : nat0;
      const cost = e.minCost !== undefined && e.minCost === e.maxCost ? l(`费用为${e.maxCost}的`, ` costing ${e.maxCost}`) : e.maxCost < 99 ? l(`费用不高于${e.maxCost}的`, ` with cost ${e.maxCost} or less`) : EMPTY;
      if (e.family !== undefined) { const f = c.name(e.family), bl = ((e.mod ?? 0) & HAND_MOD.blitz) !== 0 ? l('，它具有闪击', ' with Blitz') : EMPTY; return l(`将一张随机的“${f.zh}”置入你的手牌${bl.zh}`, `add a random ${f.en} to your hand${bl.en}`); }
      if (e.kw !== undefined) { const k = kwList(e.kw); return l(`在你的支援阵线增加一个随机的${cost.zh}具有${k.zh}的单位`, `add a random unit${cost.en} with ${k.en} to your support line`); }
      return e.where === 'hand'
        ? l(`将一张随机的${cost.zh}${nat.zh}${n.zh}置入你的手牌`, `add a random ${nat.en} ${n.en}${cost.en} to your hand`)
        : l(`在你的支援阵线增加一个随机的${cost.zh}${nat.zh}${n.zh}`, `add a random ${nat.en} ${n.en}${cost.en} to your support line`);
    }
    case 'repair': { const to = target(e.to, c); return l(`完全修复${to.zh}`, `fully repair ${to.en}`); }
    case 'remove': { const to = target(e.to, c); return l(`将${to.zh}移出战场`, `remove ${to.en} from the battlefield`); }
    case 'unpin': { const to = target(e.to, c); return l(`解除${to.zh}的压制`, `remove the pin on ${to.en}`); }
    case 'setDef': { const to = target(e.to, c); return l(`将${to.zh}的防御力设为${e.n}`, `set the defense of ${to.en} to ${e.n}`); }
    case 'fight': {
      const to = target(e.to, c), order = e.shuffled === true ? l('（以随机顺序）', ' in random order') : EMPTY;
      return e.by === 'it' ? l(`使它与${to.zh}战斗${order.zh}`, `it fights ${to.en}${order.en}`) : l(`与${to.zh}战斗`, `fight ${to.en}`);
    }
    case 'swapAtkOp': { const to = target(e.to, c); return l(`交换${to.zh}的攻击力和行动费用`, `swap the attack and operation cost of ${to.en}`); }
    case 'setStats': { const to = target(e.to, c); return l(`使${to.zh}变为${e.atk}/${e.def}`, `${to.en} becomes ${e.atk}/${e.def}`); }
    case 'dupDrawn': return l('将抽到的牌的一张复制置入你的手牌', 'add a copy of the drawn card to your hand');
    case 'stopAttack': return l('该攻击不发生', 'the attack does not happen');
    case 'drainKredits': return l('敌方失去剩余的指挥点', 'the enemy loses remaining kredits');
    case 'hqSmoke': return l('你的总部获得烟幕直到你的下回合', 'your HQ gains Smokescreen until your next turn');
    case 'distribute': if (e.count.of === 'itAtk') return l('将等同于它的攻击力的伤害分配给所有敌方', 'distribute its attack as damage between all enemies');
      if (e.count.of === 'lastAtk') return l('将等同于其攻击力的伤害随机分配给敌方', 'distribute damage randomly to enemies equal to its attack');
      return l('将等同于战场上单位数量的伤害随机分配给敌方', 'distribute damage randomly to enemies equal to the number of units on the battlefield');
    case 'banish': {
      const to = target(e.to, c);
      if (e.until === 'foeEndDup') return l(`将${to.zh}移出战场，在敌方下回合结束时使其返回，然后复制它`, `remove ${to.en} from the battlefield, return it at the end of the next enemy turn, then duplicate it`);
      if (e.until === 'end') return l(`将${to.zh}移出战场直到回合结束`, `remove ${to.en} from the battlefield until the end of turn`);
      if (e.until === 'hand') return l(`将${to.zh}移出战场，在你的下回合开始时将其送回其拥有者的手牌`, `remove ${to.en} from the battlefield and at the start of your next turn, return it to its owner's hand`);
      return l(`将${to.zh}移出战场，在你的下回合开始时使其返回`, `remove ${to.en} from the battlefield and return it at the start of your next turn`);
    }
    case 'hqGets': {
      const a = c.all.find((x) => x.when === 'hqFx');
      const body = a ? clauses(a, c.all, c.name) : EMPTY;
      return l(`敌方总部获得：“如果此总部本回合已受到至少3点伤害，${body.zh}”`, `the enemy HQ gets: "If this HQ has taken 3+ damage this turn, ${body.en}"`);
    }
    case 'promote': {
      const to = target(e.to, c);
      if (e.ifCtl !== undefined) { const n = c.name(e.ifCtl); return l(`如果你控制“${n.zh}”，使${to.zh}晋升为老兵`, `${subj(to.en)} ${c.plural ? 'become' : 'becomes'} Veteran if you control ${n.en}`); }
      if (e.first === true) return l(`如果这是你本场战斗部署的第一张此牌，使${to.zh}晋升为老兵`, `${subj(to.en)} ${c.plural ? 'become' : 'becomes'} Veteran if this is the first copy you deploy this battle`);
      return l(`使${to.zh}晋升为老兵（如果可以）`, `${subj(to.en)} ${c.plural ? 'become' : 'becomes'} Veteran if able`);
    }
    case 'retreat': { const to = target(e.to, c); return l(`使${to.zh}撤退`, `retreat ${to.en}`); }
    case 'toHand': {
      const to = target(e.to, c);
      // K-R70r: 40. PANZERGRENADIER's draw after it.
      if (e.drawIfOwn === true) return l(`将${to.zh}送回手牌，若它是友方的，抽一张牌`, `return ${to.en} to hand, then draw a card if it is friendly`);
      return l(`将${to.zh}送回手牌`, `return ${to.en} to hand`);
    }
    case 'draw': {
      if (e.side === 'enemy') return l(e.n === 1 ? '敌方抽一张牌' : `敌方抽${e.n}张牌`, e.n === 1 ? 'the enemy draws a card' : `the enemy draws ${e.n} cards`);
      if (e.side === 'itOwner') return l('该单位的拥有者抽一张牌', 'the owner of the unit draws a card');
      if (!e.count) return l(e.n === 1 ? '抽一张牌' : `抽${e.n}张牌`, e.n === 1 ? 'draw a card' : `draw ${e.n} cards`);
      if (e.count.of === 'steps') return l(`抽${e.n}张牌（此牌每被提升一次多抽1张）`, `draw ${e.n} card${e.n > 1 ? 's' : ''} (one more for each time this card was raised)`);
      if (e.count.of === 'handGap') return l('抽牌直到你的手牌数与敌方相同', 'draw cards until you have as many cards in your hand as the enemy');
      if (e.count.of === 'arrived') return l('本回合你每部署或增加一个单位，抽一张牌', 'draw a card for each unit you have deployed or added this turn');
      // After cards shuffled into the deck (REDEPLOYMENT): that many plus one.
      if (e.count.of === 'lastN' && e.n > 0) return l(`抽等同于洗入牌数加${e.n}张的牌`, `draw that many cards plus ${e.n === 1 ? 'one' : e.n}`);
      if (e.count.of === 'lastN') return l('每弃置一张，抽一张牌', 'draw a card for each');
      if (e.count.of === 'ckw2Units') return l('你每有一个具有至少两个战斗关键字的友方单位，抽一张牌', 'draw a card for each friendly unit with two or more combat keywords');
      const k = countOf(e.count);
      return l(`抽等同于${k.zh.replace(/数量$/, '')}数量的牌`, `draw cards equal to ${k.en}`);
    }
    case 'hq': {
      const who = e.side === 'enemy' ? l('敌方总部', 'the enemy HQ') : l('你的总部', 'your HQ');
      if (e.count) { const k = countOf(e.count); return l(`${who.zh}获得等同于${k.zh}的防御力`, `${who.en} gains defense equal to ${k.en}`); }
      return l(`使${who.zh}获得${plus(e.n)}防御力`, `give ${who.en} ${plus(e.n)} defense`);
    }
    case 'kredits':
      if (e.count?.of === 'lastN') return l('每弃置一张，获得1个指挥点', 'gain a kredit for each');
      if (e.count?.of === 'drawnAtk4') return l(`每抽到一张攻击力不低于4的单位，获得${e.count.per}个指挥点`, `gain ${e.count.per} kredits for each unit with 4 or more attack drawn`);
      if (e.count?.of === 'lastRefs') return l(`每因此消灭一个单位，获得${e.count.per}个指挥点`, `gain ${e.count.per} kredit${e.count.per > 1 ? 's' : ''} for each unit destroyed this way`);
      return l(`获得${e.n}个额外指挥点`, `gain ${e.n} additional kredit${e.n > 1 ? 's' : ''}`);
    case 'slots':
      if (e.count?.of === 'frontUnits') return l('前线每有一个单位，获得1个额外指挥点槽', 'gain 1 extra kredit slot for each unit in the frontline');
      if (e.side === 'enemy') return e.n > 0 ? l(`敌方获得${e.n}个指挥点槽`, `the enemy gains ${e.n} kredit slot${e.n > 1 ? 's' : ''}`) : l(`敌方失去${-e.n}个指挥点槽`, `the enemy loses ${-e.n} kredit slot${-e.n > 1 ? 's' : ''}`);
      return e.n < 0 ? l(`失去${-e.n}个指挥点槽`, `lose ${-e.n} kredit slot${-e.n > 1 ? 's' : ''}`) : l(`获得${e.n}个指挥点槽`, `gain ${e.n} kredit slot${e.n > 1 ? 's' : ''}`);
    case 'spawn': {
      const n = c.name(e.card);
      const cost1 = ((e.mod ?? 0) & HAND_MOD.cost1) !== 0 ? l('，费用为1', ' with a cost of 1') : ((e.mod ?? 0) & HAND_MOD.op1) !== 0 ? l('，行动花费为1', ' with 1 operation cost') : EMPTY;
      c.plural = e.n > 1;
      const more = e.count?.of === 'replays' ? l('，此前每打出过一次此牌再多一张', ', plus one for each time you played this card before') : EMPTY;
      if (e.count?.of === 'lastN' && e.where === 'hand') return l(`每弃置一张牌，将一张“${n.zh}”置入${WHERE_HAND.zh}${cost1.zh}`, `for each card discarded, add ${article(n.en)} ${n.en} to ${WHERE_HAND.en}${cost1.en}`);
      if (e.count?.of === 'handRoom') return l(`用“${n.zh}”填满你的手牌`, `fill your hand with ${n.en}`);
      if (e.count?.of === 'foesFront') return l(`前线每有一个敌方单位，在你的支援阵线增加一个“${n.zh}”`, `add a ${n.en} unit to your support line for each enemy unit in the frontline`);
      switch (e.where) {
        case 'hand': return l(`将${e.n === 1 ? '一' : e.n}张“${n.zh}”置入${WHERE_HAND.zh}${cost1.zh}${more.zh}`, `add ${e.n === 1 ? article(n.en) : e.n} ${n.en} to ${WHERE_HAND.en}${cost1.en}${more.en}`);
        case 'front': return c.ab.cm === 'enemyTurnEnd' ? l(`如果可以，在前线增加一个“${n.zh}”`, `add ${article(n.en)} ${n.en} to the frontline if possible`) : e.n > 1 ? l(`若前线不被敌方控制，在前线增加${e.n}个“${n.zh}”`, `add ${e.n} ${n.en} to the frontline if it is not enemy controlled`) : l(`在此单位旁增加一个“${n.zh}”`, `add ${article(n.en)} ${n.en} beside this unit`);
        case 'frontOr': return l(`在战场上增加${e.n === 1 ? '一' : e.n}个“${n.zh}”，尽可能放在前线`, `add ${e.n === 1 ? article(n.en) : e.n} ${n.en} to the battlefield, in the frontline if possible`);
        case 'same': return l(`在此单位所在的阵线增加一个“${n.zh}”`, `add ${article(n.en)} ${n.en} to the same line`);
        case 'support': return e.n >= 9 ? l(`用“${n.zh}”填满你的支援阵线`, `add ${n.en} to your support line until it is full`)
          : l(`在你的支援阵线增加${e.n === 1 ? '一' : e.n}个“${n.zh}”`, `add ${e.n === 1 ? article(n.en) : e.n} ${n.en} to your support line`);
      }
      return null;
    }
    case 'shuffleIn': { const n = c.name(e.card); if (e.top === true) return l(`将一张“${n.zh}”置于你的卡组顶`, `put ${article(n.en)} ${n.en} on top of your deck`); if (e.count?.of === 'foes') return l(`战场上每有一个敌方单位，将一张“${n.zh}”洗入你的卡组`, `shuffle ${article(n.en)} ${n.en} into your deck for each enemy unit on the battlefield`); return l(`将${e.n}张“${n.zh}”洗入你的卡组`, e.n === 1 ? `shuffle ${n.en} into your deck` : `shuffle ${e.n} ${n.en} cards into your deck`); }
    case 'spawnLike': {
      if (e.cls === undefined) return l(`在你的支援阵线增加一个与其同国家、费用多${e.delta}的随机单位`, `add a random unit of its nation that costs ${e.delta} more to your support line`);
      const n = clsNoun(e.cls, false), nat = e.nation !== undefined ? nation(e.nation) : l('与其同国家的', 'of its nation');
      const cost = e.delta === 0 ? l('与其费用相同的', 'with the same cost') : l(`费用多${e.delta}的`, `that costs ${e.delta} more`);
      return l(`在你的支援阵线增加一个${cost.zh}随机${nat.zh}${n.zh}`, `add a random ${e.nation !== undefined ? `${nat.en} ${n.en}` : `${n.en} ${nat.en}`} ${cost.en} to your support line`);
    }
    case 'discard': {
      if (e.allOrders) return l('弃置你手牌中所有非单位牌', 'discard all non-unit cards from your hand');
      if (e.all === true && e.maxCost === undefined) return l('弃置你的手牌', 'discard your hand');
      if (e.all === true) return l(`弃置你手牌中所有费用不高于${e.maxCost ?? 99}的牌`, `discard all cards with cost ${e.maxCost ?? 99} or less from your hand`);
      if (e.allNamed !== undefined) { const n = c.name(e.allNamed); return l(`弃置你手牌中所有“${n.zh}”`, `discard your ${n.en} cards`); }
      const what = e.cls !== undefined ? clsNoun(e.cls, false) : l('牌', 'card');
      const cost = e.maxCost !== undefined ? l(`费用不高于${e.maxCost}的`, ` with cost ${e.maxCost} or less`) : EMPTY;
      return e.side === 'enemy' ? l(`敌方随机弃置一张${cost.zh}${what.zh}`, `the enemy discards a random ${what.en}${cost.en}`)
        : l(`随机弃置你的一张${cost.zh}${what.zh}`, `discard a random ${what.en}${cost.en} from your hand`);
    }
    case 'drawNamed': { const n = c.name(e.card); return l(`从你的卡组抽一张“${n.zh}”`, `draw ${article(n.en)} ${n.en} from your deck`); }
    case 'counterDeploy': return c.ab.cm === 'unitTargeted' ? EMPTY : l('取消该部署效果', 'cancel the effect');
    case 'counter':
      if (c.ab.cm === 'unitTargeted') return l('反制一个以友方单位为目标的指令或部署效果', 'counter an order or deployment effect that targets a friendly unit');
      if (c.ab.cm === 'enemyOrderAtUnit') return l('反制一个以友方单位为目标的指令', 'counter an order that targets a friendly unit');
      if (c.ab.cm === 'enemyOrder2') return l('当敌方本回合使用第二张指令时，反制它', 'when the enemy gives the second order this turn, counter it');
      if (c.ab.cm === 'enemyOrder4') return l('反制一个费用不低于4的敌方指令', 'counter an enemy order with cost 4 or more');
      return c.ab.cm === 'enemyOrderAtFriendly' ? l('反制一个以友方目标为对象的敌方指令', 'counter an enemy order that targets a friendly target') : l('反制一个敌方指令', 'counter an enemy order');
    case 'intel': if (e.count !== undefined) return l(`情报，数量等同于友方“${(e.count.nation ?? '').toUpperCase()}”的数量`, `Intel equal to friendly ${(e.count.nation ?? '').toUpperCase()}`);
      return l(`情报 ${e.n}：敌方${e.n}张随机手牌成为明牌`, `Intel ${e.n}: ${e.n} random card${e.n > 1 ? 's' : ''} of the enemy hand become${e.n > 1 ? '' : 's'} revealed`);
    // "Target a unit" (K-R65m): the chosen unit is remembered; other rememberings say nothing of their own.
    case 'remember': if (e.to.k === 'chosen') { const to = target(e.to, c); return l(`选中${to.zh}`, `target ${to.en}`); } return null;
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
    case 'handCost': {
      const n = e.n >= 0 ? `+${e.n}` : `-${-e.n}`;
      if (e.eot === true) return l(`敌方手牌中的牌在其下回合费用${n}`, `cards in the enemy hand cost ${e.n} more next turn`);
      return e.side === 'enemy' ? l(`敌方手牌中的牌费用${n}`, `cards in the enemy hand cost ${n}`) : l(`你手牌中的牌费用${n}`, `cards in your hand cost ${n}`);
    }
    case 'hold': {
      const w = e.kind === 127 ? l('牌', 'card') : e.kind === 32 ? l('指令', 'order') : e.kind === 64 ? l('反制', 'countermeasure') : clsNoun(e.kind, false);
      const nat = nation(e.nation);
      const cost = e.minCost > 0 ? l(`费用不低于${e.minCost}的`, ` with cost ${e.minCost} or more`) : e.maxCost < 99 ? l(`费用不高于${e.maxCost}的`, ` with a cost of ${e.maxCost} or less`) : EMPTY;
      const en = `${nat.en ? `${nat.en} ` : ''}${w.en}`;
      return l(`选择你手牌中的一张${cost.zh}${nat.zh}${w.zh}`, `choose ${article(en)} ${en}${cost.en} in your hand`);
    }
    case 'heldCost':
      if (e.set) return l(`将其费用设为${e.n}`, `set its cost to ${e.n}`);
      if (e.byOp === true) return l('使其费用减少等同于其行动花费的数值', 'reduce its cost by its operation cost');
      return l(`使其费用减少${e.n}`, `reduce its cost by ${e.n}`);
    case 'heldTo':
      if (e.where === 'top') return l('将其置于你的卡组顶', 'put it on top of your deck');
      if (e.where === 'shuffle') return l('将其洗入你的卡组', 'shuffle it into your deck');
      if (e.where === 'cm') return l('将其作为反制免费激活', 'activate it for free');
      if (e.blitz === true) return l('将其投入战场并使其获得闪击', 'put it into play with Blitz');
      return l('将其投入战场', 'put it into play');
    case 'toDeck': {
      const to = target(e.to, c);
      return e.copy ? l(`将${to.zh}的一张复制置于其拥有者的卡组顶`, `put a copy of ${to.en} on top of its owner's deck`) : l(`将${to.zh}置于其拥有者的卡组顶`, `put ${to.en} on top of its owner's deck`);
    }
    case 'handShuffle': {
      const w = e.kind === 127 ? l('牌', 'card') : e.kind === 32 ? l('指令', 'order') : clsNoun(e.kind, false);
      if (e.both === true) return l('双方各将手牌洗入自己的卡组', 'each player shuffles their hand into their deck');
      if (e.all) return l('将你的所有手牌洗入你的卡组', 'shuffle all cards in your hand into your deck');
      return e.copy ? l(`将你手牌中一张随机${w.zh}的复制洗入你的卡组`, `shuffle a copy of a random ${w.en} in your hand into your deck`) : l(`将你手牌中一张随机${w.zh}洗入你的卡组`, `shuffle a random ${w.en} in your hand into your deck`);
    }
    case 'shuffleDeck': return l('将你的卡组洗牌', 'shuffle your deck');
    case 'heldCopy': return l('在你的支援阵线增加一个它的复制', 'add a copy of it to your support line');
    case 'develop': {
      if (e.deck !== undefined && e.deckUnits === true) return l(`从你卡组顶的${e.deck}个单位中选择一个抽取，使其获得闪击并将其费用设为0，其余置于你的卡组底`, `draw 1 of ${e.deck} top units of your deck, give it Blitz and set its cost to 0, put the rest on the bottom of your deck`);
      if (e.ownDeck === true) return l('研发一张你卡组中的牌（从其中3张随机的不同的牌中选择1张，将其复制置入你的手牌）', 'develop a card in your deck (choose 1 of 3 random different cards of your deck to add a copy of it to your hand)');
      if (e.deck !== undefined) return l(`从你的卡组顶的${e.deck}张牌中选择一张抽取，其余置于你的卡组底`, `choose and draw a card from the top ${e.deck} of your deck, put the rest on the bottom of your deck`);
      // PILOT ESCAPE (K-R69y): of the player's main nation, cheaper to deploy and operate.
      if (e.main === true) return l(`研发一个你主国家的空中单位（从3张随机的中选择1张置入你的手牌），其部署费用和行动花费-${e.less ?? 0}`, `develop an air unit of your main nation (choose 1 of 3 random ones to add to your hand); it costs ${e.less ?? 0} less to deploy and operate`);
      // 研发 Develop (K-R63d): choose 1 of 3 random cards of the kind to add to your hand.
      const times = e.n > 1 ? l(`${e.n}次`, ` ${e.n} times`) : EMPTY;
      let what: L;
      // K-R70o: "Develop A, B or C": the three named cards, all offered.
      if (e.name.includes('|')) {
        const ns = e.name.split('|').map((x) => c.name(x));
        return l(`研发“${ns.slice(0, -1).map((x) => x.zh).join('”、“')}”或“${ns[ns.length - 1].zh}”（从中选择1张置入你的手牌）`, `develop ${ns.slice(0, -1).map((x) => x.en).join(', ')} or ${ns[ns.length - 1].en} (choose 1 to add to your hand)`);
      }
      if (e.name !== '') {
        const n = c.name(e.name);
        what = l(`“${n.zh}”`, n.en);
      } else {
        const w = e.kind === 127 ? l('牌', 'card') : e.kind === 32 ? l('指令', 'order') : e.kind === 64 ? l('反制', 'countermeasure') : clsNoun(e.kind, false);
        const nats = e.nation === '' ? [] : e.nation.split('|').map(nation);
        const nat = l(nats.map((x) => x.zh).join('或'), nats.map((x) => x.en).join(' or '));
        const elite = e.elite ? l('精英', 'elite ') : e.navy === true ? l('海军', 'Navy ') : EMPTY;
        what = l(`${elite.zh}${nat.zh}${w.zh}`, `${elite.en}${nat.en ? `${nat.en} ` : ''}${w.en}`);
        if (e.maxAtk !== undefined) what = l(`攻击力不高于${e.maxAtk}的${what.zh}`, `${what.en} with ${e.maxAtk} or less attack`);
      }
      return l(`研发${times.zh}${what.zh}（从3张随机的${what.zh}中选择1张置入你的手牌）`, `develop ${article(what.en)} ${what.en}${times.en} (choose 1 of 3 random ones to add to your hand)`);
    }
    case 'markDrawn':
      if (e.cost !== undefined && e.mod === 0) return l(`其费用${e.cost < 0 ? '-' : '+'}${Math.abs(e.cost)}`, `reduce its cost by ${-e.cost}`);
      if (e.mod === HAND_MOD.costEot) return (e.cost ?? 0) <= -99 ? l('本回合其部署费用为0', 'it costs 0 kredits to deploy this turn') : l(`本回合其费用-${-(e.cost ?? 0)}`, `it costs ${-(e.cost ?? 0)} less this turn`);
      if (e.mod === HAND_MOD.discardEot) return l('回合结束时弃置它们', 'discard them at the end of turn');
      if (e.mod === HAND_MOD.deployBuff22) return l('它被部署时获得+2+2', 'it gets +2+2 when it is deployed');
      if (e.mod === HAND_MOD.discardNext) return l('在你的下回合结束时弃置抽到的牌', 'discard the drawn cards at the end of your next turn');
      return l('它被部署时获得+1+1和闪击', 'it gets +1+1 and Blitz when deployed');
  }
}

/** "+1+1", "+2防御力" / "+2 defense", "-1攻击力" / "-1 attack". */
function buffAmount(atk: number, def: number): L {
  if (atk !== 0 && def !== 0) return l(`${plus(atk)}${plus(def)}`, `${plus(atk)}${plus(def)}`);
  return def !== 0 ? l(`${plus(def)}防御力`, `${plus(def)} defense`) : l(`${plus(atk)}攻击力`, `${plus(atk)} attack`);
}

/**
 * A stat change then a keyword on the same units, as printed in one phrase ("Give an air unit +1+1 and Blitz",
 * "+1 attack and Fury this turn"); null when the two effects are not such a pair.
 */
function withKeyword(e: Effect, next: Effect | undefined, c: Ctx): L | null {
  // K-R68e: "Destroy X and Salvage it" (the Salvage runs first, while the unit stands).
  if (e.do === 'salvage' && next?.do === 'destroy' && e.if === next.if && (next.to.k === 'it' || next.to === e.to)) {
    if (e.to.k === 'all' && e.to.sel.lowAtk === true) return l('消灭并收缴战场上攻击力最低的单位', 'destroy and salvage the unit(s) with the least attack on the battlefield');
    const to = target(e.to, c);
    return l(`消灭${to.zh}并收缴它`, `destroy ${to.en} and salvage it`);
  }
  if (!next || e.if || next.if) return null;
  const same = (t: Target, u: Target): boolean => u.k === 'it' || (u.k === 'self' && t.k === 'self');
  if (e.do === 'buff' && !e.count && next.do === 'grant' && same(e.to, next.to)) {
    const to = target(e.to, c), what = buffAmount(e.atk, e.def), k = KW_NAME[next.kw];
    return l(`使${to.zh}获得${what.zh}和${k.zh}`, `give ${to.en} ${what.en} and ${k.en}`);
  }
  if (e.do === 'tempAtk' && !e.upTo && next.do === 'tempGrant' && next.kw !== 'immune' && next.kw !== 'moveAttack' && same(e.to, next.to)) {
    const to = target(e.to, c), k = KW_NAME[next.kw];
    return l(`本回合使${to.zh}获得+${e.n}攻击力和${k.zh}`, `give ${to.en} +${e.n} attack and ${k.en} this turn`);
  }
  return null;
}

/** "If it is pinned, …" (ItIs) before an effect. */
const IT_IS: Readonly<Record<ItIs, L>> = {
  cost3: l('若其费用不高于3，', 'if it costs 3 or less, '), ground: l('若其是地面单位，', 'if it is a ground unit, '), noFoes: l('若敌方此时没有单位，', 'if the enemy now has no units, '), topAtk: l('若其攻击力是战场上唯一最高的，', 'if it has the single highest attack on the battlefield, '), haveMob: l('若你控制具有动员的单位，', 'if you control a unit with Mobilize, '), foes3: l('若敌方有至少3个单位，', 'if the enemy has 3 or more units, '), haveAtk4: l('若你控制攻击力不低于4的单位，', 'if you control a unit with 4 or more attack, '),
  tank: l('若目标是坦克，', 'if it is a tank, '), hq: l('若目标是总部，', 'if it is the HQ, '),
  pinned: l('若目标已被压制，', 'if it is pinned, '), unpinned: l('若目标未被压制，', 'if it is not pinned, '),
  blitz: l('若目标具有闪击，', 'if it has Blitz, '), noBlitz: l('若目标没有闪击，', 'if it has no Blitz, '),
  air: l('若目标是空中单位，', 'if it is an air unit, '), notAir: l('若目标不是空中单位，', 'if it is not an air unit, '),
  dead: l('若因此将其消灭，', 'if this destroys it, '), support: l('若目标在支援阵线，', 'if it is in a support line, '),
  notSupport: l('若目标不在支援阵线，', 'if it is not in a support line, '), none: l('若你一个都没有，', 'if you have none, '),
  atk4: l('若其攻击力不低于4，', 'if it has 4 or more attack, '), damaged: l('若目标已受伤，', 'if it is damaged, '), undamaged: l('若目标未受伤，', 'if it is not damaged, '),
  vet: l('若它是老兵，', 'if it is Veteran, '), alone: l('若它没有相邻单位，', 'if it has no adjacent units, '), notAlone: l('若它有相邻单位，', 'if it has adjacent units, '),
  alpine: l('若它是具有山地的单位，', 'if it is a unit with Alpine, '), notAlpine: l('若它不是具有山地的单位，', 'if it is not a unit with Alpine, '),
  op0: l('若其行动费用为0，', 'if it has 0 operation cost, '), notOp0: l('若其行动费用不为0，', 'if its operation cost is not 0, '),
  ckw2: l('若它现在具有至少两个战斗关键字，', 'if it now has 2 or more combat keywords, '),
  smoke: l('若它具有烟幕，', 'if it has Smokescreen, '),
  unit: l('若它是单位，', 'if it is a unit, '), sherman: l('若它是“Sherman”，', 'if it is a Sherman, '),
  friendly: l('若它是友方的，', 'if it is friendly, '), enemy: l('若它是敌方的，', 'if it is an enemy, '),
  sent: l('若你这样做，', 'if you do, '),
};

/** An ability's effects as one clause list ("对…造成2点伤害，并压制它" / "deal 2 damage to … and pin it"). */
function clauses(a: Ability, all: readonly Ability[], name: NameOf): L {
  const c: Ctx = { name, ab: a, all, plural: false, seen: null };
  const parts: L[] = [];
  const fx = a.effects;
  for (let i = 0; i < fx.length; i++) {
    const e = fx[i];
    const pair = withKeyword(e, fx[i + 1], c);
    if (pair) {
      parts.push(pair);
      i++;
      continue;
    }
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
  // BUFFS (K-R67y): the order part is this listener, the deployment part a static read in DEPLOY_FX.
  if (w === 'onOrder' && li?.me === true && li.who === 'any') return l('当此单位被指令或部署效果指定为目标时，', 'when an order or a deployment effect targets this unit, ');
  if (li?.higher === true) return l('当一个攻击力更高的单位被部署时，', 'when a unit with higher attack is deployed, ');
  if (li?.ckw2 === true) return l('当你用具有至少2个战斗关键字的单位攻击时，', 'when you attack with a unit with 2 or more combat keywords, ');
  const who = li?.who ?? 'any';
  const cls = li && li.cls !== 0 ? clsNoun(li.cls, false) : l('单位', 'unit');
  const kw = li?.kw ? kwList(li.kw) : EMPTY;
  // "When you play a Navy card / a card with Intel": a Navy (情报) unit deployed, or such an order given.
  if ((li?.navy === true || li?.intel === true || li?.bond === true) && (w === 'onDeploy' || w === 'onOrder')) {
    const unit = w === 'onDeploy';
    if (li.bond === true) return unit ? l('当你部署一个带有羁绊的单位时，', 'when you deploy a unit with Bond, ') : l('当你使用一张带有羁绊的指令后，', 'when you give an order with Bond, ');
    if (li.navy === true) return unit ? l('当你部署一个海军单位时，', 'when you deploy a Navy unit, ') : l('当你使用一张海军指令后，', 'when you give a Navy order, ');
    return unit ? l('当你部署一个带有情报的单位时，', 'when you deploy a unit with Intel, ') : l('当你使用一张带有情报的指令后，', 'when you give an order with Intel, ');
  }
  switch (w) {
    case 'onDeploy': {
      // A unit of either of two nations (199th RIFLE REGIMENT): "British or US".
      const nat0 = nation(li?.nation ?? ''), two = li?.nation.includes('|') === true;
      const nat = two ? l(nat0.zh.replace('和', '或'), nat0.en.replace(' and ', ' or ')) : nat0;
      const unit = l(`${kw.zh}${nat.zh}${cls.zh}`, `${kw.en ? `${kw.en} ` : ''}${nat.en ? `${nat.en} ` : ''}${cls.en}`);
      const verb = li?.adds ? l('部署或增加', 'deploy or add') : l('部署', 'deploy');
      if (li?.named !== undefined) { const f = familyName(li.named, false); return l(`当你${verb.zh}一个${f.zh}时，`, `when you ${verb.en} a ${f.en}, `); }
      if (li?.salvaged === true) return l('当你部署一个被收缴的单位时，', 'when you deploy a Salvaged unit, ');
      // K-R65l: an operation cost or attack floor.
      if (li?.minOp !== undefined || li?.minAtk !== undefined) {
        const f = li.minOp !== undefined ? l(`行动费用不低于${li.minOp}的`, ` with operation cost ${li.minOp} or more`) : l(`攻击力不低于${li.minAtk}的`, ` with ${li.minAtk} or more attack`);
        return l(`当你${verb.zh}${li.other ? '另' : ''}一个${f.zh}单位时，`, `when you ${verb.en} ${li.other ? 'another' : 'a'} unit${f.en}, `);
      }
      if (who === 'any') return l(`当任意一方部署一个${unit.zh}时，`, `when ${article(unit.en)} ${unit.en} is deployed, `);
      if (li?.other) return l(`当你${verb.zh}另一个${unit.zh}时，`, `when you ${verb.en} another ${unit.en}, `);
      return who === 'enemy' ? l(`当敌方部署一个${unit.zh}时，`, `when the enemy deploys ${article(unit.en)} ${unit.en}, `)
        : l(`当你${verb.zh}一个${unit.zh}时，`, `when you ${verb.en} ${article(unit.en)} ${unit.en}, `);
    }
    case 'onOrder': {
      if (li?.me) return l('当对手以指令选中此单位时，', 'when the opponent targets this unit with an order, ');
      if (who === 'any') return l('当任意一方使用指令时，', 'when an order is given, ');
      if (who === 'enemy') return l('当敌方使用一张指令后，', 'when the enemy gives an order, ');
      const nat = nation(li?.nation ?? '');
      return l(`当你使用一张${nat.zh}指令后，`, `when you give ${nat.en ? article(nat.en) : 'an'} ${nat.en ? `${nat.en} ` : ''}order, `);
    }
    case 'onDestroyed': {
      if (li?.mem === true) return l('当被选中的单位被消灭时，', 'when the targeted unit is destroyed, ');
      if (who === 'enemy') return l('当一个敌方单位被消灭时，', 'when an enemy unit is destroyed, ');
      if (li && li.cls !== 0) { const n = clsNoun(li.cls, false); return l(`当一个友方${n.zh}被消灭时，`, `when a friendly ${n.en} is destroyed, `); }
      return l('当另一个友方单位被消灭时，', 'when another friendly unit is destroyed, ');
    }
    case 'onFriendKill': return l('当一个友方单位消灭一个敌方单位时，', 'when a friendly unit destroys an enemy unit, ');
    case 'onMoveAny': {
      if (who === 'enemy') return l('当一个敌方单位进入前线时，', 'when an enemy unit moves into the frontline, ');
      const nat = nation(li?.nation ?? '');
      return li?.other ? l(`当另一个友方${nat.zh}单位进入前线时，`, `when another friendly ${nat.en ? `${nat.en} ` : ''}unit moves into the frontline, `)
        : l(`当一个友方${nat.zh}单位进入前线时，`, `when a friendly ${nat.en ? `${nat.en} ` : ''}unit moves into the frontline, `);
    }
    case 'onFriendSurvive': return li?.armor ? l('当一个具有重甲的友方单位在战斗中存活时，', 'when a friendly unit with Heavy Armor survives combat, ')
      : l('当一个友方单位在战斗中存活时，', 'when a friendly unit survives combat, ');
    case 'onSlot': return l('当你获得额外的指挥点槽时，', 'when you gain an extra kredit slot, ');
    case 'onShuffle': return l('当你洗切你的卡组时，', 'when you shuffle your deck, ');
    case 'onRetreat': return l(`当一个${cls.zh}撤退时，`, `when ${article(cls.en)} ${cls.en} retreats, `);
    case 'onLeave': return l('当一个未被消灭的单位离开战场时，', 'when an undestroyed unit leaves the battlefield, ');
    case 'onDeathFx': return l('当一个亡计效果触发时，', 'when a Destruction effect triggers, ');
    case 'onConvert': return l('当你转化一张或多张牌时，', 'when you convert one or more cards, ');
    case 'onVet': return who === 'enemy' ? l('当一个敌方单位成为老兵时，', 'when an enemy unit becomes Veteran, ') : who === 'friendly' ? l('当一个友方单位成为老兵时，', 'when a friendly unit becomes Veteran, ') : l('当一个单位成为老兵时，', 'when a unit becomes Veteran, ');
    case 'onFriendRepaired': return who === 'any' ? l('当一个单位被完全修复时，', 'when a unit is fully repaired, ') : l('当一个友方单位被完全修复时，', 'when a friendly unit is fully repaired, ');
    case 'onSmokeLost': return l('当一个友方单位失去烟幕时，', 'when a friendly unit loses Smokescreen, ');
    case 'onFriendAttack': {
      if (li?.named !== undefined) { const f = familyName(li.named, false); return l(`当你用一个${f.zh}攻击后，`, `after you attack with a ${f.en}, `); }
      const nat = nation(li?.nation ?? '');
      return l(`当你用一个${nat.zh}${cls.zh}攻击后，`, `after you attack with ${article(nat.en || cls.en)} ${nat.en ? `${nat.en} ` : ''}${cls.en}, `);
    }
    case 'onSlotLost': return l('当你失去一个指挥点槽时，', 'when you lose a kredit slot, ');
    case 'onCm': return who === 'enemy' ? l('当敌方的反制指令触发时，', 'when an enemy countermeasure triggers, ') : l('当敌方触发你的反制指令时，', 'when the enemy triggers your countermeasure, ');
    case 'onFoeDraw': { const n = li?.named ?? ''; return l(`当敌方抽到一张“${n.toUpperCase()}”指令时，`, `when the enemy draws a ${n.toUpperCase()} order, `); }
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
  onSurvive: l('此单位在战斗中存活时，', 'when this unit survives combat, '),
  onAttackHq: l('此单位攻击敌方总部后，', 'after this unit attacks the enemy HQ, '),
  drawn: l('抽到此牌时展示：', 'Show when drawn: '),
  onRepaired: l('此单位被完全修复时，', 'when this unit is fully repaired, '),
  onHurt: l('此单位受到伤害时，', 'when this unit takes damage, '),
  onAttacked: l('敌方攻击此单位时，', 'when the enemy attacks this unit, '),
  onMobLost: l('此单位失去动员时，', 'when this unit loses Mobilize, '),
  onFoeDraw: EMPTY,
  afterAttack: l('此单位攻击后，', 'after this unit attacks, '),
  onSalvage: l('此单位收缴一个单位时，', 'when this unit Salvages a unit, '),
  foeTurnEnd: l('在每个敌方回合结束时，', 'at the end of each enemy turn, '),
  playedGv: l('当你打出此牌时，', 'when you play this card, '),
  onDevelop: l('本场战斗中，你每回合第一次研发时，', 'this battle, the first time you Develop each turn, '),
  inDeckTurn4: l('若此牌在你的卡组中，在你的第4回合抽牌时，', 'if this card is in your deck as your turn 4 draws, '),
  inDeckDiscard: l('若此牌在你的卡组中，当敌方使你弃牌时，', 'if this card is in your deck when the enemy makes you discard, '),
};

const CM_PHRASE: Readonly<Record<string, L>> = {
  enemyDeploys: l('当敌方部署一个单位时，', 'when the enemy deploys a unit, '), movesFront: l('当一个单位进入前线时，', 'when a unit moves into the frontline, '),
  enemyOrder: EMPTY, enemyOrderAtFriendly: EMPTY, frontCaptured: l('当敌方占据前线时，', 'if the enemy captures the frontline, '),
  enemyAttacks: l('当一个敌方单位攻击时，', 'when an enemy unit attacks, '), friendlyAttacked: l('当一个友方单位被攻击时，', 'when a friendly unit is attacked, '),
  hqDamaged: l('本回合当你的总部受到伤害时，', 'when your HQ receives damage this turn, '), friendlyDestroyed: l('当一个友方单位被消灭时，', 'when a friendly unit is destroyed, '),
  hqAttacked: l('当一个单位攻击你的总部时，', 'when a unit attacks your HQ, '),
  enemyOrder4: EMPTY, enemyOrder2: EMPTY, hqLethal: l('当你的总部即将受到致命伤害时，', 'if your HQ is about to receive lethal damage, '), enemyTurnEnd: l('在敌方回合结束时，', 'at the end of the enemy turn, '), enemyOrderAtUnit: EMPTY, hqHit: l('在你的总部受到伤害后，', 'after your HQ receives damage, '), hqToTake: l('当你的总部将要受到伤害时，', 'when your HQ is to take damage, '), enemyDrawsExtra: l('当敌方额外抽一张牌时，', 'when the enemy draws an extra card, '),
  enemyDeployFx: l('当敌方部署一个具有部署效果的单位时，', 'when the enemy deploys a unit with a deployment effect, '), unitTargeted: EMPTY,
};

const COND_PHRASE: Readonly<Record<Cond, L>> = {
  none: EMPTY, controlFront: l('如果你控制前线，', 'if you control the frontline, '), haveAir: l('如果你在战场上有空中单位，', 'if you have an air unit on the battlefield, '),
  noAir: l('如果你在战场上没有空中单位，', 'if you have no air unit on the battlefield, '), haveBomber: l('如果你在战场上有轰炸机，', 'if you have a bomber on the battlefield, '),
  haveInfantry: l('如果你控制步兵，', 'if you control an infantry, '), hq30: l('如果你的总部防御力不低于30，', 'if your HQ has 30 or more defense, '),
  frontEmpty: l('如果前线为空，', 'if the frontline is empty, '), nonSovietUnit: l('如果你控制非苏联单位，', 'if you control a non-Soviet unit, '),
  usFront: l('如果你在前线有美国单位，', 'if you have a US unit in the frontline, '), japaneseFront: l('如果你在前线控制日本单位，', 'if you control a Japanese unit in the frontline, '),
  fewerUnits: l('如果你在战场上的单位不多于敌方，', 'if you have equal or fewer units on the battlefield, '), enemyTurn: l('如果是敌方回合，', 'if it is the enemy turn, '),
  hitHqThisTurn: l('如果本回合敌方总部已受到伤害，', 'if the enemy HQ has taken damage this turn, '), ownTurn: l('在你的回合中，', 'during your turn, '),
  aged4: l('如果此牌在你的卡组中度过了4个或更多回合，', 'if this card spent 4+ turns in your deck, '), notAged4: l('如果此牌在你的卡组中度过的回合少于4个，', 'if this card spent fewer than 4 turns in your deck, '),
  navyTop: l('如果你的卡组顶是一张海军牌，', 'if there is a Navy card on top of your deck, '), noNavyTop: l('如果你的卡组顶不是海军牌，', 'if there is no Navy card on top of your deck, '),
  hq25: l('如果你的总部防御力不低于25，', 'if your HQ has 25 or more defense, '), hq10: l('如果你的总部防御力不高于10，', 'if your HQ has 10 or less defense, '),
  kredits2: l('如果你有至少2个未使用的指挥点，', 'if you have 2 or more unspent kredits, '), kredits5: l('如果你有至少5个未使用的指挥点，', 'if you have 5 or more unspent kredits, '), notHit: l('如果此单位上回合未被攻击，', 'if this unit was not attacked last turn, '), units3: l('如果你控制至少3个单位，', 'if you control 3 or more units, '),
  alone: l('如果这是你唯一的单位，', 'if this is your only unit, '),
  selfIdle: l('如果此单位本回合没有攻击，', 'if this unit did not attack this turn, '), noneLost: l('如果本回合没有单位被消灭，', 'if no unit was destroyed this turn, '), order1: l('如果这是你本回合使用的第一张指令，', 'if this is the first order given this turn, '), foesLost4: l('如果本场战斗中已有至少4个敌方单位被消灭，', 'if 4 or more enemy units have been destroyed this battle, '), pickSalvaged: l('如果被弃置的单位是被收缴的，', 'if the discarded unit was Salvaged, '), shermans2: l('如果你本场战斗已部署至少2个谢尔曼，', 'if you have deployed 2 or more Shermans this battle, '), pincer: l('钳制：', 'Pincer: '), slots13: l('如果你有至少13个指挥点槽，', 'if you have 13 or more kredit slots, '), slots4: l('如果你有至多4个指挥点槽，', 'if you have 4 or less kredit slots, '), tankXorInf: l('如果你控制坦克或步兵（但不同时控制两者），', 'if you control a tank or infantry (not both), '), tankAndInf: l('如果你同时控制坦克和步兵，', 'if you control both a tank and an infantry, '), lostSlots2: l('如果你本场战斗已失去至少2个指挥点槽，', 'if you have lost 2 or more kredit slots this battle, '), selfShock: l('如果此单位具有震撼，', 'if this unit has Shock, '),
  enemyNoVet: l('如果敌方没有老兵单位，', 'if the enemy has no Veteran units, '), selfFront: l('如果此单位在前线，', 'if this unit is in the frontline, '), haveTank: l('如果你控制坦克，', 'if you control a tank, '), enemyAir: l('如果敌方控制空中单位，', 'if the enemy controls an air unit, '),
  noEnemyAir: l('如果敌方不控制空中单位，', 'if the enemy controls no air unit, '), haveGuard: l('如果你控制守护单位，', 'if you control a Guard unit, '),
  enemyBlitz: l('如果敌方控制闪击单位，', 'if the enemy controls a Blitz unit, '), gaveOrder: l('如果你本回合已使用过指令，', 'if you have given an order this turn, '),
  otherAtk4: l('如果你控制另一个攻击力不低于4的单位，', 'if you control another unit with 4 or more attack, '),
  moreUnits: l('如果你控制的单位比敌方多，', 'if you control more units than the enemy, '), notMoreUnits: l('如果你控制的单位不比敌方多，', 'if you control no more units than the enemy, '),
  enemyNoUnits: l('如果敌方在战场上没有单位，', 'if the enemy has no units on the battlefield, '),
  otherAlpine: l('如果你控制另一个山地单位，', 'if you control another Alpine unit, '),
  hqAhead: l('如果你的总部防御力高于敌方总部，', 'if your HQ has more defense than the enemy HQ, '), notHqAhead: l('如果你的总部防御力不高于敌方总部，', 'if your HQ has no more defense than the enemy HQ, '),
  hqBehind: l('如果你的总部防御力低于敌方总部，', 'if your HQ has less defense than the enemy HQ, '),
  hqAhead5: l('如果你的总部防御力比敌方总部高出至少5点，', 'if your HQ has 5 or more defense than the enemy HQ, '),
  mobilized: l('如果此单位具有动员，', 'if this unit has Mobilize, '),
  bomber5: l('如果你控制攻击力不低于5的轰炸机，', 'if you control a bomber with 5+ attack, '), noBomber5: l('如果你不控制攻击力不低于5的轰炸机，', 'if you control no bomber with 5+ attack, '),
  handEmpty: l('如果你没有手牌，', 'if your hand is empty, '),
  pincerDied: l('如果此单位被消灭时钳制已形成，', 'if its Pincer was active as it was destroyed, '),
  pincer4: l('如果你有至少4个钳制已形成的单位，', 'if you have 4+ units with active Pincer, '),
  britInfLast: l('如果你上回合部署过英国步兵，', 'if you deployed a British infantry last turn, '),
  foeHqDown4: l('如果敌方总部已受到至少4点伤害，', 'if the enemy HQ has taken 4 or more damage, '),
  foeNoArrived: l('如果敌方本回合没有部署单位，', 'if the enemy did not deploy a unit this turn, '),
  unit1: l('如果这是你本回合部署的第一个单位，', 'if this is the first unit you deploy this turn, '),
  onlyUnit: l('如果此单位是你本回合部署的唯一单位，', 'if this was the only unit you deployed this turn, '),
  turns2: l('如果这是它在战场上的第二个回合，', 'if this is its second turn on the battlefield, '),
  notKredits5: l('如果你未使用的指挥点少于5个，', 'if you have fewer than 5 unspent kredits, '),
  allyUS: l('如果美国是你的盟国，', 'if the US is your ally, '),
  order2: l('如果这是你本回合使用的第二张指令，', 'if this is the second order you give this turn, '), notOrder2: l('如果这不是你本回合使用的第二张指令，', 'if this is not the second order you give this turn, '),
};

/** Capitalize the English sentence start and the first word after "Deployment: ". */
const enSentence = (s: string): string => cap(s).replace(/^(Deployment|Destruction): ([a-z])/, (_m, w: string, c: string) => `${w}: ${c.toUpperCase()}`);

function abilityText(a: Ability, all: readonly Ability[], name: NameOf, prev: Ability | undefined, next: Ability | undefined): L | null {
  if (a.when === 'choice0' || a.when === 'choice1' || a.when === 'picked' || a.when === 'held' || a.when === 'hqFx' || a.when === 'later') return null;
  // FOILED PLANS (K-R67p): an enemy order answered without countering it.
  const when = a.when === 'drawn' && a.effects[0]?.do === 'playDrawn' ? l('抽到时免费打出：', 'Play for free when drawn: ')
    : a.when === 'cm' && a.cm === 'enemyOrder' && a.effects[0]?.do !== 'counter' ? l('当敌方使用一张指令时，', 'when the enemy gives an order, ')
    : a.when === 'cm' ? CM_PHRASE[a.cm ?? ''] ?? EMPTY : a.listen !== null ? listenPhrase(a.when, a.listen) : WHEN_PHRASE[a.when] ?? EMPTY;
  const once = a.once ? l('每回合一次，', 'once per turn, ') : EMPTY;
  const cond = COND_PHRASE[a.cond];
  let body = clauses(a, all, name);
  // "Choose and discard X, then …": the picked ability finishes the sentence.
  const last = a.effects[a.effects.length - 1];
  if ((last?.do === 'pick' && next?.when === 'picked') || (last?.do === 'hold' && next?.when === 'held')) {
    const rest = clauses(next, all, name);
    if (rest.zh !== '') body = l(`${body.zh}，然后${rest.zh}`, `${body.en}, then ${rest.en}`);
    // SCRAP METAL (K-R69t): a picked ability under a condition on the discarded card, as its own sentence.
    if (last.do === 'pick') for (const x of all) if (x.when === 'picked' && x.cond !== 'none') {
      const t = clauses(x, all, name), c = COND_PHRASE[x.cond];
      body = l(`${body.zh}。${c.zh}${t.zh}`, `${body.en}. ${cap(c.en + t.en)}`);
    }
  }
  if (body.zh === '') return null;
  // A conditional ability at the moment of the one before it continues that sentence's moment ("Deployment: X. If …, Y.").
  const same = prev !== undefined && a.cond !== 'none' && prev.when === a.when && prev.cm === a.cm && prev.listen === a.listen && (a.when === 'deploy' || a.when === 'destroyed');
  const w = same ? EMPTY : when;
  // "Pincer: when this unit attacks, …": the pincer (§3.3.6) heads the sentence.
  if (a.cond === 'pincer') return l(`${cond.zh}${once.zh}${w.zh}${body.zh}。`, `${cond.en}${cap(once.en + w.en + body.en)}.`);
  return l(`${once.zh}${w.zh}${cond.zh}${body.zh}。`, `${enSentence(once.en + w.en + cond.en + body.en)}.`);
}

/** The text of an implemented card (empty for a card with keywords only); null for an unsupported one. */
/** The grants of the card being rendered (its given text's statics, K-R65t), for 'giveText'. */
const GIVEN_GRANTS: { g: Grants | undefined; aura: Statics['aura'] } = { g: undefined, aura: null };

/** K-R71f/g: the given text of the card being rendered (its `given` abilities), for a quote. */
function givenQuote(c: { readonly all: readonly Ability[]; readonly name: NameOf }): L {
  const own = c.all.filter((a) => a.given === true).map((a) => ({ ...a, given: false }));
  const parts = own.map((a, i) => abilityText(a, own, c.name, own[i - 1], own[i + 1])).filter((x): x is L => x !== null);
  return l(parts.map((p) => p.zh).join(''), parts.map((p) => p.en).join(' '));
}

export function renderScript(sc: CardScript, name: NameOf): L | null {
  if (!sc.ok) return null;
  GIVEN_GRANTS.g = sc.statics.grants;
  // SUPPORT COLUMN (K-R71m): an order's aura is its given text's.
  GIVEN_GRANTS.aura = sc.abilities.some((a) => a.effects.some((e) => e.do === 'watchOn')) ? sc.statics.aura : null;
  const parts: L[] = [...staticsText(GIVEN_GRANTS.aura ? { ...sc.statics, aura: null } : sc.statics, name)];
  sc.abilities.forEach((a, i) => {
    if (a.given === true) return;
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
