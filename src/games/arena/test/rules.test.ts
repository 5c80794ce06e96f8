// Scenario tests, one per rule id of docs/rules/arena.md (AR-…), named by the id and the seed's phrase.
import { describe, expect, it } from 'vitest';
import { Match } from '../../../engine/index.js';
import { arena } from '../index.js';
import { draw, heal } from '../zones.js';
import { UP, entry, instOf } from '../state.js';
import { act, at, cell, hand, idOf, K, legalKeys, life, play, scenario } from './scenario.js';

describe('arena rules', () => {
  it('AR-1 (ruling AR-R1) 2/4/6 players: factions seated alternately, pieces on 方位点 of a radius-4 hexagon facing the centre', () => {
    for (const seats of [2, 4, 6]) {
      const m = Match.create(arena, {}, 1, seats, false);
      const s = m.snapshot();
      expect(s.team).toEqual(Array.from({ length: seats }, (_, p) => p % 2));
      for (const pl of s.players) {
        expect(s.ctx.board.isCorner[pl.pos]).toBe(1);
        const corner = s.ctx.board.corners.indexOf(pl.pos);
        expect(pl.face).toBe((corner + 3) % 6);
      }
      expect(new Set(s.players.map((p) => p.pos)).size).toBe(seats);
    }
    // AR-R1: a hexagon of radius 4 (61 cells, `radius` changes it); 2 players on opposite corners.
    const two = Match.create(arena, {}, 1, 2, false).snapshot();
    expect(two.ctx.board.cells.length).toBe(61);
    expect(Math.abs(two.ctx.board.corners.indexOf(two.players[0].pos) - two.ctx.board.corners.indexOf(two.players[1].pos))).toBe(3);
    expect(Match.create(arena, { radius: 3 }, 1, 2, false).snapshot().ctx.board.cells.length).toBe(37);
    const three = Match.create(arena, { teams6: 'three' }, 1, 6, false).snapshot();
    expect(three.team).toEqual([0, 1, 2, 0, 1, 2]);
  });

  it('AR-2 (ruling AR-R2: deck=reply32|rules36) 游戏前准备: 32-card deck (16 kinds × 2), no hand; 初始天赋 then 18 life cards from the deck top', () => {
    const m = Match.create(arena, { characters: ['warden'] }, 3, 2, false);
    expect(m.snapshot().players[0].deck.length).toBe(32);
    m.apply(0, { t: 'talent', k: 0 }); // 坚守: life −3
    m.apply(1, { t: 'talent', k: -1 });
    const s = m.snapshot();
    expect(s.players[1].life.length).toBe(18);
    expect(s.players[0].life.length).toBe(15);
    expect(s.phase).toBe('play');
    const first = s.first;
    expect(s.players[first].hand.length).toBe(3); // 抓牌步骤 of the first turn
    expect(s.players[1 - first].hand.length).toBe(0);
    const r36 = Match.create(arena, { deck: 'rules36' }, 3, 2, false).snapshot();
    expect(r36.players[0].deck.length).toBe(36);
  });

  it('AR-3 zones: hands are the owner’s; face-down display known to the owner only when it came from the hand', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab'], disp: ['~c-breath', '?c-feint', 'h-eye'] }, { at: [3, 0], hand: ['c-dash'] }] });
    const v0 = arena.view(s, 0) as { players: { hand: string[] | null; display: { card: string | null }[]; deck: number; life: number }[] };
    const v1 = arena.view(s, 1) as typeof v0;
    expect(v0.players[0].hand).toEqual(['c-jab']);
    expect(v0.players[1].hand).toBeNull();
    expect(v1.players[0].hand).toBeNull();
    expect(v0.players[0].display.map((d) => d.card)).toEqual(['c-breath', null, 'h-eye']);
    expect(v1.players[0].display.map((d) => d.card)).toEqual([null, null, 'h-eye']);
    expect(v1.players[0].life).toBe(18);
    expect(v1.players[0].deck).toBe(10);
  });

  it('AR-4 回合开始: face-up display → 耗竭区, face-down → 回收区; 永久展示中 and 元素结晶 stay; 维持 asks', () => {
    const s = scenario({
      players: [
        { at: [0, 0], hand: ['c-jab'] },
        { at: [-3, 0], disp: ['c-jab', '~c-breath', '?c-jab', 'h-eye', 'e-fire', 'i-ironskin'] },
      ],
    });
    play(s, 'c-jab'); // hand 0: P0's turn ends
    expect(s.active).toBe(1);
    const p1 = s.players[1];
    expect(p1.exhaust.map((c) => idOf(s, c))).toEqual(['c-jab']);
    expect(p1.recycle.length).toBe(2);
    expect(p1.disp.map((e) => idOf(s, instOf(e)))).toEqual(['h-eye', 'e-fire', 'i-ironskin']);
    expect(legalKeys(s)).toEqual(['keep:1', 'keep:0']);
    act(s, { t: 'keep', k: 0 });
    expect(p1.disp.map((e) => idOf(s, instOf(e)))).toEqual(['h-eye', 'e-fire']);
    expect(p1.exhaust.map((c) => idOf(s, c))).toContain('i-ironskin');
  });

  it('AR-5 抓牌步骤: draw up to 3 at turn start, nothing at 3 or more', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab'] }, { at: [-3, 0], hand: ['c-dash'] }] });
    play(s, 'c-jab'); // cost 1: P1 draws 1 (2 in hand), then draws up to 3 at its start
    expect(s.players[1].hand.length).toBe(3);
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-jab'] }, { at: [-3, 0], hand: ['c-dash', 'c-dash', 'c-dash', 'c-dash'] }] });
    play(t, 'c-jab');
    expect(t.players[1].hand.length).toBe(5);
  });

  it('AR-6 卡组抽完的瞬间 recycle is shuffled in; with both empty, draws take life cards', () => {
    const s = scenario({ players: [{ at: [0, 0], deck: [], recycle: ['c-breath', 'c-breath'], life: 5 }, { at: [3, 0] }] });
    draw(s, 0, 3, null);
    expect(hand(s, 0).sort()).toEqual(['c-breath', 'c-breath', 'c-jab']);
    expect(life(s, 0)).toBe(4);
    expect(s.players[0].recycle).toEqual([]);
  });

  it('AR-7 【2】 paying the cost makes the next player draw; ① at 6+ the turn ends after the card resolves', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['w-bash', 'c-jab', 'c-jab'] }, { at: [-3, 0], hand: ['c-dash', 'c-dash', 'c-dash'] }] });
    play(s, 'w-bash'); // cost 2: 3 → 5, no end yet
    expect(s.players[1].hand.length).toBe(5);
    expect(s.active).toBe(0);
    play(s, 'c-jab'); // cost 1: 6 → ① ends
    expect(s.active).toBe(1);
    expect(s.turn).toBe(2);
  });

  it('AR-8 ② hand 0 ends the turn; ③ otherwise no action ends it', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-dash'] }, { at: [-3, 0] }] });
    expect(legalKeys(s).some((k) => k.startsWith('end'))).toBe(false);
    play(s, 'c-jab');
    expect(s.active).toBe(0);
    play(s, 'c-dash');
    expect(s.active).toBe(1);
  });

  it('AR-9 回合结束步骤: discard down to 3, and 失控 if you damaged nobody', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['w-mend', 'c-breath', 'c-breath', 'c-breath', 'c-jab'] }, { at: [-3, 0], hand: ['c-dash', 'c-dash', 'c-dash', 'c-dash', 'c-dash'] }] });
    play(s, 'w-mend'); // P1 to 7: ①
    expect(arena.toMove(s)).toEqual([0]);
    expect(legalKeys(s).sort()).toEqual([`discard:${K('c-breath')}`, `discard:${K('c-jab')}`].sort());
    act(s, { t: 'discard', c: K('c-jab') });
    expect(s.players[0].hand.length).toBe(3);
    expect(s.players[0].mad).toBe(true);
    expect(s.active).toBe(1);
  });

  it('AR-10 失控: a discard-move must end closer to an enemy; card-given moves are exempt', () => {
    const s = scenario({ players: [{ at: [0, 0], face: 3, hand: ['c-jab', 'c-dash'], mad: true }, { at: [3, 0] }] });
    const moves = legalKeys(s).filter((k) => k.startsWith('move'));
    expect(moves.sort()).toEqual([`move:${K('c-jab')}:0`, `move:${K('c-dash')}:0`].sort());
    play(s, 'c-dash'); // 疾步 moves 2 forward (west), away from the enemy
    expect(at(s, 0)).toEqual([-2, 0]);
  });

  it('AR-11 damaging any player, yourself included, turns 失控 back to 理智', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-rage', 'c-jab'], mad: true }, { at: [-3, 0] }] });
    play(s, 'i-rage'); // 反噬 1 on yourself
    expect(life(s, 0)).toBe(17);
    expect(s.players[0].mad).toBe(false);
    expect(s.dealt).toBe(true);
  });

  it('AR-12 锁定 needs a target in range and limits the damage to one character or one direction', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [2, 0] }] });
    expect(legalKeys(s).some((k) => k.startsWith(`play:${K('h-longshot')}`))).toBe(false);
    const t = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0] }] });
    expect(new Set(legalKeys(t).filter((k) => k.startsWith(`play:${K('h-longshot')}`)))).toEqual(new Set([`play:${K('h-longshot')}:1:0`, `play:${K('h-longshot')}:10:0`]));
  });

  it('AR-13 ranges: area hits every enemy that way, sniper only at X, impact only the nearest with falloff', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-pierce', 'c-jab'] }, { at: [2, 0] }, { at: [0, 2] }, { at: [3, 0] }] });
    play(s, 'h-pierce'); // area 3, fixed 2: P1 and P3 (P2 is a teammate off the line)
    expect(arena.toMove(s)).toEqual([1]);
    act(s, { t: 'pay', u: 1 });
    act(s, { t: 'pay', u: 0 });
    expect([life(s, 1), life(s, 3)]).toEqual([17, 16]);
    // Impact (2), 2 damage: 1 at distance 1 (−1 per cell closer, never below 1).
    const t = scenario({ players: [{ at: [0, 0], hand: ['i-hook', 'c-jab'] }, { at: [1, 0] }] });
    play(t, 'i-hook');
    expect(life(t, 1)).toBe(17);
    // Impact stops at the nearest character: a teammate in front shields the enemy behind.
    const u = scenario({ players: [{ at: [0, 0], hand: ['i-hook', 'c-jab'] }, { at: [2, 0] }, { at: [1, 0] }, { at: [-4, 0] }] });
    play(u, 'i-hook');
    expect(life(u, 1)).toBe(18);
  });

  it('AR-14 damage as life cards: the payer picks face up (2) / face down (1); a face-up 响应 runs at 【6】', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], life: ['c-jab', 'c-jab', 'c-breath'], disp: ['?c-jab'] }] });
    play(s, 'h-longshot', 1);
    expect(legalKeys(s)).toEqual(['pay:0', 'pay:1']);
    act(s, { t: 'pay', u: 1 }); // 调息 face up: 响应 回复 1 brings the face-down card back
    expect(s.players[1].disp.filter((e) => (e & UP) !== 0).map((e) => idOf(s, instOf(e)))).toEqual(['c-breath']);
    expect(life(s, 1)).toBe(3);
  });

  it('AR-15 【6】 recorded responses go in player order; a player orders their own', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], life: ['c-jab', 'c-breath', 'w-vow'] }] });
    s.players[0].power = 2; // 4 damage
    play(s, 'h-longshot', 1);
    act(s, { t: 'pay', u: 2 });
    expect(arena.toMove(s)).toEqual([1]);
    expect(legalKeys(s)).toEqual(['order:0', 'order:1']);
  });

  it('AR-16 (ruling AR-R4: simultaneousZero=draw|activeLoses) 2 players: life 0 loses; both at 0 in one action is a draw (or the active side loses)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'] }, { at: [1, 0], life: 1 }] });
    play(s, 'c-jab');
    expect(arena.result(s)?.winners).toEqual([0]);
    for (const [mode, winners] of [['draw', []], ['activeLoses', [1]]] as const) {
      const t = scenario({ options: { simultaneousZero: mode }, players: [{ at: [0, 0], hand: ['i-whirl', 'c-jab'], life: 1 }, { at: [1, 0], life: 1 }] });
      play(t, 'i-whirl');
      expect(t.phase).toBe('over');
      expect(arena.result(t)?.winners).toEqual(winners);
    }
  });

  it('AR-17 4/6 players: at 0 no more damage this turn; later a living teammate pays; 0 at turn start cannot recover', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab', 'c-jab'] }, { at: [1, 0], life: 1 }, { at: [-4, 0] }, { at: [0, 4], life: 5 }] });
    play(s, 'c-jab');
    expect(life(s, 1)).toBe(0);
    expect(s.phase).toBe('play');
    play(s, 'c-jab');
    expect(life(s, 3)).toBe(5);
    s.turn++;
    play(s, 'c-jab');
    expect(life(s, 3)).toBe(4);
    // P0's hand is empty: P1 starts its turn at 0 and can no longer recover.
    expect(s.active).toBe(1);
    s.players[1].disp.push(entry(s.players[1].hand[0], 0));
    heal(s, 1, 1, null);
    expect(life(s, 1)).toBe(0);
  });

  it('AR-18 teams win when every enemy is at 0, or one enemy has empty deck, recycle and life', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'] }, { at: [1, 0], life: 1 }, { at: [-4, 0] }, { at: [0, 4], life: 0 }] });
    s.players[3].zeroTurn = 0;
    play(s, 'c-jab');
    expect(arena.result(s)?.winners).toEqual([0, 2]);
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-dash', 'c-jab'] }, { at: [-4, 0] }, { at: [0, -4] }, { at: [0, 4], life: 0, deck: 0 }] });
    play(t, 'c-dash');
    expect(arena.result(t)?.winners).toEqual([0, 2]);
  });

  it('AR-19 facing changes only when entering or leaving a 方位点; the mover picks it', () => {
    const s = scenario({ players: [{ at: [4, 0], face: 3, hand: ['c-jab', 'c-jab'] }, { at: [-4, 0] }] });
    act(s, { t: 'move', c: K('c-jab'), d: 3 });
    expect(legalKeys(s)).toEqual(['face:0', 'face:1', 'face:2', 'face:3', 'face:4', 'face:5']);
    act(s, { t: 'face', d: 1 });
    expect(s.players[0].face).toBe(1);
    act(s, { t: 'move', c: K('c-jab'), d: 3 });
    expect(s.players[0].face).toBe(1);
  });

  it('AR-20 (ruling AR-R7) discard-move: a hand card face down to the display, then one step to any free adjacent cell, facing unchanged off the 方位点', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'] }, { at: [1, 0] }] });
    const dirs = legalKeys(s).filter((k) => k.startsWith('move')).map((k) => Number(k.split(':')[2]));
    expect(dirs.sort()).toEqual([1, 2, 3, 4, 5]);
    act(s, { t: 'move', c: K('c-jab'), d: 2 });
    expect(at(s, 0)).toEqual([0, -1]);
    expect(s.players[0].face).toBe(0);
    expect(legalKeys(s).some((k) => k.startsWith('face'))).toBe(false);
    expect(s.players[0].disp.length).toBe(1);
    expect(s.players[0].disp[0] & UP).toBe(0);
  });

  it('AR-21 a player who can neither play nor move exhausts the hand (ruling AR-R6), which ends the turn', () => {
    const s = scenario({ players: [{ at: [4, 0], face: 3, hand: ['h-longshot'], mad: true }, { at: [3, 0] }] });
    expect(legalKeys(s)).toEqual(['stuck']);
    act(s, { t: 'stuck' });
    expect(s.active).toBe(1);
    expect(s.players[0].hand).toEqual([]);
    expect(s.players[0].exhaust.map((c) => idOf(s, c))).toEqual(['h-longshot']);
    // stuck=discardHand: face down to the display instead (it comes back through the recycle zone).
    const t = scenario({ players: [{ at: [4, 0], face: 3, hand: ['h-longshot'], mad: true }, { at: [3, 0] }], options: { stuck: 'discardHand' } });
    act(t, { t: 'stuck' });
    expect(t.players[0].exhaust).toEqual([]);
    expect(t.players[0].disp.length).toBe(1);
  });

  it('AR-22 【1】 打出前 resolves before cost and combat: 冲锋 moves, then its impact hits', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-charge', 'c-jab'] }, { at: [3, 0] }] });
    play(s, 'i-charge');
    expect(at(s, 0)).toEqual([1, 0]);
    expect(life(s, 1)).toBe(17); // impact (3) at distance 2: 2 − 1
    expect(cell(s, 1, 0)).toBe(s.players[0].pos);
  });
  it('AR-23 (ruling AR-R22) 起动: in your action phase a face-up display card with 起动 is exhausted for its effect (壁垒 回复 2, 鹰眼凝视 抓 2)', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['c-jab', 'c-jab'], life: 10, disp: ['w-bulwark', '~c-dash', '~c-dash', '?c-jab'] }, { at: [-3, 0] }] });
    expect(legalKeys(s)).toContain(`activate:${K('w-bulwark')}`);
    act(s, { t: 'activate', c: K('w-bulwark') });
    expect(life(s, 0)).toBe(12); // the latest two face-down cards back to life
    expect(s.players[0].exhaust.map((c) => idOf(s, c))).toEqual(['w-bulwark']);
    expect(legalKeys(s)).not.toContain(`activate:${K('w-bulwark')}`);
    expect(s.active).toBe(0); // an activation ends nothing by itself
    const t = scenario({ players: [{ at: [0, 0], hand: ['c-jab'], disp: ['h-eye', '~h-eye'] }, { at: [-3, 0] }] });
    expect(legalKeys(t).filter((k) => k.startsWith('activate'))).toEqual([`activate:${K('h-eye')}`]); // face down: no
    act(t, { t: 'activate', c: K('h-eye') });
    expect(hand(t, 0).length).toBe(3);
    // Not inside someone else's decision: only the free actions of the action phase offer it.
    const u = scenario({ players: [{ at: [0, 0], hand: ['h-longshot', 'c-jab'] }, { at: [3, 0], disp: ['w-bulwark'] }] });
    play(u, 'h-longshot', 1);
    expect(legalKeys(u).some((k) => k.startsWith('activate'))).toBe(false);
  });

  it('AR-24 (ruling AR-R21) 特殊宣言胜利: 狙杀 / 擒拿 打出后 declare victory when every enemy has at most 2 life, in teams every enemy', () => {
    const s = scenario({ players: [{ at: [0, 0], hand: ['i-grapple', 'c-jab'] }, { at: [1, 0], life: 4 }] });
    play(s, 'i-grapple', 1); // fixed 2: 4 → 2, then the declaration holds
    act(s, { t: 'pay', u: 0 });
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
    expect(s.reason).toBe('declared');
    const t = scenario({ players: [{ at: [0, 0], hand: ['i-grapple', 'c-jab'] }, { at: [1, 0], life: 5 }] });
    play(t, 'i-grapple', 1);
    act(t, { t: 'pay', u: 0 });
    expect(t.phase).toBe('play'); // 3 left: no declaration
    // Teams: every enemy must be at 2 or less (a teammate's life does not matter).
    const u = scenario({ players: [{ at: [0, 0], hand: ['h-deadeye', 'c-jab'], life: 1 }, { at: [4, 0], life: 4 }, { at: [-4, 0], life: 1 }, { at: [0, 4], life: 2 }] });
    play(u, 'h-deadeye', 1);
    act(u, { t: 'pay', u: 0 });
    expect(u.winners).toEqual([0, 2]);
  });
});
