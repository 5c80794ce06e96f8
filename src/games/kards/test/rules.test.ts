// One test per rule of docs/rules/kards.md, named by its id (K-…) and the rulebook's phrase.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../engine/index.js';
import { push, settle } from '../../../engine/queue.js';
import { kards } from '../index.js';
import { CARDS } from '../cards.js';
import { hqRef } from '../effects/select.js';
import { K, STEPS } from '../steps.js';
import { KW } from '../effects/lang.js';
import { act, at, keys, scenario } from './scenario.js';

const NONE = -1;

describe('K-1 基础规则', () => {
  it('K-1.1a 总部拥有起始20的血量', () => {
    const s = kards.setup(kards.optionsSchema.parse({}), 2, new Rng(3));
    expect(s.sides.map((p) => p.hq)).toEqual([20, 20]);
  });
  it('K-1.1b 血量归零时游戏结束: an attack that takes the HQ to 0 ends the game after the action', () => {
    const s = scenario({ support: [[], []], front: ['30th_regiment'], frontOwner: 0 });
    s.sides[1].hq = 4;
    act(s, { t: 'attack', u: at(s, 2, 0).uid, tgt: hqRef(1) });
    expect(s.phase).toBe('over');
    expect(kards.result(s)?.winners).toEqual([0]);
    expect(kards.toMove(s)).toEqual([]);
  });
  it('K-1.1c 双方都为0时,当前回合玩家输 (ruling 3, K-R3): 冬季战争 (winter warfare) at 1 HP each', () => {
    const s = scenario({ hands: [['winter_warfare'], []] });
    s.sides[0].hq = 1;
    s.sides[1].hq = 1;
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(kards.result(s)?.winners).toEqual([1]);
  });
  it('K-1.1d 触发反制指令的玩家输 (ruling 3, K-R3): END reads cmFiredBy', () => {
    const s = scenario({});
    s.sides[0].hq = 0;
    s.sides[1].hq = -1;
    s.cmFiredBy = 1;
    push(s.q, K.END, -1);
    settle(s, s.q, STEPS, null);
    expect(s.winner).toBe(0);
  });
  it('K-1.2a 单位进入前线时前线被占据; 另一玩家不可进入前线', () => {
    const s = scenario({ support: [['30th_regiment'], ['30th_regiment']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.lines[2].map((u) => u.owner)).toEqual([0]);
    act(s, { t: 'end' });
    expect(keys(s).some((k) => k.startsWith('move:'))).toBe(false);
  });
  it('K-1.2b 前线的单位被全部消灭时,前线重新回到无归属状态', () => {
    const s = scenario({ hands: [['blade_of_the_samurai'], []], support: [[], ['30th_regiment']], front: ['1_infantry_regiment'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: at(s, 2, 0).uid });
    expect(s.lines[2]).toEqual([]);
    expect(keys(s, 0)).toContain('end');
  });
  it('K-1.2c 支援阵线可以容纳总部外的四个单位: no deploy into a full support line', () => {
    const s = scenario({ hands: [['1_infantry_regiment'], []], support: [['bt7', 'bt7', 'bt7', 'bt7'], []] });
    expect(keys(s).some((k) => k.startsWith('deploy:'))).toBe(false);
  });
  it('K-1.3a 先攻起始为4,后攻起始为5; one mulligan each', () => {
    const s = kards.setup(kards.optionsSchema.parse({}), 2, new Rng(5));
    expect(s.sides[s.first].hand.length).toBe(4);
    expect(s.sides[1 - s.first].hand.length).toBe(5);
    expect(kards.toMove(s)).toEqual([s.first]);
    kards.apply(s, s.first, { t: 'mull', m: 0b1111 }, null);
    expect(s.sides[s.first].hand.length).toBe(4);
    expect(kards.toMove(s)).toEqual([1 - s.first]);
    kards.apply(s, 1 - s.first, { t: 'mull', m: 0 }, null);
    expect(s.phase).toBe('play');
    expect(s.sides[s.first].hand.length).toBe(4);
  });
  it('K-1.3a a mulligan choice reads as the cards it sends back, by name (not a bit mask)', () => {
    const s = kards.setup(kards.optionsSchema.parse({}), 2, new Rng(5));
    const hand = s.sides[s.first].hand;
    const a = kards.describeAction(s, s.first, { t: 'mull', m: 0b101 });
    expect(a.zh).toBe(`调换：${CARDS[hand[0]].name.zh}、${CARDS[hand[2]].name.zh}`);
    expect(a.en).toBe(`mulligan: ${CARDS[hand[0]].name.en}, ${CARDS[hand[2]].name.en}`);
    expect(kards.describeAction(s, s.first, { t: 'mull', m: 0 })).toEqual({ zh: '保留全部手牌', en: 'keep the whole hand' });
  });
  it('K-1.3b 后手可以是为5+1: the second player draws at its first turn start, the first player does not', () => {
    const s = kards.setup(kards.optionsSchema.parse({}), 2, new Rng(5));
    kards.apply(s, s.first, { t: 'mull', m: 0 }, null);
    kards.apply(s, 1 - s.first, { t: 'mull', m: 0 }, null);
    expect(s.sides[s.first].hand.length).toBe(4);
    kards.apply(s, s.first, { t: 'end' }, null);
    expect(s.sides[1 - s.first].hand.length).toBe(6);
  });
  it('K-1.3c 手牌上限为9张,任何继续加入手牌的卡都会被移除', () => {
    const nine = Array(9).fill('bt7');
    const s = scenario({ hands: [nine, []], decks: [['t70'], []], active: 1 });
    act(s, { t: 'end' });
    expect(s.sides[0].hand.length).toBe(9);
    expect(s.sides[0].deck.length).toBe(0);
  });
  it('K-1.4 疲劳伤害 第一次1,第二次2,第三次3', () => {
    const s = scenario({ decks: [[], []] });
    for (let i = 0; i < 6; i++) act(s, { t: 'end' });
    expect(s.sides[0].hq).toBe(20 - 1 - 2 - 3);
    expect(s.sides[1].hq).toBe(20 - 1 - 2 - 3);
  });
});

describe('K-2 费用', () => {
  it('K-2.1a 每回合增加一个指挥点槽,先增加后回满', () => {
    const s = scenario({ kredits: 3, active: 1 });
    s.sides[0].kredits = 0;
    act(s, { t: 'end' });
    expect(s.sides[0].slots).toBe(4);
    expect(s.sides[0].kredits).toBe(4);
  });
  it('K-2.1b 自然增长的指挥点槽最高为12点', () => {
    const s = scenario({ kredits: 12, active: 1 });
    act(s, { t: 'end' });
    expect(s.sides[0].slots).toBe(12);
  });
  it('K-2.1c 通过卡牌效果增加的指挥点槽最高增加至24点', () => {
    const s = scenario({ kredits: 23, hands: [['the_war_machine', 'the_war_machine'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].slots).toBe(24);
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[0].slots).toBe(24);
  });
  it('K-2.2a 部署费用: a unit costing more than the kredits left cannot be deployed', () => {
    const s = scenario({ kredits: 2, hands: [['30th_regiment', 'bt7'], []] });
    expect(keys(s)).toContain('deploy:1:-1');
    expect(keys(s).some((k) => k.startsWith('deploy:0'))).toBe(false);
    act(s, { t: 'deploy', h: 1, tgt: NONE });
    expect(s.sides[0].kredits).toBe(0);
  });
  it('K-2.2b 坦克移动后攻击,需要支付双倍的行动费用', () => {
    const s = scenario({ kredits: 10, support: [['t34_1942'], ['30th_regiment']] });
    const u = at(s, 0, 0);
    act(s, { t: 'move', u: u.uid });
    act(s, { t: 'attack', u: u.uid, tgt: at(s, 1, 0).uid });
    expect(s.sides[0].kredits).toBe(10 - 2 * 2);
  });
  it('K-2.3 反制指令的花费对方不可见 (无心漫谈)', () => {
    const s = scenario({ kredits: 5, hands: [['careless_talk'], []] });
    act(s, { t: 'cm', h: 0 });
    const mine = kards.view(s, 0) as { sides: { kredits: number; cms: unknown }[] };
    const theirs = kards.view(s, 1) as { sides: { kredits: number; cms: unknown }[] };
    expect(mine.sides[0].kredits).toBe(4);
    expect(theirs.sides[0].kredits).toBe(5);
    expect(theirs.sides[0].cms).toBe(1);
    expect(JSON.stringify(theirs)).not.toContain('careless_talk');
    // Still hidden in the opponent's turn: the display shows the kredits as if nothing was spent.
    act(s, { t: 'end' });
    const later = kards.view(s, 1) as { sides: { kredits: number }[] };
    expect(later.sides[0].kredits).toBe(5);
  });
});

describe('K-3 单位', () => {
  it('K-3.1.1 K-3.2 步兵必须和敌对目标无间隔; 攻击时会受到反击伤害 (each side of a fight loses the other\'s attack)', () => {
    const s = scenario({ support: [['30th_regiment'], ['5th_brigade']] });
    const a = at(s, 0, 0);
    expect(keys(s).filter((k) => k.startsWith(`attack:${a.uid}`))).toEqual([]);
    act(s, { t: 'move', u: a.uid });
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    act(s, { t: 'attack', u: a.uid, tgt: at(s, 1, 0).uid });
    expect(at(s, 1, 0).def).toBe(5 - 4);
    expect(a.def).toBe(4 - 1);
  });
  it('K-3.1.2 坦克可以先攻击再移动', () => {
    const s = scenario({ support: [['t34_1942'], []], front: ['1_infantry_regiment'], frontOwner: 1 });
    const t = at(s, 0, 0);
    act(s, { t: 'attack', u: t.uid, tgt: at(s, 2, 0).uid });
    expect(s.lines[2]).toEqual([]);
    expect(keys(s)).toContain(`move:${t.uid}`);
  });
  it('K-3.1.3 炮兵在任何位置都可以攻击, 无视守护, 攻击时不会受到反击伤害', () => {
    const s = scenario({ support: [['25_pounder'], ['5th_brigade', '30th_regiment']] });
    const a = at(s, 0, 0);
    act(s, { t: 'attack', u: a.uid, tgt: at(s, 1, 1).uid });
    expect(at(s, 1, 1).def).toBe(2);
    expect(a.def).toBe(3);
  });
  it('K-3.1.4 战斗机可在任意位置攻击, 受到反击伤害', () => {
    const s = scenario({ support: [['i16_ishak'], ['1_infantry_regiment']] });
    const a = at(s, 0, 0);
    act(s, { t: 'attack', u: a.uid, tgt: at(s, 1, 0).uid });
    expect(a.def).toBe(1);
  });
  it('K-3.1.5 轰炸机只会受到来自战斗机的反击伤害; 同阵线有敌方战斗机时无法攻击其他目标', () => {
    const s = scenario({ support: [['petlyakov_pe2'], ['30th_regiment']] });
    const b = at(s, 0, 0);
    act(s, { t: 'attack', u: b.uid, tgt: at(s, 1, 0).uid });
    expect(b.def).toBe(4);
    const t = scenario({ support: [['petlyakov_pe2'], ['30th_regiment', 'i16_ishak']] });
    const tk = keys(t).filter((k) => k.startsWith(`attack:${at(t, 0, 0).uid}:`));
    expect(tk).toEqual([`attack:${at(t, 0, 0).uid}:${at(t, 1, 1).uid}`]);
  });
  it('K-3.3.1 守护: only the guard and non-adjacent targets; the HQ is protected (ruling K-R3g)', () => {
    const s = scenario({ support: [['i16_ishak'], ['30th_regiment', '5th_brigade', 'bt7', 'bt7']] });
    const f = at(s, 0, 0).uid;
    const ts = keys(s).filter((k) => k.startsWith(`attack:${f}:`)).map((k) => Number(k.split(':')[2]));
    expect(ts.sort()).toEqual([at(s, 1, 1).uid, at(s, 1, 3).uid].sort());
  });
  it('K-R3g with guardProtectsHq off, a guard in the support line no longer shields the HQ', () => {
    const s = scenario({ support: [['i16_ishak'], ['30th_regiment', '5th_brigade', 'bt7', 'bt7']], options: { guardProtectsHq: false } });
    const f = at(s, 0, 0).uid;
    const ts = keys(s).filter((k) => k.startsWith(`attack:${f}:`)).map((k) => Number(k.split(':')[2]));
    expect(ts).toContain(hqRef(1));
    expect(ts).not.toContain(at(s, 1, 2).uid); // adjacent to the guard: still protected
  });
  it('K-3.3.2 烟幕: 对方所有单位都不能攻击此单位, 指令依旧可以取此单位为对象', () => {
    const s = scenario({ hands: [['from_the_people'], []], support: [['i16_ishak'], ['76_mm_howitzer_1939']] });
    const target = at(s, 1, 0).uid;
    expect(keys(s)).not.toContain(`attack:${at(s, 0, 0).uid}:${target}`);
    expect(keys(s)).toContain(`give:0:${target}`);
  });
  it('K-3.3.3 奋战: 一回合中可以进行两次攻击', () => {
    const s = scenario({ support: [['hurricane_mk_iia'], []] });
    const u = at(s, 0, 0).uid;
    act(s, { t: 'attack', u, tgt: hqRef(1) });
    act(s, { t: 'attack', u, tgt: hqRef(1) });
    expect(keys(s)).not.toContain(`attack:${u}:${hqRef(1)}`);
    expect(s.sides[1].hq).toBe(14);
  });
  it('K-3.3.4 伏击: 在被攻击时优先造成伤害, 攻击单位因此被消灭则不受战斗伤害', () => {
    const s = scenario({ support: [['1_infantry_regiment'], []], front: ['3rd_guards_regiment'], frontOwner: 1 });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 2, 0).uid });
    expect(s.lines[0]).toEqual([]);
    expect(at(s, 2, 0).def).toBe(2);
  });
  it('K-3.3.4b 伏击: against artillery it lapses without damage, so the next attacker strikes normally', () => {
    const s = scenario({ support: [['25_pounder', '1_infantry_regiment'], []], front: ['42nd_rifles'], frontOwner: 1 });
    const amb = at(s, 2, 0);
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: amb.uid });
    expect(amb.ambushed).toBe(true);
    expect(amb.def).toBe(2);
    expect(at(s, 0, 0).def).toBe(3);
    act(s, { t: 'attack', u: at(s, 0, 1).uid, tgt: amb.uid });
    // No ambush left: the infantry's 1 damage lands before the counter-damage destroys it.
    expect(amb.def).toBe(1);
    expect(s.lines[0].length).toBe(1);
  });
  it('K-3.3.5 闪击: 可以在部署的同一回合行动', () => {
    const s = scenario({ hands: [['15th_cavalry_regiment', '30th_regiment'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(keys(s)).toContain(`move:${at(s, 0, 0).uid}`);
    expect(keys(s)).not.toContain(`move:${at(s, 0, 1).uid}`);
  });
  it('K-3.3.7 重甲 and ruling 4 (K-R4, 翻倍后重甲): StuG IIIF (2, double vs tanks) deals 3 to a heavy-armor-1 tank', () => {
    const s = scenario({ support: [['stug_iiif'], []], front: ['kv1_1939'], frontOwner: 1 });
    act(s, { t: 'attack', u: at(s, 0, 0).uid, tgt: at(s, 2, 0).uid });
    expect(at(s, 2, 0).def).toBe(7 - 3);
    expect(s.lines[0]).toEqual([]); // KV-1's counter-damage 5 destroys it
  });
  it('K-3.3.9 动员: +1+1 at its owner\'s turn start', () => {
    const s = scenario({ support: [['30th_regiment'], []], active: 1 });
    const u = at(s, 0, 0);
    u.kw |= KW.mobilize;
    act(s, { t: 'end' });
    expect([u.atk, u.def]).toEqual([5, 5]);
  });
  it('K-3.3.9b 动员: 当此单位受到大于0的伤害时,失去动员 (5th Parachute Brigade)', () => {
    const s = scenario({ hands: [['from_the_people'], []], support: [[], ['5th_parachute_brigade']] });
    const u = at(s, 1, 0);
    expect(u.kw & KW.mobilize).not.toBe(0);
    act(s, { t: 'give', h: 0, tgt: u.uid });
    expect(u.kw & KW.mobilize).toBe(0);
    const def = u.def;
    act(s, { t: 'end' });
    expect(u.def).toBe(def);
  });
  it('K-3.3.11 山地: +1+1 for each 山地 unit already on the battlefield (141 Gebirgsjäger)', () => {
    const s = scenario({ hands: [['141_gebirgsjger', '141_gebirgsjger'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    const [a, b] = s.lines[0];
    expect(b.atk - a.atk).toBe(1);
    expect(b.def - a.def).toBe(1);
  });
  it('K-4.1.14 情报: SECTION II (intel) reveals an enemy hand card as 明牌', () => {
    const s = scenario({ hands: [['section_ii'], ['bt7', 't70', 'bt7']], decks: [['bt7'], []] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    const v = kards.view(s, 0) as { sides: { hand: (string | null)[] }[] };
    expect(v.sides[1].hand.filter((c) => c !== null).length).toBe(s.sides[1].shown.filter(Boolean).length);
    expect(s.sides[1].shown.filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });
  it('K-3.4.1 部署效果; 部署时被反制指令消灭,部署效果依旧处理 (careless talk)', () => {
    const s = scenario({ hands: [['10_5_cm_lefh'], []], cms: [[], ['careless_talk']] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.sides[1].hq).toBe(18);
    expect(s.lines[0]).toEqual([]);
    expect(s.sides[1].cms).toEqual([]);
  });
  it('K-3.6 K-1.3.1 撤退: a support-line unit retreats to hand as 明牌', () => {
    const s = scenario({ hands: [['raaf_lightning_f4'], []], support: [[], ['30th_regiment']] });
    act(s, { t: 'deploy', h: 0, tgt: at(s, 1, 0).uid });
    expect(s.lines[1]).toEqual([]);
    expect(s.sides[1].shown).toEqual([true]);
    const v = kards.view(s, 0) as { sides: { hand: (string | null)[] }[] };
    expect(v.sides[1].hand).toEqual(['30th_regiment']);
  });
  it('K-3.8 压制: 失去下一回合的行动能力; 不会叠加 (§3.8.1)', () => {
    const s = scenario({ hands: [['naval_power', 'naval_power'], []], support: [[], ['i16_ishak']] });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'give', h: 0, tgt: at(s, 1, 0).uid });
    act(s, { t: 'end' });
    expect(keys(s).filter((k) => k.startsWith('attack'))).toEqual([]);
    act(s, { t: 'end' });
    act(s, { t: 'end' });
    expect(keys(s).filter((k) => k.startsWith('attack')).length).toBeGreaterThan(0);
  });
});

describe('K-4 指令 and rulings', () => {
  it('K-4.1.6.1 取对象消灭: no legal target, no order (武士之刃 vs Panther G)', () => {
    const s = scenario({ hands: [['blade_of_the_samurai'], []], support: [[], ['panther_g']] });
    expect(keys(s).some((k) => k.startsWith('give:'))).toBe(false);
  });
  it('K-4.1.6.2 随机消灭 (死神降临) ignores "cannot be targeted"', () => {
    const s = scenario({ hands: [['death_from_above'], []], support: [[], ['panther_g']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[1]).toEqual([]);
  });
  it('K-4.1.2.1.2 群体伤害类: EAGLE CLAWS hits every unit of the enemy support line and nothing else', () => {
    const s = scenario({ hands: [['eagle_claws'], []], support: [['30th_regiment'], ['30th_regiment', 't70']], front: ['30th_regiment'], frontOwner: 1 });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[1].map((u) => u.def)).toEqual([2]);
    expect(at(s, 0, 0).def).toBe(4);
    expect(at(s, 2, 0).def).toBe(4);
    expect(s.sides[1].hq).toBe(20);
  });
  it('K-4.1.2.3.1 群体类总部与单位伤害指令: 战略轰炸 (strategic bombing) hits the enemy HQ and support line', () => {
    const s = scenario({ hands: [['strategic_bombing'], []], support: [['30th_regiment'], ['30th_regiment']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.sides[1].hq).toBe(17);
    expect(s.sides[0].hq).toBe(20);
    expect(at(s, 1, 0).def).toBe(1);
    expect(at(s, 0, 0).def).toBe(4);
    expect(s.sides[1].slots).toBe(11);
  });
  it('K-4.1.2.3.2 单体可选择总部与单位: "target" may be an HQ, "unit" may not', () => {
    const s = scenario({ hands: [['daylight_bombing', 'from_the_people'], []], support: [[], ['30th_regiment']] });
    expect(keys(s)).toContain(`give:0:${hqRef(1)}`);
    expect(keys(s)).not.toContain(`give:1:${hqRef(1)}`);
  });
  it('K-4.2a 反制指令在对方的回合触发: MISSING destroys a unit moving into the frontline', () => {
    const s = scenario({ support: [['30th_regiment'], []], cms: [[], ['missing']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.lines[2]).toEqual([]);
    expect(s.lines[0]).toEqual([]);
  });
  it('K-4.2b ULTRA counters an enemy order and draws', () => {
    const s = scenario({ hands: [['air_blitz'], []], cms: [[], ['ultra']], decks: [[], ['bt7']] });
    act(s, { t: 'give', h: 0, tgt: hqRef(1) });
    expect(s.sides[1].hq).toBe(20);
    expect(s.sides[1].hand.length).toBe(1);
  });
  it('K-4.2d ENEMY SPOTTED fires when the enemy captures the frontline, not when it moves into a frontline it holds', () => {
    const s = scenario({ support: [['30th_regiment', 't70'], []], cms: [[], ['enemy_spotted']], decks: [[], ['bt7', 'bt7', 'bt7', 'bt7']] });
    act(s, { t: 'move', u: at(s, 0, 0).uid });
    expect(s.sides[1].hand.length).toBe(3);
    expect(s.sides[1].cms).toEqual([]);
    const t = scenario({ support: [['t70'], []], front: ['30th_regiment'], frontOwner: 0, cms: [[], ['enemy_spotted']] });
    act(t, { t: 'move', u: at(t, 0, 0).uid });
    expect(t.sides[1].cms.length).toBe(1);
  });
  it('K-4.2c a countermeasure never fires in its owner\'s own turn', () => {
    const s = scenario({ hands: [['1_infantry_regiment'], []], cms: [['from_the_deep'], []] });
    act(s, { t: 'deploy', h: 0, tgt: NONE });
    expect(s.lines[0].length).toBe(1);
  });
  it('K-R2 K-3.4.4 多个单位同时被消灭: 亡计 after all are removed (two MITO REGIMENTs under carpet bombing)', () => {
    const s = scenario({ hands: [['carpet_bombing'], []], support: [[], ['mito_regiment', 'mito_regiment']] });
    act(s, { t: 'give', h: 0, tgt: NONE });
    expect(s.lines[1]).toEqual([]);
    expect(s.sides[0].hq).toBe(16);
  });
  it('K-R1 回合开始: 16TH RIFLES gains +1+1 at the start of its owner\'s turn, after the kredits', () => {
    const s = scenario({ support: [['16th_rifles'], []], active: 1 });
    act(s, { t: 'end' });
    expect([at(s, 0, 0).atk, at(s, 0, 0).def]).toEqual([1, 2]);
  });
});
