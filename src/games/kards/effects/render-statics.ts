// Continuous (永续) unit properties and cost rules as text, zh and en, one sentence each (lang.ts Statics).
import { HAND_ON, HQ_BIT, KW, type Aura, type Statics } from './lang.js';
import { cap, clsNoun, EMPTY, familyName, kwList, l, nation, plus, type L, type NameOf } from './render-terms.js';

function vsTargets(mask: number, kw: number): L {
  const parts: L[] = [];
  const cls = mask & 31;
  if (cls !== 0) parts.push(clsNoun(cls, true));
  if ((mask & HQ_BIT) !== 0) parts.push(l('总部', 'HQs'));
  if (kw !== 0) { const k = kwList(kw); parts.push(l(`具有${k.zh}的单位`, `units with ${k.en}`)); }
  return l(parts.map((p) => p.zh).join('和'), parts.map((p) => p.en).join(' and '));
}

const AURA_COND: Readonly<Record<NonNullable<Aura['cond']>, L>> = {
  units3: l('如果你控制至少3个单位', 'if you control 3 or more units'), undamaged: l('未受伤时', 'if undamaged'),
  emptyHand: l('如果你没有手牌', 'if you have no cards in hand'), guarded: l('与守护单位相邻时', 'if Guarded'),
  ownTurn: l('在你的回合中', 'during your turn'), noMob: l('没有动员时', "when it doesn't have Mobilize"),
};

function auraText(a: Aura): L {
  // K-R68k.
  if (a.per === 'guards') return l(`你的守护单位每有一个，你的其他单位+${a.atk}攻击力。`, `Your other units have +${a.atk} attack for each of your Guard units.`);
  if (a.per === 'ckw') return l(`你的其他单位每有一个战斗关键字，+${a.atk}攻击力。`, `Your other units have +${a.atk} attack for each of their combat keywords.`);
  const gain: L[] = [];
  if (a.atk !== 0) gain.push(l(`${plus(a.atk)}攻击力`, `${plus(a.atk)} attack`));
  if (a.kw !== 0) gain.push(kwList(a.kw));
  if ((a.armor ?? 0) !== 0) gain.push(l(`重甲+${a.armor}`, `+${a.armor} Heavy Armor`));
  const g = l(gain.map((x) => x.zh).join('和'), gain.map((x) => x.en).join(' and '));
  if (a.pincer) {
    if (a.op !== 0) gain.push(l(`行动费用${plus(a.op)}`, `${plus(a.op)} operation cost`));
    return l(`钳制：${gain.map((x) => x.zh).join('和')}。`, `Pincer: ${gain.map((x) => x.en).join(' and ')}.`);
  }
  if (a.selfOnly) {
    const need = a.needKw !== 0 ? kwList(a.needKw) : EMPTY;
    const where = a.minAtk !== undefined ? l(`攻击力不低于${a.minAtk}时`, `if it has ${a.minAtk} or more attack`) : a.support ? l('在你的支援阵线时', 'while in your support line') : a.srcFront ? l('在前线时', 'while in the frontline')
      : need.zh ? l(`具有${need.zh}时`, `while it has ${need.en}`) : a.cond ? AURA_COND[a.cond] : EMPTY;
    return l(`${where.zh}，此单位具有${g.zh}。`.replace(/^，/, ''), `Has ${g.en}${where.en ? ` ${where.en}` : ''}.`);
  }
  const nat = nation(a.nation);
  const n = a.family !== undefined ? familyName(a.family, true) : clsNoun(a.cls, true);
  const need = a.needKw !== 0 ? kwList(a.needKw) : EMPTY;
  const whose = a.side === 'enemy' ? l('敌方', 'enemy') : a.adjacent ? l('相邻的', 'adjacent') : l('你的', 'your');
  const zhWho = `${a.support ? '你支援阵线中的' : whose.zh}${a.minAtk !== undefined ? `攻击力不低于${a.minAtk}的` : ''}${a.hurt ? '受伤的' : ''}${a.other ? '其他' : ''}${need.zh ? `具有${need.zh}的` : ''}${nat.zh}${n.zh}`;
  const enWho = `${a.support ? 'units in your support line' : `${whose.en} ${a.hurt ? 'damaged ' : ''}${a.other ? 'other ' : ''}${nat.en ? `${nat.en} ` : ''}${n.en}${need.en ? ` with ${need.en}` : ''}`}${a.minAtk !== undefined ? ` with ${a.minAtk} or more attack` : ''}`;
  const front = a.srcFront ? l('此单位在前线时，', 'While this unit is in the frontline, ') : EMPTY;
  if (a.kw === KW.moveAttack && a.atk === 0) return l(`${front.zh}${zhWho}可以在同一回合中移动并攻击。`, `${front.en ? front.en + enWho : cap(enWho)} can move and attack during the same turn.`);
  if (a.op !== 0 && gain.length > 0) return l(`${front.zh}${zhWho}具有${g.zh}，行动费用${plus(a.op)}。`, `${front.en ? front.en + enWho : cap(enWho)} have ${g.en} and ${a.op > 0 ? `cost ${plus(a.op)} to operate` : `operate for ${-a.op} less`}.`);
  if (a.op !== 0) return l(`${front.zh}${zhWho}的行动费用${plus(a.op)}。`, `${front.en ? front.en + enWho : cap(enWho)} ${a.op > 0 ? `cost ${plus(a.op)} to operate` : `operate for ${-a.op} less`}.`);
  return l(`${front.zh}${zhWho}具有${g.zh}。`, `${front.en ? front.en + enWho : cap(enWho)} have ${g.en}.`);
}

const ATK_IF: Readonly<Record<string, L>> = {
  enemyTurn: l('在敌方回合，此单位+N攻击力。', 'Has +N attack on the enemy turn.'), ownTurn: l('在你的回合，此单位+N攻击力。', 'Has +N attack on your turn.'),
  haveTank: l('如果你控制坦克，此单位+N攻击力。', 'Has +N attack if you control a tank.'), damaged: l('受伤时，此单位+N攻击力。', 'Has +N attack if damaged.'),
  alone: l('如果这是你唯一的单位，此单位+N攻击力。', 'Has +N attack if this is your only unit.'),
  perAdjacent: l('每有一个相邻单位，此单位+N攻击力。', 'Has +N attack for each adjacent unit.'),
  perFront: l('你在前线每有一个友方单位，此单位+N攻击力。', 'Has +N attack for each friendly unit in the frontline.'),
  perAdjacentJapanese: l('每有一个相邻的日本单位，此单位+N攻击力。', 'Has +N attack for each adjacent Japanese unit.'),
  perDamaged: l('战场上每有一个受伤的单位，此单位+N攻击力。', 'Has +N attack for each damaged unit on the battlefield.'),
  fewerCards: l('如果你的手牌比敌方少，此单位+N攻击力。', 'Has +N attack if you have fewer cards in hand than the enemy.'),
  ownTurnNoEnemyAir: l('在你的回合，如果敌方不控制空中单位，此单位+N攻击力。', 'Has +N attack on your turn if the enemy controls no air units.'),
  ownTurnBritInf: l('在你的回合，如果你上回合部署过英国步兵，此单位+N攻击力。', 'Has +N attack on your turn if you deployed a British infantry last turn.'),
};
const ORD_ZH = ['', '一', '二', '三', '四', '五'];
const ORD_EN = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

/** Continuous (永续) properties, one sentence each. */
export function staticsText(s: Statics, name: NameOf): L[] {
  const out: L[] = [];
  for (const v of s.vs) {
    // Conditional doubling (K-R65d).
    if (v.when === 'frontEmpty') { out.push(l('如果前线为空，造成双倍伤害。', 'Deals double damage if the frontline is empty.')); continue; }
    if (v.when === 'tgtFront') { out.push(l('对前线的单位造成双倍伤害。', 'Deals double damage against units in the frontline.')); continue; }
    // K-R68v: said by the deployment's choice.
    if (v.when === 'pick0' || v.when === 'pick1') continue;
    if (v.when === 'higherAtk') { out.push(l(`对攻击力更高的单位具有+${v.add}攻击力。`, `Has +${v.add} attack against units with higher attack.`)); continue; }
    if (v.when === 'navyTop') { out.push(l('如果你的卡组顶是一张海军牌，造成双倍伤害。', 'Deals double damage if there is a Navy card on top of your deck.')); continue; }
    const who = vsTargets(v.mask, v.kw);
    if (v.mul !== 1) out.push(l(`对${who.zh}造成${v.mul === 2 ? '双倍' : v.mul === 3 ? '三倍' : `${v.mul}倍`}伤害。`, `Deals ${v.mul === 2 ? 'double' : v.mul === 3 ? 'triple' : `${v.mul}×`} damage to ${who.en}.`));
    if (v.add !== 0) out.push(l(`对${who.zh}作战时${plus(v.add)}攻击力。`, `Has ${plus(v.add)} attack against ${who.en}.`));
  }
  // K-R71p: ROYAL SCOTS.
  if (s.randomMe === true) out.push(l('若此牌在手牌中或战场上，随机效果总是选择此单位。', 'If in hand or on the battlefield, random effects always choose this unit.'));
  // K-R71o: SAVOIA CAVALLERIA.
  if (s.alsoCls === 2) out.push(l('也视为坦克。', 'Also counts as a tank.'));
  if (s.noHq) out.push(l('不能攻击敌方总部。', 'Cannot attack the enemy HQ.'));
  if (s.untargetable) out.push(l('不能成为敌方指令的目标。', 'Cannot be targeted by enemy orders.'));
  if (s.unpinnable) out.push(l('不能被压制。', 'Cannot be pinned.'));
  if (s.unretreatable === true) out.push(l('不能被撤退。', 'Cannot retreat.'));
  if (s.unsuppressable === true) out.push(l('不能被抑制。', 'Cannot be suppressed.'));
  if (s.handLess !== undefined) {
    const on = s.handLess.on === HAND_ON.order ? l('你每使用一张指令', 'each time you give an order') : s.handLess.on === HAND_ON.slotLost ? l('你每失去一个指挥点槽', 'each time you lose a kredit slot')
      : s.handLess.on === HAND_ON.hqSelf ? l('你的总部每受到一次友方伤害', 'each time your HQ takes friendly damage') : s.handLess.on === HAND_ON.ownCm ? l('你的反制每触发一次', 'each time your countermeasure triggers') : l('敌方反制每触发一次', 'each time an enemy countermeasure triggers');
    // K-R68f.
    if (s.handLess.on === HAND_ON.foeDraw) out.push(l(`若此牌在你的手牌中，敌方每抽一张牌，其费用减少${s.handLess.n}。`, `If in your hand, reduce cost by ${s.handLess.n} each time the enemy draws a card.`));
    else if (s.handLess.on === HAND_ON.lostUnit) out.push(l(`若此牌在你的手牌中，你每损失一个单位，其费用增加${-s.handLess.n}。`, `If in your hand, this unit costs ${-s.handLess.n} more each time you lose a unit.`));
    else out.push(l(`若此牌在你的手牌中，${on.zh}，其费用减少${s.handLess.n}。`, `If in your hand, this unit costs ${s.handLess.n} less ${on.en}.`));
  }
  if (s.suppressesHit === true) out.push(l('抑制被此单位攻击的单位。', 'Suppress units attacked by this unit.'));
  if (s.cantAttack) out.push(l('不能攻击。', 'Can’t attack.'));
  if (s.aura) out.push(auraText(s.aura));
  if (s.killsHit !== undefined) out.push(s.killsHit === 31 ? l('受到此单位战斗伤害的单位被消灭。', 'Units dealt combat damage by this unit are destroyed.')
    : l(`受到此单位伤害的敌方${clsNoun(s.killsHit, true).zh}被消灭。`, `Enemy ${clsNoun(s.killsHit, true).en} damaged by this unit are destroyed.`));
  if (s.takenCap !== undefined) out.push(l(`此单位受到的战斗伤害降为${s.takenCap}。`, `Combat damage dealt to this unit is reduced to ${s.takenCap}.`));
  if (s.takenMul !== undefined) out.push(l('此单位受到的战斗伤害加倍。', 'Combat damage dealt to this unit is doubled.'));
  if (s.takenLess !== undefined) out.push(l(`此单位受到${clsNoun(s.takenLess.cls, true).zh}的战斗伤害-${s.takenLess.n}。`, `Takes ${s.takenLess.n} less combat damage from ${clsNoun(s.takenLess.cls, true).en}.`));
  if (s.costMod) {
    const m = s.costMod;
    // K-R70p: "your non-British cards".
    if (m.nation !== undefined) { const n = nation(m.nation); out.push(l(`你的${n.zh}牌费用${plus(m.n)}。`, `Your ${n.en} cards cost ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'}.`)); }
    else if (m.family !== undefined) { const f = familyName(m.family, true); out.push(l(`你的${f.zh}部署费用${plus(m.n)}。`, `Your ${f.en} cost ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'} to deploy.`)); }
    else if (m.units === true) out.push(l(`你的单位部署费用${plus(m.n)}。`, `Your units cost ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'} to deploy.`));
    else if (m.set !== undefined) out.push(l(`你手牌中的牌费用为${m.set}。`, `Cards in your hand cost ${m.set} kredits.`));
    else if (m.cms === true) out.push(l(`敌方的反制指令激活费用${plus(m.n)}。`, `Enemy countermeasures cost ${m.n} more to activate.`));
    else if (m.firstOrder) out.push(l(`你每回合使用的第一张指令费用${plus(m.n)}。`, `The first order you play each turn costs ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'}.`));
    else out.push(m.side === 'enemy' ? l(`敌方手牌中的${m.orders ? '指令' : '牌'}费用${plus(m.n)}。`, `${m.orders ? 'Orders' : 'Cards'} in the enemy hand cost ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'}.`)
      : l(`你手牌中的${m.orders ? '指令' : '牌'}费用${plus(m.n)}。`, `${m.orders ? 'Orders' : 'Cards'} in your hand cost ${Math.abs(m.n)} ${m.n < 0 ? 'less' : 'more'}.`));
  }
  if (s.selfCost) {
    const c = s.selfCost;
    if (c.k === 'perUnit' && c.named !== undefined) {
      const nm = name(c.named);
      out.push(l(`你每控制一个“${nm.zh}”，此牌费用-${c.n}。`, `Costs ${c.n} less for each friendly ${nm.en}.`));
    }
    else if (c.k === 'perUnit') {
      const nat = nation(c.nation), n = clsNoun(c.cls ?? 0, false);
      out.push(l(`你每控制一个${nat.zh}${n.zh}，此牌费用-${c.n}。`, `Costs ${c.n} less for each ${nat.en ? `${nat.en} ` : ''}${n.en} you control.`));
    }
    else if (c.k === 'perEnemyCard') out.push(l(`敌方手牌中每有一张牌，此牌费用-${c.n}。`, `Costs ${c.n} less for each card in the enemy hand.`));
    else if (c.when === 'wentFirst') out.push(l(`如果你先手开始这场战斗，部署费用+${-c.cost}。`, `Costs ${-c.cost} more to deploy if you started the battle.`));
    else {
      const cond: Readonly<Record<Exclude<typeof c.when, 'wentFirst'>, L>> = {
        enemyFront: l('如果敌方控制前线', 'if the enemy controls the frontline'), ownFront: l('如果你控制前线', 'while you control the frontline'),
        hq10: l('如果你的总部防御力不高于10', 'if your HQ is at 10 or less'), lostThisTurn: l('如果本回合有友方单位被消灭', 'if a friendly unit was destroyed this turn'),
        op3: l('如果你控制行动费用不低于3的单位', 'to deploy if you control a unit with 3 or more operation cost'),
        usUnit: l('如果你控制一个美国单位', 'if you control a US unit'),
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
  if (s.hqReducePer4 !== undefined) out.push(l(`你每控制一个攻击力不低于4的单位，你的总部受到的伤害-${s.hqReducePer4}。`, `Your HQ takes ${s.hqReducePer4} less damage for each of your units with 4 or more attack.`));
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
  if (s.killsHitPincer === true) out.push(l('钳制：受到此单位战斗伤害的单位被消灭。', 'Pincer: Units dealt combat damage by this unit are destroyed.'));
  if (s.unpinnablePincer === true) out.push(l('钳制：不能被压制。', 'Pincer: Cannot be pinned.'));
  if (s.pierce === true) out.push(l('此单位造成的伤害无视重甲。', 'Damage from this unit ignores Heavy Armor.'));
  if (s.keepsShock === true) out.push(l('不会失去震撼。', 'Cannot lose Shock.'));
  if (s.noHqGain === true) out.push(l('双方总部都不能获得防御力。', 'HQs cannot gain defense.'));
  if (s.noRepair === true) out.push(l('单位不能被修复。', 'Units cannot be repaired.'));
  if (s.shieldsSupport === true) out.push(l('你的支援阵线不能成为敌方指令或部署效果的目标。', 'Your support line cannot be targeted by enemy orders or deployment effects.'));
  if (s.oneOrder === true) out.push(l('每名玩家每回合只能使用一张指令。', 'Players can only give one order each turn.'));
  if (s.noDeployFx === true) out.push(l('部署效果不会触发。', 'Deployment effects do not trigger.'));
  if (s.atkBan !== undefined) out.push(l(`攻击力不低于${s.atkBan}的单位不能攻击。`, `Units with ${s.atkBan} or more attack cannot attack.`));
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
  if (s.tax !== undefined) out.push(l(`${s.tax.pincer ? '钳制：' : ''}敌方以此单位为目标或攻击此单位需额外花费${s.tax.n}个指挥点。`, `${s.tax.pincer ? 'Pincer: ' : ''}It costs the enemy +${s.tax.n} kredits to target or attack this unit.`));
  if (s.onOwnDraw !== undefined) {
    if (s.onOwnDraw.hq > 0) out.push(l(`当你抽一张牌时，你的总部获得+${s.onOwnDraw.hq}防御力。`, `When you draw a card, your HQ gains +${s.onOwnDraw.hq} defense.`));
    if (s.onOwnDraw.atk > 0) out.push(l(`当你抽一张牌时，此单位本回合获得+${s.onOwnDraw.atk}攻击力。`, `Gets +${s.onOwnDraw.atk} attack until end of turn when you draw a card.`));
  }
  if (s.noUnits === true) out.push(l('不能攻击单位。', 'Cannot attack units.'));
  if (s.hqImmuneEnemyTurn === true) out.push(l('在敌方回合中，你的总部免疫伤害。', 'Your HQ is immune to damage on enemy turns.'));
  if (s.hqOnDamage === true) out.push(l('此单位受到伤害时，你的总部获得等量的防御力。', 'When this unit is dealt damage, your HQ gets equal amount of defense.'));
  if (s.hqHurt !== undefined) {
    const h = s.hqHurt, kw = h.kw !== 0 ? kwList(h.kw) : null;
    const what = h.def !== 0 ? l(`+${h.atk}+${h.def}`, `+${h.atk}+${h.def}`) : l(`+${h.atk}攻击力`, `+${h.atk} attack`);
    const vet = h.vetAt !== undefined ? l(`，然后若其攻击力不低于${h.vetAt}，晋升为老兵`, `, then becomes Veteran if attack is ${h.vetAt}+`) : EMPTY;
    out.push(l(`你的总部受到伤害时，此单位获得${what.zh}${kw ? `和${kw.zh}` : ''}${vet.zh}。`, `Gets ${what.en}${kw ? ` and ${kw.en}` : ''} when your HQ takes damage${vet.en}.`));
  }
  if (s.hqGain !== undefined) {
    const g = s.hqGain;
    if (g.extra > 0) out.push(l(`你的总部获得防御力时，额外获得${g.extra}点防御力。`, `When your HQ gains defense, it gains ${g.extra} extra defense.`));
    if (g.atk !== 0 || g.def !== 0) out.push(l(`你的总部获得防御力时，此单位获得+${g.atk}+${g.def}。`, `Gets +${g.atk}+${g.def} when your HQ gains defense.`));
  }
  if (s.hqOkAll === true) out.push(l('你的单位无视“不能攻击敌方总部”。', 'Ignore "Cannot attack the enemy HQ" on your units.'));
  if (s.deathTwiceAll === true) out.push(l('友方亡计效果触发时，它触发两次。', 'When a friendly Destruction effect triggers, it triggers twice.'));
  if (s.deathTwice === true) out.push(l('此单位的亡计效果额外触发一次。', 'Destruction effects on this unit trigger an extra time.'));
  if (s.foeHqGainAtk === true) out.push(l('敌方总部获得防御力时，此单位获得等量的攻击力。', 'When the enemy HQ gains defense, this unit gets equal attack.'));
  if (s.hitByGround !== undefined) out.push(l(`你的总部受到地面单位伤害后，对敌方总部造成${s.hitByGround}点伤害。`, `After your HQ is damaged by a ground unit, deal ${s.hitByGround} damage to the enemy HQ.`));
  if (s.hqTurnCap !== undefined) out.push(l(`你的总部每回合最多失去${s.hqTurnCap}点防御力。`, `Your HQ cannot lose more than ${s.hqTurnCap} defense each turn.`));
  if (s.hqShield === true) out.push(l('你的总部受到伤害时，改为对此单位造成等量的伤害。', 'When your HQ is damaged, deal that amount of damage to this unit instead.'));
  if (s.thorns !== undefined) out.push(l(`攻击此单位的单位先受到${s.thorns}点伤害。`, `Any unit that attacks this unit takes ${s.thorns} damage first.`));
  if (s.orderArmor === true) out.push(l('指令对友方单位造成的伤害按其重甲减少。', 'Order damage to a friendly unit is reduced by its Heavy Armor.'));
  if (s.lessPerAdj !== undefined) out.push(l(`每有一个相邻单位，此单位受到的伤害-${s.lessPerAdj}。`, `Reduce damage to this unit by ${s.lessPerAdj} for each adjacent unit.`));
  if (s.suppressPinned === true) out.push(l('敌方单位被压制时，将其抑制。', 'When an enemy unit is pinned, Suppress it.'));
  if (s.opKredits !== undefined) out.push(l(`你行动一个行动费用不低于${s.opKredits.min}的单位时，获得${s.opKredits.n}个指挥点。`, `Gain ${s.opKredits.n} kredits when you operate a unit with ${s.opKredits.min} or more operation cost.`));
  if (s.echoHq === true) out.push(l('此单位攻击时，其造成的伤害也由敌方总部承受。', 'When this unit attacks, the damage it deals is also dealt to the enemy HQ.'));
  if (s.abilityDmg !== undefined) out.push(l(`你的单位造成的非战斗、非攻击伤害+${s.abilityDmg}。`, `Increase the non-combat, non-attack damage dealt by your units by ${s.abilityDmg}.`));
  if (s.evades === true) out.push(l('此单位被攻击时，在伤害结算前撤退。', 'Retreat this unit before damage is applied when it is attacked.'));
  if (s.oneToN !== undefined) out.push(l(`友方单位将造成1点战斗伤害时，改为造成${s.oneToN}点。`, `When a friendly unit would deal 1 combat damage, it deals ${s.oneToN} instead.`));
  if (s.ambushDouble === true) out.push(l('你具有伏击的单位造成双倍战斗伤害。', 'Your units with Ambush deal double combat damage.'));
  if (s.bigGroundPlus !== undefined) out.push(l(`你攻击力不低于4的地面单位造成的伤害+${s.bigGroundPlus}。`, `Your ground units with 4 or more attack deal +${s.bigGroundPlus} damage.`));
  if (s.salvagedLess !== undefined) out.push(l(`你被收缴的单位部署费用减少${s.salvagedLess}。`, `Your Salvaged units cost ${s.salvagedLess} less to deploy.`));
  if (s.oneHitHq !== undefined) out.push(l(`友方单位造成1点战斗伤害时，对敌方总部造成${s.oneHitHq}点伤害。`, `When a friendly unit deals 1 combat damage, deal ${s.oneHitHq} damage to the enemy HQ.`));
  if (s.gainRepair === true) out.push(l('你的总部获得防御力时，完全修复一个随机友方单位。', 'When your HQ gains defense, fully repair a random friendly unit.'));
  if (s.gainPing !== undefined) out.push(l(`你的总部获得防御力时，对一个随机敌方造成${s.gainPing}点伤害。`, `Deal ${s.gainPing} damage to a random enemy when your HQ gains defense.`));
  if (s.mateHit !== undefined) out.push(l(`你的另一个单位被攻击时，此单位获得+${s.mateHit.atk}+${s.mateHit.def}。`, `Gets +${s.mateHit.atk}+${s.mateHit.def} if another of your units is attacked.`));
  if (s.onlyMe === true) out.push(l('对此单位以外的目标造成伤害的敌方单位被消灭。', 'Enemy units that damage anything but this unit are destroyed.'));
  if (s.salvagedKill === true) out.push(l('你被收缴的单位消灭受到其伤害的任何单位。', 'Your Salvaged units destroy any unit they damage.'));
  if (s.playIntel !== undefined) out.push(l(`你打出的牌具有情报${s.playIntel}。`, `Cards you play have Intel ${s.playIntel}.`));
  if (s.noDiscard === true) out.push(l('你的牌不能被弃置。', 'Your cards cannot be discarded.'));
  if (s.enterLess !== undefined) { const n = nation(s.enterLess.nation); out.push(l(`当一个${n.zh}单位进入你的手牌时，使其费用-${s.enterLess.n}（最低为${s.enterLess.min}）。`, `When ${n.en === 'US' ? 'a' : n.en.match(/^[AEIOU]/) ? 'an' : 'a'} ${n.en} unit enters your hand, reduce its cost by ${s.enterLess.n}, to a minimum of ${s.enterLess.min}.`)); }
  if (s.handBondHq !== undefined) out.push(l(`此牌在你手牌中时，你每打出一张带有羁绊的牌，你的总部获得+${s.handBondHq}防御力。`, `While in hand, your HQ gets +${s.handBondHq} defense each time you play a card with Bond.`));
  if (s.firstOrderHits === true) out.push(l('你每回合使用的第一张指令对敌方总部造成等同于其费用的伤害。', 'The first order you give each turn deals damage equal to its cost to the enemy HQ.'));
  if (s.frontCap !== undefined) out.push(l(`前线最多只能容纳${s.frontCap}个单位。`, `Only ${s.frontCap} units can occupy the frontline.`));
  if (s.toPartner === true) out.push(l('钳制：对此单位造成的伤害改为对其钳制伙伴造成。', 'Pincer: Damage dealt to this unit is dealt to its Pincer partner instead.'));
  if (s.vetDealt !== undefined) out.push(l(`此单位造成至少${s.vetDealt}点伤害后，晋升为老兵。`, `Becomes Veteran when it has dealt ${s.vetDealt}+ damage.`));
  if (s.markDeals !== undefined) out.push(l(`目标单位造成伤害时，此单位获得+${s.markDeals.atk}+${s.markDeals.def}和守护。`, `This unit gets +${s.markDeals.atk}+${s.markDeals.def} and Guard when the targeted unit deals damage.`));
  if (s.foeEndSpend !== undefined) out.push(l(`在敌方回合结束时，如果此牌在你的手牌中，花费${s.foeEndSpend}个指挥点并将其增加到战场。`, `Spend ${s.foeEndSpend} kredits at the end of enemy turn and add it to the battlefield.`));
  if (s.deckAs !== undefined) { const n = name(s.deckAs); out.push(l(`如果从你的手牌置入卡组，转化为“${n.zh}”。`, `Convert into ${n.en} if put from your hand to deck.`)); }
  if (s.deckEnters === true) out.push(l('如果此单位从你的卡组中被移除，改为使其进入战场。', 'If this unit is removed from your deck, it enters the battlefield instead.'));
  if (s.selfHit === true) out.push(l('此单位造成伤害时，对你的总部造成等量伤害。', 'When this unit deals damage, deal equal damage to your HQ.'));
  if (s.firstDouble === true) out.push(l('敌方每回合打出的第一张牌费用翻倍。', 'The first card played by the enemy each turn costs double.'));
  if (s.foeHqVet !== undefined) out.push(l(`敌方总部已受到至少${s.foeHqVet}点伤害时，晋升为老兵。`, `Becomes Veteran when the enemy HQ has taken ${s.foeHqVet} or more damage.`));
  if (s.topNavy === true) out.push(l('你的卡牌位于你的卡组顶时具有海军类型。', 'Your cards have the Navy type while on top of your deck.'));
  if (s.firstOnly === true) out.push(l('如果你本回合已部署过单位，则不能部署。', 'Cannot be deployed if you have deployed a unit this turn.'));
  if (s.minSlots !== undefined) out.push(l(`除非你有至少${s.minSlots}个指挥点槽，否则不能部署。`, `Cannot be deployed unless you have ${s.minSlots} or more kredit slots.`));
  if (s.joinOnCapture === true) out.push(l('若此牌在你的手牌中，当你占领前线时，将其增加到前线。', 'If this unit is in hand, add it to the frontline when you take it.'));
  if (s.foeDmgLess !== undefined) out.push(l(`敌方卡牌造成的伤害-${s.foeDmgLess}。`, `Enemy cards deal ${s.foeDmgLess} less damage.`));
  if (s.pakBonus !== undefined) out.push(l(`其他卡牌提高此单位的攻击力时，此单位本回合+${s.pakBonus}攻击力。`, `Gets +${s.pakBonus} attack until end of turn if another card increases the attack of this unit.`));
  if (s.knownPlayHit !== undefined) out.push(l(`敌方打出一张明牌时，对敌方总部造成${s.knownPlayHit}点伤害。`, `When the enemy plays a known card, deal ${s.knownPlayHit} damage to the enemy HQ.`));
  if (s.noMove === true) out.push(l('不能移动。', 'Cannot move.'));
  if (s.guardBuff !== undefined) out.push(l(`友方单位被攻击时，在伤害结算前使其获得+${s.guardBuff.atk}+${s.guardBuff.def}。`, `When a friendly unit is attacked, give it +${s.guardBuff.atk}+${s.guardBuff.def} before damage.`));
  if (s.discardEot === true) out.push(l('你的回合结束时，若此牌在你的手牌中，将其弃置。', 'Discarded at the end of your turn if in your hand.'));
  return out;
}
