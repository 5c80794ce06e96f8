// One scenario per card effect not already shown by keywords.test.ts or rules.test.ts (cards.test.ts
// checks every card's cost, printed damage and where it ends): each test is named by the card id and
// its Chinese name, and plays the card in a position where the effect shows. Decisions owed along the
// way (damage payment, facing) take the first option: damage paid face down.
import { describe, expect, it } from 'vitest';
import { arena } from '../index.js';
import { UP, instOf, type ArenaState } from '../state.js';
import { act, at, hand, idOf, K, legalKeys, life, play, scenario } from './scenario.js';

/** Answer every decision owed with its first option (payment: all face down). */
function flush(s: ArenaState): void {
  while (s.q.length > 0 && s.phase === 'play') act(s, arena.legalActions(s, arena.toMove(s)[0])[0]);
}
const up = (s: ArenaState, p: number) => s.players[p].disp.filter((e) => (e & UP) !== 0).map((e) => idOf(s, instOf(e)));
const playAll = (s: ArenaState, id: string, l = -1, x = 0) => {
  play(s, id, l, x);
  flush(s);
};

describe('arena card effects', () => {
  it('card c-dash 疾步: 打出 move 2 forward', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-dash', 'c-jab'] }, { at: [-3, 0] }] });
    playAll(s, 'c-dash');
    expect(at(s, 0)).toEqual([2, 0]);
  });

  it('card c-feint 虚招 (rulings AR-R12, AR-R14): 0 damage still hits (impact, never raised to 1), 打出后 识破 1 on the hit character, latest card first', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-feint', 'c-jab'] }, { at: [2, 0], disp: ['?c-jab', '?c-dash'] }] });
    playAll(s, 'c-feint');
    expect(life(s, 1)).toBe(18);
    expect(up(s, 1)).toEqual(['c-dash']);
  });

  it('card h-longshot 远射: 锁定 sniper [3] — only at distance exactly 3', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [2, 0] }] });
    expect(legalKeys(s).some((k) => k.startsWith(`play:${K('h-longshot')}`))).toBe(false);
    const t = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0] }] });
    playAll(t, 'h-longshot', 1);
    expect(life(t, 1)).toBe(16);
  });

  it('card h-volley 散射: sniper [2] on three sides hits every enemy at distance 2 that way', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-volley', 'c-jab'] }, { at: [2, 0] }, { at: [-4, 0] }, { at: [2, -2] }] });
    playAll(s, 'h-volley');
    expect([life(s, 1), life(s, 3)]).toEqual([17, 17]);
  });

  it('card h-retreat 后撤步: 打出 move 2 back; 连击打出 draw 1; 打出后 回收', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-mark', 'h-retreat', 'c-jab'] }, { at: [-4, 2] }] });
    playAll(s, 'h-mark');
    playAll(s, 'h-retreat');
    expect(at(s, 0)).toEqual([-2, 0]);
    expect(hand(s, 0).length).toBe(2); // c-jab + the combo draw
    expect(s.players[0].recycle.map((c) => idOf(s, c))).toEqual(['h-retreat']);
  });

  it('card h-deadeye 狙杀: 连击 +1 damage at 打出前', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-mark', 'h-deadeye', 'c-jab'] }, { at: [4, 0] }] });
    playAll(s, 'h-mark');
    playAll(s, 'h-deadeye', 1);
    expect(life(s, 1)).toBe(15);
  });

  it('card h-trap 绊索: 打出 draw 1', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-trap', 'c-jab'] }, { at: [-3, 0] }] });
    playAll(s, 'h-trap');
    expect(hand(s, 0).length).toBe(2);
  });

  it('card h-wind 风之羽: a wind crystal — stays, and 元素爆发 spends it for range +1', () => {
    const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-bolt', 'c-jab'], disp: ['h-wind'] }, { at: [4, 0] }] });
    expect(legalKeys(s)).toContain(`play:${K('e-bolt')}:-1:1`);
    playAll(s, 'e-bolt', -1, 1); // [3] → [4]
    expect(life(s, 1)).toBe(15);
  });

  it('card h-foresight 预判: 展示中 反制 — attacks by a 失控 player are void', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'], mad: true }, { at: [1, 0], disp: ['h-foresight'] }] });
    playAll(s, 'c-jab');
    expect(life(s, 1)).toBe(18);
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'] }, { at: [1, 0], disp: ['h-foresight'] }] });
    playAll(t, 'c-jab');
    expect(life(t, 1)).toBe(17);
  });

  it('card h-scout 侦察: 展示 the deck top — to the hand (a crystal would go to the display)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-scout', 'c-jab'], deck: ['c-jab', 'c-dash'] }, { at: [-3, 0] }] });
    playAll(s, 'h-scout');
    expect(hand(s, 0).sort()).toEqual(['c-dash', 'c-jab']);
  });

  it('card i-rage 狂怒: 打出 damage +1 until the end of the turn, and 反噬 1', () => {
    const s = scenario({ players: [{ char: 'ironfist', at: [0, 0], hand: ['i-rage', 'c-jab', 'c-jab'] }, { at: [1, 0] }] });
    playAll(s, 'i-rage');
    expect(life(s, 0)).toBe(17);
    playAll(s, 'c-jab');
    expect(life(s, 1)).toBe(16);
  });

  it('card i-ember 火之心: a fire crystal — 元素爆发 spends it for damage +1', () => {
    const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-bolt', 'c-jab'], disp: ['i-ember'] }, { at: [3, 0] }] });
    playAll(s, 'e-bolt', -1, 1);
    expect(life(s, 1)).toBe(14);
  });

  it('card i-counter 反击拳: 响应 (a life card turned up) — 2 damage back to the attacker', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], life: ['c-jab', 'i-counter'] }] });
    play(s, 'h-longshot', 1);
    act(s, { t: 'pay', u: 1 });
    flush(s);
    expect(life(s, 0)).toBe(16);
  });

  it('card e-wind/e-fire/e-water/e-earth 风晶/火晶/水晶/土晶: damage, then the crystal stays face up for 元素爆发', () => {
    for (const [id, at1] of [['e-wind', [2, 0]], ['e-fire', [1, 0]], ['e-water', [2, 0]], ['e-earth', [1, 0]]] as const) {
      const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: [id, 'e-bolt', 'c-jab'] }, { at: [at1[0], at1[1]] }] });
      playAll(s, id);
      expect(life(s, 1), id).toBe(17);
      expect(up(s, 0), id).toEqual([id]);
      expect(legalKeys(s), id).toContain(`play:${K('e-bolt')}:-1:1`);
    }
  });

  it('card e-water 水晶 / e-earth 土晶 in a burst: cost −1 / draw 1', () => {
    const t = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-backfire', 'c-jab'], disp: ['e-water'] }, { at: [-3, 0] }] });
    playAll(t, 'e-backfire', -1, 1); // cost 3 − 1
    expect(t.players[1].hand.length).toBe(2);
    const u = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-backfire', 'c-jab'], disp: ['e-earth'] }, { at: [-3, 0] }] });
    playAll(u, 'e-backfire', -1, 1);
    expect(hand(u, 0).length).toBe(2); // c-jab + 1
  });

  it('card e-wave 潮汐: 元素爆发 1; impact (3) on three sides at full damage at 3, 打出后 击退 1', () => {
    const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-wave', 'c-jab'] }, { at: [3, 0] }] });
    playAll(s, 'e-wave');
    expect(life(s, 1)).toBe(16);
    expect(at(s, 1)).toEqual([4, 0]);
  });

  it('card e-quake 地裂: 无差别 — hits an adjacent teammate too, never the user', () => {
    const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-quake', 'c-jab'] }, { at: [-1, 0] }, { at: [1, 0] }, { at: [-4, 4] }] });
    playAll(s, 'e-quake');
    expect([life(s, 0), life(s, 1), life(s, 2), life(s, 3)]).toEqual([18, 16, 16, 18]);
  });

  it('card e-shield 元素护盾: 展示中 damage to you −1', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'] }, { at: [1, 0], disp: ['e-shield'] }] });
    playAll(s, 'c-jab');
    expect(life(s, 1)).toBe(18);
  });

  it('card e-surge 涌流: 连击打出 draw 1', () => {
    const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-shield', 'e-surge', 'c-jab'] }, { at: [-3, 0] }] });
    playAll(s, 'e-shield');
    playAll(s, 'e-surge');
    expect(hand(s, 0).length).toBe(2);
  });

  it('card e-backfire 逆流: 打出后 反噬 1', () => {
    const s = scenario({ players: [{ char: 'elementalist', at: [0, 0], hand: ['e-backfire', 'c-jab'] }, { at: [3, 0] }] });
    playAll(s, 'e-backfire');
    expect([life(s, 0), life(s, 1)]).toEqual([17, 15]);
  });

  it('card w-bash 盾击: 打出前 move 1, impact (2) at distance 1 deals 2 − 1, 打出后 击退 1', () => {
    const s = scenario({ players: [{ char: 'warden', at: [0, 0], hand: ['w-bash', 'c-jab'] }, { at: [2, 0] }] });
    playAll(s, 'w-bash');
    expect(at(s, 0)).toEqual([1, 0]);
    expect(life(s, 1)).toBe(17);
    expect(at(s, 1)).toEqual([3, 0]);
  });

  it('card w-parry 格挡: 响应 回复 1', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], life: ['c-jab', 'c-jab', 'w-parry'], disp: ['?c-jab'] }] });
    play(s, 'h-longshot', 1);
    act(s, { t: 'pay', u: 1 }); // 反制 only near: the hit stands; the turned-up 格挡 heals 1
    flush(s);
    expect(life(s, 1)).toBe(3);
  });

  it('card w-mend 治愈: 打出 回复 3; 维持 at turn start: 回复 1 and the next player draws 1', () => {
    const s = scenario({ players: [{ char: 'warden', at: [0, 0], hand: ['w-mend', 'c-jab'], life: 10, disp: ['?c-jab', '?c-jab', '?c-jab', '?c-jab', '?c-jab'] }, { at: [-3, 0] }] });
    playAll(s, 'w-mend');
    expect(life(s, 0)).toBe(13);
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-jab'] }, { char: 'warden', at: [-3, 0], life: 10, disp: ['w-mend', '?c-jab'] }] });
    play(t, 'c-jab'); // P2's turn starts: 维持
    expect(legalKeys(t)).toEqual(['keep:1', 'keep:0']);
    const before = t.players[0].hand.length;
    act(t, { t: 'keep', k: 1 });
    flush(t);
    expect(t.players[0].hand.length).toBe(before + 1);
    expect(up(t, 1)).toEqual(['w-mend']);
  });

  it('card w-vow 誓约: 打出 draw 1; 响应 回复 2', () => {
    const s = scenario({ players: [{ char: 'warden', at: [0, 0], hand: ['w-vow', 'c-jab'] }, { at: [-3, 0] }] });
    playAll(s, 'w-vow');
    expect(hand(s, 0).length).toBe(2);
    const t = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], life: ['c-jab', 'c-jab', 'w-vow'], disp: ['?c-jab', '?c-jab'] }] });
    play(t, 'h-longshot', 1);
    act(t, { t: 'pay', u: 1 });
    flush(t);
    expect(life(t, 1)).toBe(4);
  });

  it('card w-smite 审判: 锁定, 固定伤害 4 up to distance 2 — a guard does not reduce it', () => {
    const s = scenario({ players: [{ char: 'warden', at: [0, 0], hand: ['w-smite', 'c-jab'] }, { at: [2, 0], disp: ['w-bulwark'] }] });
    playAll(s, 'w-smite', 1);
    expect(life(s, 1)).toBe(14);
  });

  it('card w-stone 磐石: an earth crystal; 打出 the next player draws 1 more', () => {
    const s = scenario({ players: [{ char: 'warden', at: [0, 0], hand: ['w-stone', 'c-jab'] }, { at: [-3, 0] }] });
    playAll(s, 'w-stone');
    expect(s.players[1].hand.length).toBe(2);
    expect(up(s, 0)).toEqual(['w-stone']);
  });

  it('card w-sweep 横扫: 连击打出 回复 1', () => {
    const s = scenario({ players: [{ char: 'warden', at: [0, 0], hand: ['w-stone', 'w-sweep', 'c-jab'], life: 10, disp: ['?c-jab'] }, { at: [-3, 0] }] });
    playAll(s, 'w-stone');
    playAll(s, 'w-sweep');
    expect(life(s, 0)).toBe(11);
  });
});
