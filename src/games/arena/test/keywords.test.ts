// One test per keyword of the seed (关键词介绍), named by its Chinese term and the card that carries it.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/index.js';
import { arena } from '../index.js';
import { UP, instOf } from '../state.js';
import { act, at, hand, idOf, K, legalKeys, life, play, scenario } from './scenario.js';

const up = (s: ReturnType<typeof scenario>, p: number) => s.players[p].disp.filter((e) => (e & UP) !== 0).map((e) => idOf(s, instOf(e)));

describe('arena keywords', () => {
  it('固定伤害 贯穿箭: display modifiers do not change it (壁垒 guard 1 does change 直拳)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-pierce', 'c-jab'] }, { at: [1, 0], disp: ['w-bulwark'] }] });
    play(s, 'h-pierce');
    act(s, { t: 'pay', u: 0 });
    expect(life(s, 1)).toBe(16);
    play(s, 'c-jab'); // 1 − 1 = 0: no damage
    expect(life(s, 1)).toBe(16);
  });

  it('反制 反制之盾 / 格挡: a locked attack, or one from distance 1, is made void', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], disp: ['w-aegis'] }] });
    play(s, 'h-longshot', 1);
    expect(life(s, 1)).toBe(18);
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'] }, { at: [1, 0], disp: ['w-parry'] }] });
    play(t, 'c-jab');
    expect(life(t, 1)).toBe(18);
  });

  it('识破 标记 (2) / 挑衅 (all): face-down display cards of the target turn face up, 响应 on them trigger', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-mark', 'c-jab'] }, { at: [3, 0], disp: ['?c-jab', '?c-jab', '?c-jab'] }] });
    play(s, 'h-mark');
    expect(up(s, 1)).toEqual(['c-jab', 'c-jab']);
    const t = scenario({ players: [{ at: [0, 0], hand: ['w-taunt', 'c-jab'] }, { at: [2, 0], disp: ['?c-jab', '?c-jab', '?h-trap'] }] });
    play(t, 'w-taunt'); // 0 damage still hits; 识破 all; 绊索's 响应 strikes back 1
    expect(up(t, 1).length).toBe(3);
    expect(life(t, 0)).toBe(17);
  });

  it('反噬 旋风腿 / 狂怒: the user takes X', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-whirl', 'c-jab'] }, { at: [-4, 0] }] });
    play(s, 'i-whirl');
    expect(life(s, 0)).toBe(17);
  });

  it('击退 勾拳 / 推掌: pushed X in the attack direction, stopped by a blocker', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-hook', 'c-jab'] }, { at: [2, 0] }] });
    play(s, 'i-hook');
    act(s, { t: 'pay', u: 0 });
    expect(at(s, 1)).toEqual([3, 0]);
    const t = scenario({ players: [{ at: [0, 0], hand: ['i-shove', 'c-jab'] }, { at: [1, 0] }, { at: [-4, 0] }, { at: [3, 0] }] });
    play(t, 'i-shove'); // pushed 2 toward (3,0): stops at (2,0)
    expect(at(t, 1)).toEqual([2, 0]);
  });

  it('无差别伤害 箭雨: hits teammates too, never yourself', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-rain', 'c-jab'] }, { at: [-4, 0] }, { at: [2, 0] }, { at: [0, 4] }] });
    play(s, 'h-rain');
    expect(life(s, 2)).toBe(17);
    expect(life(s, 0)).toBe(18);
  });

  it('维持 铁布衫: keep runs the upkeep (弃牌 1) and the card stays', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab'] }, { at: [-3, 0], hand: ['c-dash'], disp: ['i-ironskin'] }] });
    play(s, 'c-jab');
    act(s, { t: 'keep', k: 1 });
    expect(legalKeys(s)).toEqual([`discard:${K('c-dash')}`, `discard:${K('c-jab')}`].filter((k) => legalKeys(s).includes(k)));
    act(s, { t: 'discard', c: K('c-dash') });
    expect(up(s, 1)).toEqual(['i-ironskin']);
    expect(s.players[1].hand.length).toBe(3);
  });

  it('连击 上勾拳: after a same-colour card this turn, +1 at 打出前; a discard-move does not break it', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-flurry', 'c-jab', 'i-uppercut', 'c-jab'] }, { at: [2, 0] }] });
    play(s, 'i-flurry');
    act(s, { t: 'move', c: K('c-jab'), d: 0 });
    play(s, 'i-uppercut', 1);
    expect(legalKeys(s)).toEqual(['pay:0', 'pay:1', 'pay:2']);
    const t = scenario({ players: [{ at: [0, 0], hand: ['i-uppercut', 'c-jab'] }, { at: [1, 0] }] });
    play(t, 'i-uppercut', 1);
    expect(legalKeys(t)).toEqual(['pay:0', 'pay:1']);
  });

  it('连击打出 连打: after a same-colour card, draw 1 at 打出', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-rage', 'i-flurry', 'c-jab'] }, { at: [-4, 0] }] });
    play(s, 'i-rage');
    play(s, 'i-flurry');
    expect(s.players[0].hand.length).toBe(2);
  });

  it('元素爆发 X 元素弹: exhaust crystals at 打出前 — 风 range +1, 火 damage +1, 水 cost −1, 土 draw 1', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['e-bolt', 'c-jab'], disp: ['e-wind', 'e-fire', 'e-water', 'e-earth'] }, { at: [4, 0] }] });
    play(s, 'e-bolt', -1, 0b1111); // [3] → [4], 3 → 4 damage, cost 3 → 2, draw 1
    expect(legalKeys(s)).toEqual(['pay:0', 'pay:1', 'pay:2']);
    act(s, { t: 'pay', u: 1 });
    expect(s.players[1].hand.length).toBe(2);
    expect(s.players[0].hand.length).toBe(2);
    expect(s.players[0].exhaust.length).toBe(4);
  });

  it('元素爆发 2 烈焰: exactly two crystals or none', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['e-flame', 'c-jab'], disp: ['e-fire', 'e-fire', 'e-wind'] }, { at: [3, 0] }] });
    const masks = legalKeys(s).filter((k) => k.startsWith(`play:${K('e-flame')}`)).map((k) => Number(k.split(':')[3]));
    expect(masks).toEqual([0, 3, 5]);
  });

  it('展示 引导 (ruling AR-R20): the top 2 deck cards are shown; 元素结晶 go face up to the display, the others to the hand', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['e-channel', 'c-jab'], deck: ['c-jab', 'e-fire', 'c-dash'] }, { at: [-3, 0] }] });
    play(s, 'e-channel');
    expect(s.players[0].disp.map((e) => idOf(s, instOf(e)))).toEqual(['e-channel', 'e-fire']);
    expect(hand(s, 0).sort()).toEqual(['c-dash', 'c-jab']);
  });

  it('永久展示中 鹰眼凝视: stays at turn start and adds 1 to your damage', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'], disp: ['h-eye'] }, { at: [1, 0] }] });
    play(s, 'c-jab');
    expect(legalKeys(s)).toEqual(['pay:0', 'pay:1']);
  });

  it('回收 怒吼: after resolving, the card goes face down to the recycle zone', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-roar', 'c-jab'] }, { at: [-3, 0] }] });
    play(s, 'i-roar');
    expect(s.players[0].recycle.map((c) => idOf(s, c))).toEqual(['i-roar']);
    expect(s.players[0].hand.length).toBe(2);
  });

  it('耗竭 擒拿: the top card of the hit enemy’s deck to its exhaust zone', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-grapple', 'c-jab'] }, { at: [1, 0], deck: ['c-breath', 'c-dash', 'c-dash'] }] }); // the cost draws the top two first
    play(s, 'i-grapple', 1);
    act(s, { t: 'pay', u: 0 });
    expect(s.players[1].exhaust.map((c) => idOf(s, c))).toEqual(['c-breath']);
  });

  it('回复 调息: a face-down display card back to life; none without one, none after 0 at turn start', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-breath', 'c-breath', 'c-jab'], life: 10, disp: ['?c-jab'] }, { at: [-3, 0] }] });
    play(s, 'c-breath');
    expect(life(s, 0)).toBe(11);
    play(s, 'c-breath');
    expect(life(s, 0)).toBe(11);
  });

  it('展示中 哨戒: when its holder is damaged, 1 damage back to the attacker (at 【6】)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'] }, { at: [1, 0], disp: ['w-sentinel'] }] });
    play(s, 'c-jab');
    expect(life(s, 1)).toBe(17);
    expect(life(s, 0)).toBe(17);
  });

  it('打出后 反刺 in a life card: 响应 strikes back when paid face up', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], life: ['c-jab', 'w-riposte'] }] });
    play(s, 'h-longshot', 1);
    act(s, { t: 'pay', u: 1 });
    expect(life(s, 0)).toBe(17);
  });

  it('初始天赋 鹰隼: placed at game start, immune (not in the display), changes life and damage', () => {
    const m = Match.create(arena, { characters: ['hawkeye'] }, 5, 2, false);
    m.apply(0, { t: 'talent', k: 0 });
    m.apply(1, { t: 'talent', k: 1 });
    const s = m.snapshot();
    expect(s.players[0].life.length).toBe(15); // 鹰隼: life −3
    expect(s.players[0].disp).toEqual([]);
    expect(hand(s, s.first).length).toBe(3);
  });

  it('锁定 a direction: only that side of the range is hit', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-uppercut', 'c-jab'] }, { at: [1, 0] }] });
    expect(legalKeys(s).filter((k) => k.startsWith(`play:${K('i-uppercut')}`)).sort()).toEqual([`play:${K('i-uppercut')}:1:0`, `play:${K('i-uppercut')}:10:0`].sort());
  });
});
